import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EnergyEntryBody } from "@shared/energy/energy-entry";
import { energyEndpoints } from "@shared/energy/energy.endpoints";
import { callApi } from "@web/lib/api-client";

export const energyEntriesKey = ["/api/energy-entries"] as const;

export const energyEntryQuery = (id: number) =>
  queryOptions({ queryKey: [...energyEntriesKey, id], queryFn: () => callApi(energyEndpoints.get, { params: { id } }) });

export function useEnergyEntry(id: number | null) {
  return useQuery({ ...energyEntryQuery(id ?? 0), enabled: id !== null });
}

/** After a save: the entry itself, and everything of the project (diary, timeline, carbon tab). */
export function useSaveEnergyEntry(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EnergyEntryBody }) =>
      id === null ? callApi(energyEndpoints.create, { body }) : callApi(energyEndpoints.update, { params: { id }, body }),
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
    mutationFn: (id: number) => callApi(energyEndpoints.remove, { params: { id } }),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: energyEntryQuery(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: ["/api/projects/by-slug", slug] });
    },
  });
}
