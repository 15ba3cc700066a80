import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FactorView } from "@shared/carbon/carbon";
import type { CarbonSettingsInput, CarbonSettingsView } from "@shared/carbon-settings/carbon-settings";
import type { Page } from "@shared/common/paging";
import { apiGet, apiRequest } from "@web/lib/api";

export const carbonSettingsQuery = queryOptions({ queryKey: ["/api/carbon-settings"], queryFn: () => apiGet<CarbonSettingsView>("/api/carbon-settings") });

export const useCarbonSettings = () => useQuery(carbonSettingsQuery);

/** Everything that reads factors or the reporting year: the settings, the library and the forms' factor pickers. */
function useRefreshCarbon() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ["/api/carbon-settings"] }), queryClient.invalidateQueries({ queryKey: ["/api/carbon-factors"] })]);
}

export function useUpdateCarbonSettings() {
  const refresh = useRefreshCarbon();
  return useMutation({ mutationFn: (body: CarbonSettingsInput) => apiRequest<CarbonSettingsView>("PATCH", "/api/carbon-settings", body), onSuccess: refresh });
}

export type FactorLibraryParams = { q: string; sheet: string; year: number | null; company: boolean | null; page: number; pageSize: number };

export function useFactorLibrary(p: FactorLibraryParams) {
  const qs = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.q) qs.set("q", p.q);
  if (p.sheet) qs.set("sheet", p.sheet);
  if (p.year) qs.set("year", String(p.year));
  if (p.company !== null) qs.set("company", String(p.company));
  return useQuery({
    queryKey: ["/api/carbon-factors", "library", p],
    queryFn: () => apiGet<Page<FactorView> & { year: number }>(`/api/carbon-factors?${qs}`),
    placeholderData: keepPreviousData,
  });
}

export type ImportResult = { imported: number; updated: number; unchanged: number };

export function useImportFactors() {
  const refresh = useRefreshCarbon();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return apiRequest<ImportResult>("POST", "/api/carbon-factors/import", body);
    },
    onSuccess: refresh,
  });
}

export function useDeleteFactor() {
  const refresh = useRefreshCarbon();
  return useMutation({ mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/carbon-factors/${id}`), onSuccess: refresh });
}
