import { useQuery } from "@tanstack/react-query";
import { energyEndpoints } from "@shared/energy/energy.endpoints";
import { queryOf } from "@web/lib/api-client";

export const energyEntryQuery = (id: number) => queryOf(energyEndpoints.get, { params: { id } });

export function useEnergyEntry(id: number | null) {
  return useQuery({ ...energyEntryQuery(id ?? 0), enabled: id !== null });
}
