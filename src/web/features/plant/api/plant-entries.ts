import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CertificateFieldsBody } from "@shared/plant/hse-certificate";
import { plantChanges, plantEndpoints } from "@shared/plant/plant.endpoints";
import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

export function usePlantEntry(id: number | null) {
  return useQuery(queryOf(plantEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null }));
}

export const plantEntriesQuery = (slug: string, pageSize: number) =>
  queryOf(plantEndpoints.listForProject, { params: { slug }, query: { page: 1, pageSize } }, { placeholderData: keepPreviousData });

export const usePlantEntries = (slug: string, pageSize: number) => useQuery(plantEntriesQuery(slug, pageSize));

export function useCertificates(entryId: number) {
  return useQuery(queryOf(plantEndpoints.listCertificates, { params: { id: entryId } }));
}

export function useAddCertificate(slug: string, entryId: number) {
  return useWrite((form: FormData) => callApi(plantEndpoints.addCertificate, { params: { id: entryId }, body: form }), plantChanges, { slug });
}

export function useUpdateCertificate(slug: string) {
  return useWrite(
    ({ id, body }: { id: number; body: CertificateFieldsBody }) => callApi(plantEndpoints.updateCertificate, { params: { id }, body }),
    plantChanges,
    { slug },
  );
}

export function useDeleteCertificate(slug: string) {
  return useWrite((id: number) => callApi(plantEndpoints.removeCertificate, { params: { id } }), plantChanges, { slug });
}

/** The factor a fuel would use now (the company's reporting year), for the form's estimate before saving. */
export function useFactor(factorId: string | null) {
  return useQuery(
    queryOf(
      carbonEndpoints.listFactors,
      { query: { q: factorId ?? "", company: "false", pageSize: 5 } },
      { select: (r) => r.items.find((f) => f.factorId === factorId) ?? null, enabled: factorId !== null, staleTime: 10 * 60_000 },
    ),
  );
}
