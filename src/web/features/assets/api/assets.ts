import { keepPreviousData, useMutation, useQuery, type QueryClient } from "@tanstack/react-query";
import type { CreateAssetFormValues, UpdateAssetInput } from "@shared/assets/asset";
import type { AssetDocumentFormValues } from "@shared/assets/asset-document";
import type { AssetDetail, AssetFilters, MeterReadingFormValues } from "@shared/assets/asset-register";
import { assetsChanges, assetsEndpoints } from "@shared/assets/assets.endpoints";
import { ukToday } from "@shared/common/uk-dates";
import { callApi, hrefOf, keyOf, queryOf, useWrite } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

export const ASSETS_PAGE_SIZE = 25;

/** The register's filters as the address bar holds them, and its page. */
export type AssetListFilters = Partial<AssetFilters> & { page: number };

/** A page of the register (the server searches, filters and pages). */
export function assetsQuery(f: AssetListFilters = { page: 1 }) {
  return queryOf(assetsEndpoints.list, { query: { ...f, pageSize: ASSETS_PAGE_SIZE } }, { placeholderData: keepPreviousData });
}
export const useAssets = (f: AssetListFilters) => useQuery(assetsQuery(f));

export const useAssetOptions = () => useQuery(queryOf(assetsEndpoints.options, {}, { staleTime: 60_000 }));

export const assetKey = (id: number) => keyOf(assetsEndpoints.get, { params: { id } });

export function useAsset(id: number | null) {
  return useQuery(queryOf(assetsEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false }));
}

/** The answer is the asset as it now is: put it in the cache, and let every other read refetch, shown or not. */
const putAsset = {
  refetchType: "all",
  onSuccess: (a: AssetDetail, _: unknown, client: QueryClient) => client.setQueryData(assetKey(a.id), a),
} as const;

export type SaveAsset = { id: null; body: CreateAssetFormValues } | { id: number; body: UpdateAssetInput };

export function useSaveAsset() {
  return useWrite(
    (save: SaveAsset) =>
      save.id === null ? callApi(assetsEndpoints.create, { body: save.body }) : callApi(assetsEndpoints.update, { params: { id: save.id }, body: save.body }),
    assetsChanges,
    {},
    putAsset,
  );
}

export function useDeleteAsset() {
  return useWrite(
    (id: number) => callApi(assetsEndpoints.remove, { params: { id } }),
    assetsChanges,
    {},
    { refetchType: "all", onSuccess: (_r, id, client) => client.removeQueries({ queryKey: assetKey(id) }) },
  );
}

export const HISTORY_PAGE = 10;
export const useAssetHistory = (id: number, page: number) =>
  useQuery(queryOf(assetsEndpoints.history, { params: { id }, query: { page, pageSize: HISTORY_PAGE } }, { placeholderData: keepPreviousData }));

export const useMeterReadings = (id: number) => useQuery(queryOf(assetsEndpoints.readings, { params: { id } }));

export function useAddReading(id: number) {
  return useWrite((body: MeterReadingFormValues) => callApi(assetsEndpoints.addReading, { params: { id }, body }), assetsChanges, {}, { refetchType: "all" });
}

export function useAddAssetImages(id: number) {
  const addImages = (files: File[]) => {
    const form = new FormData();
    for (const f of files) form.append("file", f, f.name);
    return callApi(assetsEndpoints.addImages, { params: { id }, body: form });
  };
  return useWrite(addImages, assetsChanges, {}, putAsset);
}

export function useRemoveAssetImage(id: number) {
  return useWrite((fileId: number) => callApi(assetsEndpoints.removeImage, { params: { id, fileId } }), assetsChanges, {}, putAsset);
}

export function useAddAssetDocument(id: number) {
  const add = ({ fields, file }: { fields: AssetDocumentFormValues; file: File }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== null && v !== undefined) form.append(k, String(v));
    form.append("file", file, file.name);
    return callApi(assetsEndpoints.addDocument, { params: { id }, body: form });
  };
  return useWrite(add, assetsChanges, {}, putAsset);
}

export function useUpdateAssetDocument(id: number) {
  return useWrite(
    ({ documentId, body }: { documentId: number; body: AssetDocumentFormValues }) =>
      callApi(assetsEndpoints.updateDocument, { params: { id, documentId }, body }),
    assetsChanges,
    {},
    putAsset,
  );
}

export function useRemoveAssetDocument(id: number) {
  return useWrite((documentId: number) => callApi(assetsEndpoints.removeDocument, { params: { id, documentId } }), assetsChanges, {}, putAsset);
}

/** The filtered register as CSV or XLSX (never retried: a download is a read the user asked for). */
export function useExportAssets(format: "csv" | "xlsx") {
  return useMutation({
    mutationFn: (f: Omit<AssetListFilters, "page">) =>
      downloadFile(hrefOf(assetsEndpoints.exportRegister, { query: { ...f, format } }), `assets-${ukToday()}.${format}`),
    retry: false,
  });
}
