import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WasteEntryBody } from "@shared/waste/waste-entry";
import { wasteEndpoints } from "@shared/waste/waste.endpoints";
import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import { callApi } from "@web/lib/api-client";

const projectKey = (slug: string) => ["/api/projects/by-slug", slug] as const;

export const wasteQuery = (id: number) =>
  queryOptions({ queryKey: ["/api/waste-entries", id], queryFn: () => callApi(wasteEndpoints.get, { params: { id } }) });

export function useWasteEntry(id: number | null) {
  return useQuery({ ...wasteQuery(id ?? 0), enabled: id !== null });
}

export function useSaveWaste(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: WasteEntryBody }) =>
      id === null ? callApi(wasteEndpoints.create, { body }) : callApi(wasteEndpoints.update, { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(wasteQuery(saved.id).queryKey, saved);
      // The timeline, carbon tab and footprint all read the project's records.
      return queryClient.invalidateQueries({ queryKey: projectKey(slug) });
    },
  });
}

/** The DESNZ waste materials and the routes each has a factor for. */
export function useWasteRoutes() {
  return useQuery({
    queryKey: ["/api/waste-entries/routes"],
    queryFn: async () => (await callApi(wasteEndpoints.materialRoutes, {})).items,
    staleTime: 5 * 60_000,
  });
}

/** The List of Waste, searched by code or words. */
export function useWasteCodeSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ["/api/waste-codes", text],
    queryFn: async () => (await callApi(carbonEndpoints.searchWasteCodes, { query: { q: text, limit: 25 } })).items,
    enabled: text.length >= 2,
    staleTime: 5 * 60_000,
  });
}

/** One code's entry (to show the chosen code's description when editing). */
export function useWasteCode(code: string) {
  return useQuery({
    queryKey: ["/api/waste-codes", "exact", code],
    queryFn: async () =>
      (await callApi(carbonEndpoints.searchWasteCodes, { query: { q: code.replace("*", ""), limit: 5 } })).items.find((c) => c.code === code) ?? null,
    enabled: /^\d{2} \d{2} \d{2}\*?$/.test(code),
    staleTime: 5 * 60_000,
  });
}

/** DELETE /api/waste-entries/{id}: to Delete Records; the project's reads (timeline, carbon tab) follow. */
export function useDeleteWaste(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(wasteEndpoints.remove, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: wasteQuery(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: projectKey(slug) });
    },
  });
}
