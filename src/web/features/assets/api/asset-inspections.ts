import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AssetSettingsFormValues, InspectionFormValues } from "@shared/assets/asset-inspections";
import { assetInspectionsChanges, assetInspectionsEndpoints, assetSettingsChanges } from "@shared/assets/asset-inspections.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

/** An asset's inspections, its safety and the company's inspection settings (decision 0074). */

export const INSPECTIONS_PAGE_SIZE = 10;

/** Whether it is safe to use now, each inspection it needs, the out-of-use flag, whether the reader may clear it. */
export const useAssetSafety = (id: number) => useQuery(queryOf(assetInspectionsEndpoints.safety, { params: { id } }));

export const useAssetInspections = (id: number, page: number) =>
  useQuery(
    queryOf(assetInspectionsEndpoints.list, { params: { id }, query: { page, pageSize: INSPECTIONS_PAGE_SIZE } }, { placeholderData: keepPreviousData }),
  );

/** The asset's Inspection documents: what a supplier's evidence points at. */
export const useInspectionDocuments = (id: number, enabled: boolean) => useQuery(queryOf(assetInspectionsEndpoints.documents, { params: { id } }, { enabled }));

export function useRecordInspection(id: number) {
  return useWrite((body: InspectionFormValues) => callApi(assetInspectionsEndpoints.record, { params: { id }, body }), assetInspectionsChanges, { id });
}

export const useAssetSettings = () => useQuery(queryOf(assetInspectionsEndpoints.settings, {}));

export function useSaveAssetSettings() {
  return useWrite((body: AssetSettingsFormValues) => callApi(assetInspectionsEndpoints.saveSettings, { body }), assetSettingsChanges);
}
