import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { listMaterialsQuery, materialFieldsSchema } from "@shared/materials/material";
import type { MaterialDetail } from "@shared/materials/material-detail";
import { materialsChanges, materialsEndpoints } from "@shared/materials/materials.endpoints";
import { callApi, keyOf, queryOf, useWrite } from "@web/lib/api-client";

export const MATERIALS_PAGE_SIZE = 25;
export type MaterialFilters = Omit<z.input<typeof listMaterialsQuery>, "pageSize">;

/** The register's pages (product.md §7's background prefetch of GET /api/materials warms the first). */
export function materialsQuery(f: MaterialFilters) {
  return queryOf(materialsEndpoints.list, { query: { ...f, pageSize: MATERIALS_PAGE_SIZE } }, { placeholderData: keepPreviousData });
}
export const useMaterials = (f: MaterialFilters) => useQuery(materialsQuery(f));

export const useMaterialOptions = () => useQuery(queryOf(materialsEndpoints.options, {}, { staleTime: 60_000 }));

export function useMaterial(id: number | null) {
  return useQuery(queryOf(materialsEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false }));
}

/** The answer is the material as it now is: put it in the cache, and let the lists refetch, shown or not. */
const putMaterial = {
  refetchType: "all",
  onSuccess: (m: MaterialDetail, _: unknown, client: QueryClient) => client.setQueryData(keyOf(materialsEndpoints.get, { params: { id: m.id } }), m),
} as const;

export type SaveMaterial = { id: number | null; body: z.input<typeof materialFieldsSchema> };

export function useSaveMaterial() {
  return useWrite(
    ({ id, body }: SaveMaterial) => (id === null ? callApi(materialsEndpoints.create, { body }) : callApi(materialsEndpoints.update, { params: { id }, body })),
    materialsChanges,
    {},
    putMaterial,
  );
}

export function useDeleteMaterial() {
  return useWrite((id: number) => callApi(materialsEndpoints.remove, { params: { id } }), materialsChanges, {}, { refetchType: "all" });
}

export function useAddMaterialImages(id: number) {
  const addImages = (files: File[]) => {
    const form = new FormData();
    for (const f of files) form.append("file", f, f.name);
    return callApi(materialsEndpoints.addImages, { params: { id }, body: form });
  };
  return useWrite(addImages, materialsChanges, {}, putMaterial);
}

export function useRemoveMaterialImage(id: number) {
  return useWrite((fileId: number) => callApi(materialsEndpoints.removeImage, { params: { id, fileId } }), materialsChanges, {}, putMaterial);
}

export function useAddQuote(id: number) {
  const addQuote = ({ fields, file }: { fields: Record<string, string>; file: File | null }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append("file", file, file.name);
    return callApi(materialsEndpoints.addQuote, { params: { id }, body: form });
  };
  return useWrite(addQuote, materialsChanges, {}, putMaterial);
}

export function useRemoveQuote(id: number) {
  return useWrite((quoteId: number) => callApi(materialsEndpoints.removeQuote, { params: { id, quoteId } }), materialsChanges, {}, putMaterial);
}

/** The material factor lists, shared with the other form that names a material factor (src/web/lib). */
export { useMaterialFactors } from "@web/lib/material-factors";
