import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Scope3EntryBody } from "@shared/scope3/scope3-entry";
import { scope3Endpoints } from "@shared/scope3/scope3.endpoints";
import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import { callApi } from "@web/lib/api-client";

export const scope3EntriesKey = ["/api/scope3-entries"] as const;

export const scope3EntryQuery = (id: number) =>
  queryOptions({ queryKey: [...scope3EntriesKey, id], queryFn: () => callApi(scope3Endpoints.get, { params: { id } }) });

export function useScope3Entry(id: number | null) {
  return useQuery({ ...scope3EntryQuery(id ?? 0), enabled: id !== null });
}

export function useSaveScope3Entry(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Scope3EntryBody }) =>
      id === null ? callApi(scope3Endpoints.create, { body }) : callApi(scope3Endpoints.update, { params: { id }, body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(scope3EntryQuery(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ["/api/projects/by-slug", slug] });
    },
  });
}

/** DELETE /api/scope3-entries/{id}: to Delete Records; the project's reads (timeline, carbon tab) follow. */
export function useDeleteScope3Entry(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(scope3Endpoints.remove, { params: { id } }),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: scope3EntryQuery(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: ["/api/projects/by-slug", slug] });
    },
  });
}

/** Factors a form may pick from: one DESNZ sheet in the reporting year, or the company's own. */
export function useFactorOptions(params: { sheet?: string; company: boolean; q?: string; pageSize?: number }, enabled = true) {
  return useQuery({
    queryKey: ["/api/carbon-factors", "options", params],
    queryFn: () =>
      callApi(carbonEndpoints.listFactors, {
        query: { company: String(params.company), pageSize: params.pageSize ?? 100, sheet: params.sheet || undefined, q: params.q || undefined },
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The List of Waste's construction and demolition chapter (17), for the EWC code field. */
export function useConstructionWasteCodes(enabled: boolean) {
  return useQuery({
    queryKey: ["/api/waste-codes", { chapter: "17" }],
    queryFn: () => callApi(carbonEndpoints.searchWasteCodes, { query: { chapter: "17", limit: 100 } }),
    staleTime: 60 * 60_000,
    enabled,
  });
}
