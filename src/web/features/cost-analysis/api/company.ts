import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { CompanyCostsQuery } from "@shared/cost-analysis/company-costs";
import { companyCostsEndpoints } from "@shared/cost-analysis/cost-figures.endpoints";
import { ukToday } from "@shared/common/uk-dates";
import { hrefOf, queryOf } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

export const COMPANY_COSTS_PAGE_SIZE = 25;

/** The company view's sort and filters as the address bar holds them, and its page. */
export type CompanyCostsFilters = Partial<Pick<CompanyCostsQuery, "sort" | "status" | "division" | "q">> & { page: number };

/** `/cost-analysis`: every contract's figures, sorted and filtered on the server; the last page stays while the next loads. */
export function companyCostsQuery(f: CompanyCostsFilters = { page: 1 }) {
  return queryOf(companyCostsEndpoints.list, { query: { ...f, pageSize: COMPANY_COSTS_PAGE_SIZE } }, { placeholderData: keepPreviousData });
}
export const useCompanyCosts = (f: CompanyCostsFilters) => useQuery(companyCostsQuery(f));

/** The company view with the screen's sort and filters as CSV or XLSX (never retried: a download is a read the user asked for). */
export function useExportCompanyCosts(format: "csv" | "xlsx") {
  return useMutation({
    mutationFn: (f: Omit<CompanyCostsFilters, "page">) =>
      downloadFile(hrefOf(companyCostsEndpoints.export, { query: { ...f, format } }), `cost-analysis-${ukToday()}.${format}`),
    retry: false,
  });
}
