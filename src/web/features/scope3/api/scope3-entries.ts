import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { scope3Endpoints } from "@shared/scope3/scope3.endpoints";
import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import { queryOf } from "@web/lib/api-client";

export const scope3EntryQuery = (id: number) => queryOf(scope3Endpoints.get, { params: { id } });

export function useScope3Entry(id: number | null) {
  return useQuery({ ...scope3EntryQuery(id ?? 0), enabled: id !== null });
}

/** Factors a form may pick from: one DESNZ sheet in the reporting year, or the company's own. */
export function useFactorOptions(params: { sheet?: string; company: boolean; q?: string; pageSize?: number }, enabled = true) {
  const query = { company: String(params.company), pageSize: params.pageSize ?? 100, sheet: params.sheet || undefined, q: params.q || undefined };
  return useQuery(queryOf(carbonEndpoints.listFactors, { query }, { placeholderData: keepPreviousData, staleTime: 5 * 60_000, enabled }));
}

/** The List of Waste's construction and demolition chapter (17), for the EWC code field. */
export function useConstructionWasteCodes(enabled: boolean) {
  return useQuery(queryOf(carbonEndpoints.searchWasteCodes, { query: { chapter: "17", limit: 100 } }, { staleTime: 60 * 60_000, enabled }));
}
