import { keepPreviousData, useMutation, useQuery, type QueryClient } from "@tanstack/react-query";
import type { VehicleFormValues, UpdateVehicleInput } from "@shared/fleet/fleet";
import type { FleetDocumentFormValues, FleetFilters, VehicleDetail } from "@shared/fleet/fleet-register";
import type { MileageFormValues, VehicleDriversInput } from "@shared/fleet/fleet-work";
import type { serviceInput, offRoadInput } from "@shared/fleet/fleet-work";
import { fleetChanges, fleetEndpoints } from "@shared/fleet/fleet.endpoints";
import { ukToday } from "@shared/common/uk-dates";
import type { z } from "zod";
import { callApi, hrefOf, keyOf, queryOf, useWrite } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

export const FLEET_PAGE_SIZE = 25;

/** The register's filters as the address bar holds them, and its page. */
export type FleetListFilters = Partial<FleetFilters> & { page: number };

export function fleetQuery(f: FleetListFilters = { page: 1 }) {
  return queryOf(fleetEndpoints.list, { query: { ...f, pageSize: FLEET_PAGE_SIZE } }, { placeholderData: keepPreviousData });
}
export const useFleet = (f: FleetListFilters) => useQuery(fleetQuery(f));

export const useFleetOptions = () => useQuery(queryOf(fleetEndpoints.options, {}, { staleTime: 60_000 }));
export const useDriverOptions = (q: string, enabled = true) =>
  useQuery(queryOf(fleetEndpoints.driverOptions, { query: { q } }, { enabled, placeholderData: keepPreviousData, staleTime: 30_000 }));

export const vehicleKey = (id: number) => keyOf(fleetEndpoints.get, { params: { id } });
export const useVehicle = (id: number | null) => useQuery(queryOf(fleetEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false }));

/** The answer is the vehicle as it now is: into the cache, and every other fleet read refetched, shown or not. */
const putVehicle = {
  refetchType: "all",
  onSuccess: (v: VehicleDetail, _: unknown, client: QueryClient) => client.setQueryData(vehicleKey(v.id), v),
} as const;

export type SaveVehicle = { id: null; body: VehicleFormValues } | { id: number; body: UpdateVehicleInput };

export function useSaveVehicle() {
  return useWrite(
    (save: SaveVehicle) =>
      save.id === null ? callApi(fleetEndpoints.create, { body: save.body }) : callApi(fleetEndpoints.update, { params: { id: save.id }, body: save.body }),
    fleetChanges,
    {},
    putVehicle,
  );
}

export function useDeleteVehicle() {
  return useWrite(
    (id: number) => callApi(fleetEndpoints.remove, { params: { id } }),
    fleetChanges,
    {},
    { refetchType: "all", onSuccess: (_r, id, client) => client.removeQueries({ queryKey: vehicleKey(id) }) },
  );
}

export const useSetDrivers = (id: number) =>
  useWrite((body: VehicleDriversInput) => callApi(fleetEndpoints.setDrivers, { params: { id }, body }), fleetChanges, {}, putVehicle);

export const useSetOffRoad = (id: number) =>
  useWrite((body: z.input<typeof offRoadInput>) => callApi(fleetEndpoints.setOffRoad, { params: { id }, body }), fleetChanges, {}, putVehicle);

export const HISTORY_PAGE = 10;
export const useFleetHistory = (id: number, page: number) =>
  useQuery(queryOf(fleetEndpoints.history, { params: { id }, query: { page, pageSize: HISTORY_PAGE } }, { placeholderData: keepPreviousData }));

export const useMileage = (id: number) => useQuery(queryOf(fleetEndpoints.mileage, { params: { id } }));
export const useAddMileage = (id: number) =>
  useWrite((body: MileageFormValues) => callApi(fleetEndpoints.addMileage, { params: { id }, body }), fleetChanges, {}, { refetchType: "all" });

export const useServices = (id: number) => useQuery(queryOf(fleetEndpoints.services, { params: { id } }));
export const useAddService = (id: number) =>
  useWrite((body: z.input<typeof serviceInput>) => callApi(fleetEndpoints.addService, { params: { id }, body }), fleetChanges, {}, { refetchType: "all" });
export const useRemoveService = (id: number) =>
  useWrite((serviceId: number) => callApi(fleetEndpoints.removeService, { params: { id, serviceId } }), fleetChanges, {}, { refetchType: "all" });

export function useAddVehicleImages(id: number) {
  const add = (files: File[]) => {
    const form = new FormData();
    for (const f of files) form.append("file", f, f.name);
    return callApi(fleetEndpoints.addImages, { params: { id }, body: form });
  };
  return useWrite(add, fleetChanges, {}, putVehicle);
}

export const useRemoveVehicleImage = (id: number) =>
  useWrite((fileId: number) => callApi(fleetEndpoints.removeImage, { params: { id, fileId } }), fleetChanges, {}, putVehicle);

export function useAddVehicleDocument(id: number) {
  const add = ({ fields, file }: { fields: FleetDocumentFormValues; file: File }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== null && v !== undefined) form.append(k, String(v));
    form.append("file", file, file.name);
    return callApi(fleetEndpoints.addDocument, { params: { id }, body: form });
  };
  return useWrite(add, fleetChanges, {}, putVehicle);
}

export const useUpdateVehicleDocument = (id: number) =>
  useWrite(
    ({ documentId, body }: { documentId: number; body: FleetDocumentFormValues }) =>
      callApi(fleetEndpoints.updateDocument, { params: { id, documentId }, body }),
    fleetChanges,
    {},
    putVehicle,
  );

export const useRemoveVehicleDocument = (id: number) =>
  useWrite((documentId: number) => callApi(fleetEndpoints.removeDocument, { params: { id, documentId } }), fleetChanges, {}, putVehicle);

/** The filtered register as CSV or XLSX (never retried: a download is a read the user asked for). */
export function useExportFleet(format: "csv" | "xlsx") {
  return useMutation({
    mutationFn: (f: Omit<FleetListFilters, "page">) =>
      downloadFile(hrefOf(fleetEndpoints.exportRegister, { query: { ...f, format } }), `fleet-${ukToday()}.${format}`),
    retry: false,
  });
}
