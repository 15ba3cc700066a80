import { useMutation } from "@tanstack/react-query";
import { ledgerCsvFilename, ledgerCsvUrl } from "@shared/carbon-footprint/carbon-footprint";
import { downloadFile } from "@web/lib/download";

/** GET …/carbon-ledger.csv with the ledger's current filters; the server names the file by the project's code. */
/** The ledger's filters as the screen holds them. */
export type LedgerCsvFilters = { from?: string; to?: string; scope?: number; category?: string; month?: string };

export const downloadLedgerCsv = ({ slug, ...q }: { slug: string } & LedgerCsvFilters) => downloadFile(ledgerCsvUrl(slug, q), ledgerCsvFilename(slug, q));

export function useDownloadLedgerCsv() {
  // A download is a read: never retried automatically.
  return useMutation({ mutationFn: downloadLedgerCsv, retry: false });
}
