import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CertificateFieldsBody } from "@shared/plant/hse-certificate";
import type { PlantEntryBody } from "@shared/plant/plant-entry";
import { plantEndpoints } from "@shared/plant/plant.endpoints";
import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import { callApi } from "@web/lib/api-client";

/** Everything of a project lives under its key, so one invalidation refreshes the diary, timeline, carbon tab and these. */
export const projectKey = (slug: string) => ["/api/projects/by-slug", slug] as const;
const plantKey = (slug: string) => [...projectKey(slug), "plant-entries"] as const;

export function usePlantEntry(slug: string, id: number | null) {
  return useQuery({
    queryKey: [...plantKey(slug), "entry", id],
    queryFn: () => callApi(plantEndpoints.get, { params: { id: id! } }),
    enabled: id !== null,
  });
}

export const plantEntriesQuery = (slug: string, pageSize: number) =>
  queryOptions({
    queryKey: [...plantKey(slug), "list", pageSize],
    queryFn: () => callApi(plantEndpoints.listForProject, { params: { slug }, query: { page: 1, pageSize } }),
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
    mutationFn: ({ id, body }: { id: number | null; body: PlantEntryBody }) =>
      id === null ? callApi(plantEndpoints.create, { body }) : callApi(plantEndpoints.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeletePlantEntry(slug: string) {
  const refresh = useRefreshProject(slug);
  return useMutation({ mutationFn: (id: number) => callApi(plantEndpoints.remove, { params: { id } }), onSuccess: refresh });
}

export function useCertificates(slug: string, entryId: number) {
  return useQuery({
    queryKey: [...plantKey(slug), "certificates", entryId],
    queryFn: () => callApi(plantEndpoints.listCertificates, { params: { id: entryId } }),
  });
}

export function useAddCertificate(slug: string, entryId: number) {
  const refresh = useRefreshProject(slug);
  return useMutation({
    mutationFn: (form: FormData) => callApi(plantEndpoints.addCertificate, { params: { id: entryId }, body: form }),
    onSuccess: refresh,
  });
}

export function useUpdateCertificate(slug: string) {
  const refresh = useRefreshProject(slug);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CertificateFieldsBody }) => callApi(plantEndpoints.updateCertificate, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteCertificate(slug: string) {
  const refresh = useRefreshProject(slug);
  return useMutation({ mutationFn: (id: number) => callApi(plantEndpoints.removeCertificate, { params: { id } }), onSuccess: refresh });
}

/** The factor a fuel would use now (the company's reporting year), for the form's estimate before saving. */
export function useFactor(factorId: string | null) {
  return useQuery({
    queryKey: ["/api/carbon-factors", "by-id", factorId],
    queryFn: async () =>
      (await callApi(carbonEndpoints.listFactors, { query: { q: factorId!, company: "false", pageSize: 5 } })).items.find((f) => f.factorId === factorId) ??
      null,
    enabled: factorId !== null,
    staleTime: 10 * 60_000,
  });
}
