import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FactorView } from "@shared/carbon/carbon";
import type { Page } from "@shared/common/paging";
import type { PlantEntryListItem, PlantEntryView } from "@shared/plant/plant-entry";
import type { CertificateView } from "@shared/plant/hse-certificate";
import { apiGet, apiRequest } from "@web/lib/api";

/** Everything of a project lives under its key, so one invalidation refreshes the diary, timeline, carbon tab and these. */
export const projectKey = (slug: string) => ["/api/projects/by-slug", slug] as const;
const plantKey = (slug: string) => [...projectKey(slug), "plant-entries"] as const;

export function usePlantEntry(slug: string, id: number | null) {
  return useQuery({
    queryKey: [...plantKey(slug), "entry", id],
    queryFn: () => apiGet<PlantEntryView>(`/api/plant-entries/${id}`),
    enabled: id !== null,
  });
}

export const plantEntriesQuery = (slug: string, pageSize: number) =>
  queryOptions({
    queryKey: [...plantKey(slug), "list", pageSize],
    queryFn: () => apiGet<Page<PlantEntryListItem>>(`/api/projects/by-slug/${encodeURIComponent(slug)}/plant-entries?page=1&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });

export const usePlantEntries = (slug: string, pageSize: number) => useQuery(plantEntriesQuery(slug, pageSize));

function useRefreshProject(slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKey(slug) });
}

export function useSavePlantEntry(slug: string) {
  const refresh = useRefreshProject(slug);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
      id === null ? apiRequest<PlantEntryView>("POST", "/api/plant-entries", body) : apiRequest<PlantEntryView>("PATCH", `/api/plant-entries/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeletePlantEntry(slug: string) {
  const refresh = useRefreshProject(slug);
  return useMutation({ mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/plant-entries/${id}`), onSuccess: refresh });
}

export function useCertificates(slug: string, entryId: number) {
  return useQuery({
    queryKey: [...plantKey(slug), "certificates", entryId],
    queryFn: () => apiGet<CertificateView[]>(`/api/plant-entries/${entryId}/certificates`),
  });
}

export function useAddCertificate(slug: string, entryId: number) {
  const refresh = useRefreshProject(slug);
  return useMutation({
    mutationFn: (form: FormData) => apiRequest<CertificateView>("POST", `/api/plant-entries/${entryId}/certificates`, form),
    onSuccess: refresh,
  });
}

export function useUpdateCertificate(slug: string) {
  const refresh = useRefreshProject(slug);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, string> }) => apiRequest<CertificateView>("PATCH", `/api/hse-certificates/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteCertificate(slug: string) {
  const refresh = useRefreshProject(slug);
  return useMutation({ mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/hse-certificates/${id}`), onSuccess: refresh });
}

/** The factor a fuel would use now (the company's reporting year), for the form's estimate before saving. */
export function useFactor(factorId: string | null) {
  return useQuery({
    queryKey: ["/api/carbon-factors", "by-id", factorId],
    queryFn: async () =>
      (await apiGet<{ items: FactorView[] }>(`/api/carbon-factors?q=${encodeURIComponent(factorId!)}&company=false&pageSize=5`)).items.find(
        (f) => f.factorId === factorId,
      ) ?? null,
    enabled: factorId !== null,
    staleTime: 10 * 60_000,
  });
}
