import { useMutation } from "@tanstack/react-query";
import { companyLedgerCsvUrl, ledgerCsvFilename, ledgerCsvUrl } from "@shared/carbon-footprint/carbon-footprint";
import { downloadFile } from "@web/lib/download";

/** The ledger's filters as the screens hold them. */
export type LedgerCsvFilters = { from?: string; to?: string; scope?: number; category?: string; month?: string };
export type CsvDownload = { url: string; filename: string };

/** GET …/carbon-ledger.csv: a project's figures; the server names the file by the project's code. */
export const projectLedgerCsv = (slug: string, q: LedgerCsvFilters): CsvDownload => ({ url: ledgerCsvUrl(slug, q), filename: ledgerCsvFilename(slug, q) });
/** GET /api/carbon-ledger.csv: every contract's figures. */
export const companyLedgerCsv = (q: LedgerCsvFilters): CsvDownload => ({ url: companyLedgerCsvUrl(q), filename: ledgerCsvFilename("all-contracts", q) });

export function useDownloadLedgerCsv() {
  // A download is a read: never retried automatically.
  return useMutation({ mutationFn: ({ url, filename }: CsvDownload) => downloadFile(url, filename), retry: false });
}
