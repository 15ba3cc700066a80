import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import type { CarbonSettingsInput } from "@shared/carbon-settings/carbon-settings";
import { carbonSettingsEndpoints } from "@shared/carbon-settings/carbon-settings.endpoints";
import { callApi } from "@web/lib/api-client";

export const carbonSettingsQuery = queryOptions({ queryKey: ["/api/carbon-settings"], queryFn: () => callApi(carbonSettingsEndpoints.get, {}) });

export const useCarbonSettings = () => useQuery(carbonSettingsQuery);

/** Everything that reads factors or the reporting year: the settings, the library and the forms' factor pickers. */
function useRefreshCarbon() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ["/api/carbon-settings"] }), queryClient.invalidateQueries({ queryKey: ["/api/carbon-factors"] })]);
}

export function useUpdateCarbonSettings() {
  const refresh = useRefreshCarbon();
  return useMutation({ mutationFn: (body: CarbonSettingsInput) => callApi(carbonSettingsEndpoints.update, { body }), onSuccess: refresh });
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
  return useQuery({
    queryKey: ["/api/carbon-factors", "library", p],
    queryFn: () => callApi(carbonEndpoints.listFactors, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useImportFactors() {
  const refresh = useRefreshCarbon();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return callApi(carbonSettingsEndpoints.importFactors, { body });
    },
    onSuccess: refresh,
  });
}

export function useDeleteFactor() {
  const refresh = useRefreshCarbon();
  return useMutation({ mutationFn: (id: number) => callApi(carbonSettingsEndpoints.deleteFactor, { params: { id } }), onSuccess: refresh });
}
