import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import type { CarbonSettingsInput } from "@shared/carbon-settings/carbon-settings";
import { carbonSettingsChanges, carbonSettingsEndpoints } from "@shared/carbon-settings/carbon-settings.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

export const carbonSettingsQuery = queryOf(carbonSettingsEndpoints.get, {});

export const useCarbonSettings = () => useQuery(carbonSettingsQuery);

export function useUpdateCarbonSettings() {
  return useWrite((body: CarbonSettingsInput) => callApi(carbonSettingsEndpoints.update, { body }), carbonSettingsChanges);
}

export type FactorLibraryParams = { q: string; sheet: string; year: number | null; company: boolean | null; page: number; pageSize: number };

export function useFactorLibrary(p: FactorLibraryParams) {
  // Only the filters set: a blank search or sheet, and "any year" or "both sources", are left out.
  const query = {
    page: p.page,
    pageSize: p.pageSize,
    q: p.q || undefined,
    sheet: p.sheet || undefined,
    year: p.year || undefined,
    company: p.company ?? undefined,
  };
  return useQuery(queryOf(carbonEndpoints.listFactors, { query }, { placeholderData: keepPreviousData }));
}

export function useImportFactors() {
  const importFactors = (file: File) => {
    const body = new FormData();
    body.append("file", file);
    return callApi(carbonSettingsEndpoints.importFactors, { body });
  };
  return useWrite(importFactors, carbonSettingsChanges);
}

export function useDeleteFactor() {
  return useWrite((id: number) => callApi(carbonSettingsEndpoints.deleteFactor, { params: { id } }), carbonSettingsChanges);
}
