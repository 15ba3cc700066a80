import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ClearDefectInput, WalkaroundCheckFormValues } from "@shared/vehicle-checks/walkaround";
import type { LicenceCheckFormValues } from "@shared/vehicle-checks/licence-checks";
import { licenceCheckChanges, licenceCheckEndpoints, walkaroundChanges, walkaroundEndpoints } from "@shared/vehicle-checks/vehicle-checks.endpoints";
import { callApi, hrefOf, queryOf, useWrite } from "@web/lib/api-client";

/** A vehicle's walkaround checks and its drivers' licence checks (issue 33). */

export const CHECKS_PAGE_SIZE = 10;

export const useWalkaroundChecklist = (id: number | null) =>
  useQuery(queryOf(walkaroundEndpoints.checklist, { params: { id: id ?? 0 } }, { enabled: id !== null }));

export const useVehicleWalkarounds = (id: number, page: number) =>
  useQuery(queryOf(walkaroundEndpoints.list, { params: { id }, query: { page, pageSize: CHECKS_PAGE_SIZE } }, { placeholderData: keepPreviousData }));

export const useRecentWalkarounds = (page: number, open: boolean) =>
  useQuery(
    queryOf(walkaroundEndpoints.recent, { query: { page, pageSize: 20, ...(open ? { open: "true" as const } : {}) } }, { placeholderData: keepPreviousData }),
  );

export function useRecordWalkaround(id: number) {
  return useWrite((body: WalkaroundCheckFormValues) => callApi(walkaroundEndpoints.record, { params: { id }, body }), walkaroundChanges, { id });
}

export function useClearDefect() {
  return useWrite(
    ({ checkId, ...body }: ClearDefectInput & { checkId: number }) => callApi(walkaroundEndpoints.clear, { params: { id: checkId }, body }),
    walkaroundChanges,
  );
}

/** Photos of one defect of a check (by its item's key), sent after the check is recorded or added to an open defect later. */
export function useAddDefectPhotos() {
  return useWrite(({ checkId, key, files }: { checkId: number; key: string; files: readonly File[] }) => {
    const form = new FormData();
    for (const f of files) form.append("file", f, f.name);
    return callApi(walkaroundEndpoints.addPhotos, { params: { id: checkId, key }, body: form });
  }, walkaroundChanges);
}

export function useRemoveDefectPhoto() {
  return useWrite(
    ({ checkId, key, fileId }: { checkId: number; key: string; fileId: number }) =>
      callApi(walkaroundEndpoints.removePhoto, { params: { id: checkId, key, fileId } }),
    walkaroundChanges,
  );
}

/** Where a defect's photo is served (Fleet Management view, through its check). */
export const defectPhotoHref = (checkId: number, key: string, fileId: number) => hrefOf(walkaroundEndpoints.photo, { params: { id: checkId, key, fileId } });

export const useVehicleLicences = (id: number) => useQuery(queryOf(licenceCheckEndpoints.vehicle, { params: { id } }));

export function useRecordLicenceCheck() {
  return useWrite((body: LicenceCheckFormValues) => callApi(licenceCheckEndpoints.record, { body }), licenceCheckChanges);
}
