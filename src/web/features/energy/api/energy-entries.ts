import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EnergyEntryBody, EnergyEntryView } from "@shared/energy/energy-entry";
import { apiGet, apiRequest } from "@web/lib/api";

export const energyEntriesKey = ["/api/energy-entries"] as const;

export const energyEntryQuery = (id: number) =>
  queryOptions({ queryKey: [...energyEntriesKey, id], queryFn: () => apiGet<EnergyEntryView>(`/api/energy-entries/${id}`) });

export function useEnergyEntry(id: number | null) {
  return useQuery({ ...energyEntryQuery(id ?? 0), enabled: id !== null });
}

/** After a save: the entry itself, and everything of the project (diary, timeline, carbon tab). */
export function useSaveEnergyEntry(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EnergyEntryBody }) =>
      id === null ? apiRequest<EnergyEntryView>("POST", "/api/energy-entries", body) : apiRequest<EnergyEntryView>("PATCH", `/api/energy-entries/${id}`, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(energyEntryQuery(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ["/api/projects/by-slug", slug] });
    },
  });
}

/** DELETE /api/energy-entries/{id}: to Delete Records; the project's reads (timeline, carbon tab) follow. */
export function useDeleteEnergyEntry(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/energy-entries/${id}`),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: energyEntryQuery(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: ["/api/projects/by-slug", slug] });
    },
  });
}
