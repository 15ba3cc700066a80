import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { figuresUrl, type LedgerPage } from "@shared/carbon-footprint/carbon-footprint";
import { apiGet } from "@web/lib/api";

export type FigureFilters = { from?: string; to?: string; scope?: number; category?: string; month?: string; page: number; pageSize?: number };

/** GET /api/projects/by-slug/{slug}/carbon-figures: the ledger rows behind the totals, a page at a time. */
export const figuresQuery = (slug: string, f: FigureFilters) =>
  queryOptions({
    queryKey: ["/api/projects/by-slug", slug, "carbon-figures", f],
    queryFn: () => apiGet<LedgerPage>(figuresUrl(slug, { ...f, pageSize: f.pageSize ?? 25 })),
    placeholderData: keepPreviousData,
  });

export function useFigures(slug: string, f: FigureFilters, enabled = true) {
  return useQuery({ ...figuresQuery(slug, f), enabled });
}
