import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@shared/common/paging";
import type {
  RateSupplierValues,
  SupplierContract,
  SupplierDelivery,
  SupplierDetail,
  SupplierFilters,
  SupplierFormValues,
  SupplierOrder,
  SupplierRating,
  UpdateSupplierInput,
} from "@shared/suppliers/supplier";
import { suppliersEndpoints } from "@shared/suppliers/suppliers.endpoints";
import { callApi, hrefOf } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";
import { ukToday } from "@shared/common/uk-dates";

export const SUPPLIERS_PAGE_SIZE = 20;
export const SUPPLIER_PART_PAGE_SIZE = 10;

/** The filters as the register holds them (from the address bar). */
export type SupplierListFilters = Partial<Pick<SupplierFilters, "q" | "supplierType" | "status" | "specialization" | "insurance" | "dir">> & {
  sort?: SupplierFilters["sort"];
  page: number;
};

const root = ["/api/suppliers"] as const;

/** The register's first page, as the background prefetch and the screen both ask for it (product.md §7). */
export function suppliersQuery(f: SupplierListFilters = { page: 1 }) {
  return queryOptions({
    queryKey: [...root, "list", f],
    queryFn: () => callApi(suppliersEndpoints.list, { query: { ...f, pageSize: SUPPLIERS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
export const useSuppliers = (f: SupplierListFilters) => useQuery(suppliersQuery(f));

export const useSpecializations = () =>
  useQuery({ queryKey: [...root, "specializations"], queryFn: () => callApi(suppliersEndpoints.specializations, {}), staleTime: 60_000 });

export const supplierKey = (id: number) => [...root, id] as const;

export function useSupplier(id: number | null) {
  return useQuery({
    queryKey: supplierKey(id ?? 0),
    queryFn: () => callApi(suppliersEndpoints.get, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    retry: false,
  });
}

/** The paged parts of a supplier's page, each with its answer's type. */
type Parts = {
  contracts: Page<SupplierContract>;
  orders: Page<SupplierOrder>;
  deliveries: Page<SupplierDelivery>;
  ratings: Page<SupplierRating>;
};
export type SupplierPart = keyof Parts;

export function useSupplierPart<P extends SupplierPart>(part: P, id: number, page: number) {
  // The four endpoints share their params, query and page shape; only the item differs.
  const e = suppliersEndpoints[part] as (typeof suppliersEndpoints)["contracts"];
  return useQuery({
    queryKey: [...supplierKey(id), part, page],
    queryFn: () => callApi(e, { params: { id }, query: { page, pageSize: SUPPLIER_PART_PAGE_SIZE } }) as Promise<unknown> as Promise<Parts[P]>,
    placeholderData: keepPreviousData,
  });
}

/** After a change: the answer is the supplier; every list and part may have moved. */
function useRefresh() {
  const client = useQueryClient();
  return (s?: SupplierDetail) => {
    if (s) client.setQueryData(supplierKey(s.id), s);
    return client.invalidateQueries({ queryKey: root, refetchType: "all" });
  };
}

export type SaveSupplier = { id: null; body: SupplierFormValues } | { id: number; body: UpdateSupplierInput };

export function useSaveSupplier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (save: SaveSupplier) =>
      save.id === null
        ? callApi(suppliersEndpoints.create, { body: save.body })
        : callApi(suppliersEndpoints.update, { params: { id: save.id }, body: save.body }),
    onSuccess: refresh,
  });
}

export function useRateSupplier(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: RateSupplierValues) => callApi(suppliersEndpoints.rate, { params: { id }, body }), onSuccess: refresh });
}

export function useDeleteSupplier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(suppliersEndpoints.remove, { params: { id } }),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: supplierKey(id) });
      return client.invalidateQueries({ queryKey: root });
    },
  });
}

export function useImportSuppliers() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file, file.name);
      return callApi(suppliersEndpoints.importCsv, { body });
    },
    onSuccess: () => refresh(),
  });
}

/** The filtered register as CSV (never retried: a download is a read the user asked for). */
export function useExportSuppliers() {
  return useMutation({
    mutationFn: (f: Omit<SupplierListFilters, "page">) => downloadFile(hrefOf(suppliersEndpoints.exportCsv, { query: f }), `suppliers-${ukToday()}.csv`),
    retry: false,
  });
}
