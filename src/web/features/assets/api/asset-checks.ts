import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ChecklistsFormValues, ClearanceInput, DefectReportInput, PreUseCheckFormValues } from "@shared/assets/asset-checks";
import { assetChecksChanges, assetChecksEndpoints, checklistsChanges } from "@shared/assets/asset-checks.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

/** Pre-use checklists and checks, defect reports and clearing for use (decision 0074). */

export const CHECKS_PAGE_SIZE = 10;

/** The checks asked of one asset, its contract and its last hour-meter reading. */
export const useAssetChecklist = (id: number, enabled = true) => useQuery(queryOf(assetChecksEndpoints.checklist, { params: { id } }, { enabled }));

export const useAssetChecks = (id: number, page: number) =>
  useQuery(queryOf(assetChecksEndpoints.list, { params: { id }, query: { page, pageSize: CHECKS_PAGE_SIZE } }, { placeholderData: keepPreviousData }));

export const useChecklists = () => useQuery(queryOf(assetChecksEndpoints.checklists, {}));

export function useSaveChecklists() {
  return useWrite((body: ChecklistsFormValues) => callApi(assetChecksEndpoints.saveChecklists, { body }), checklistsChanges);
}

export function useRecordCheck(id: number) {
  return useWrite((body: PreUseCheckFormValues) => callApi(assetChecksEndpoints.record, { params: { id }, body }), assetChecksChanges, { id });
}

export function useReportDefect(id: number) {
  return useWrite((body: DefectReportInput) => callApi(assetChecksEndpoints.reportDefect, { params: { id }, body }), assetChecksChanges, { id });
}

export function useClearForUse(id: number) {
  return useWrite((body: ClearanceInput) => callApi(assetChecksEndpoints.clear, { params: { id }, body }), assetChecksChanges, { id });
}
