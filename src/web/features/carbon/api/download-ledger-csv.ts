import { useMutation } from "@tanstack/react-query";
import { ledgerCsvFilename } from "@shared/carbon-footprint/carbon-footprint";
import { carbonFootprintEndpoints } from "@shared/carbon-footprint/carbon-footprint.endpoints";
import { hrefOf } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

/** The ledger's filters as the screens hold them. */
export type LedgerCsvFilters = { from?: string; to?: string; scope?: number; category?: string; month?: string };
export type CsvDownload = { url: string; filename: string };

/** GET …/carbon-ledger.csv: a project's figures; the server names the file by the project's code. */
export const projectLedgerCsv = (slug: string, q: LedgerCsvFilters): CsvDownload => ({
  url: hrefOf(carbonFootprintEndpoints.projectLedgerCsv, { params: { slug }, query: q }),
  filename: ledgerCsvFilename(slug, q),
});
/** GET /api/carbon-ledger.csv: every contract's figures. */
export const companyLedgerCsv = (q: LedgerCsvFilters): CsvDownload => ({
  url: hrefOf(carbonFootprintEndpoints.companyLedgerCsv, { query: q }),
  filename: ledgerCsvFilename("all-contracts", q),
});

export function useDownloadLedgerCsv() {
  // A download is a read: never retried automatically.
  return useMutation({ mutationFn: ({ url, filename }: CsvDownload) => downloadFile(url, filename), retry: false });
}
