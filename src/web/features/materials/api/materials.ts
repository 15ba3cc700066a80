import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import type { listMaterialsQuery, materialFieldsSchema } from "@shared/materials/material";
import type { MaterialDetail } from "@shared/materials/material-detail";
import { materialsEndpoints } from "@shared/materials/materials.endpoints";
import { callApi } from "@web/lib/api-client";

export const MATERIALS_PAGE_SIZE = 25;
export type MaterialFilters = Omit<z.input<typeof listMaterialsQuery>, "pageSize">;

/** Every materials read sits under this key (product.md §7's background prefetch of GET /api/materials warms the first page). */
export const materialsKey = ["/api/materials"] as const;

export function materialsQuery(f: MaterialFilters) {
  return queryOptions({
    queryKey: [...materialsKey, "list", f],
    queryFn: () => callApi(materialsEndpoints.list, { query: { ...f, pageSize: MATERIALS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
export const useMaterials = (f: MaterialFilters) => useQuery(materialsQuery(f));

export const useMaterialOptions = () =>
  useQuery({ queryKey: [...materialsKey, "options"], queryFn: () => callApi(materialsEndpoints.options, {}), staleTime: 60_000 });

const materialKey = (id: number) => [...materialsKey, "detail", id] as const;

export function useMaterial(id: number | null) {
  return useQuery({
    queryKey: materialKey(id ?? 0),
    queryFn: () => callApi(materialsEndpoints.get, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    retry: false,
  });
}

/** The answer is the material as it now is: put it in the cache, and let the lists refetch. */
function useRefresh() {
  const client = useQueryClient();
  return (m?: MaterialDetail) => {
    if (m) client.setQueryData(materialKey(m.id), m);
    return client.invalidateQueries({ queryKey: materialsKey, predicate: (q) => q.queryKey[1] !== "detail", refetchType: "all" });
  };
}

export type SaveMaterial = { id: number | null; body: z.input<typeof materialFieldsSchema> };

export function useSaveMaterial() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: SaveMaterial) =>
      id === null ? callApi(materialsEndpoints.create, { body }) : callApi(materialsEndpoints.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteMaterial() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => callApi(materialsEndpoints.remove, { params: { id } }), onSuccess: () => refresh() });
}

export function useAddMaterialImages(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const f of files) form.append("file", f, f.name);
      return callApi(materialsEndpoints.addImages, { params: { id }, body: form });
    },
    onSuccess: refresh,
  });
}

export function useRemoveMaterialImage(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (fileId: number) => callApi(materialsEndpoints.removeImage, { params: { id, fileId } }), onSuccess: refresh });
}

export function useAddQuote(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: Record<string, string>; file: File | null }) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      if (file) form.append("file", file, file.name);
      return callApi(materialsEndpoints.addQuote, { params: { id }, body: form });
    },
    onSuccess: refresh,
  });
}

export function useRemoveQuote(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (quoteId: number) => callApi(materialsEndpoints.removeQuote, { params: { id, quoteId } }), onSuccess: refresh });
}

/**
 * The factors a material may name: DESNZ "Material use" in the reporting year and the company's own,
 * under the same key as the delivery form's picker so the two share one download.
 */
export function useMaterialFactors() {
  return useQuery({
    queryKey: ["/api/carbon-factors", "material-picker"],
    queryFn: async () => {
      const [desnz, company] = await Promise.all([
        callApi(carbonEndpoints.listFactors, { query: { sheet: "Material use", company: "false", pageSize: 200 } }),
        callApi(carbonEndpoints.listFactors, { query: { company: "true", pageSize: 200 } }),
      ]);
      return { year: desnz.year, desnz: desnz.items, company: company.items };
    },
    staleTime: 5 * 60_000,
  });
}
