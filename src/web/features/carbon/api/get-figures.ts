import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { carbonFootprintEndpoints } from "@shared/carbon-footprint/carbon-footprint.endpoints";
import { queryOf } from "@web/lib/api-client";

export type FigureFilters = { from?: string; to?: string; scope?: number; category?: string; month?: string; page: number; pageSize?: number };

/** GET /api/projects/by-slug/{slug}/carbon-figures: the ledger rows behind the totals, a page at a time. */
export const figuresQuery = (slug: string, f: FigureFilters) =>
  queryOf(carbonFootprintEndpoints.projectFigures, { params: { slug }, query: { ...f, pageSize: f.pageSize ?? 25 } }, { placeholderData: keepPreviousData });

export function useFigures(slug: string, f: FigureFilters, enabled = true) {
  return useQuery({ ...figuresQuery(slug, f), enabled });
}
