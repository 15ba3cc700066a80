import { keepPreviousData, useMutation, useQuery, type QueryClient } from "@tanstack/react-query";
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
import { suppliersChanges, suppliersEndpoints } from "@shared/suppliers/suppliers.endpoints";
import { callApi, hrefOf, keyOf, queryOf, useWrite } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";
import { ukToday } from "@shared/common/uk-dates";

export const SUPPLIERS_PAGE_SIZE = 20;
export const SUPPLIER_PART_PAGE_SIZE = 10;

/** The filters as the register holds them (from the address bar). */
export type SupplierListFilters = Partial<Pick<SupplierFilters, "q" | "supplierType" | "status" | "specialization" | "insurance" | "dir">> & {
  sort?: SupplierFilters["sort"];
  page: number;
};

/** The register's first page, as the background prefetch and the screen both ask for it (product.md §7). */
export function suppliersQuery(f: SupplierListFilters = { page: 1 }) {
  return queryOf(suppliersEndpoints.list, { query: { ...f, pageSize: SUPPLIERS_PAGE_SIZE } }, { placeholderData: keepPreviousData });
}
export const useSuppliers = (f: SupplierListFilters) => useQuery(suppliersQuery(f));

export const useSpecializations = () => useQuery(queryOf(suppliersEndpoints.specializations, {}, { staleTime: 60_000 }));

/** A supplier's key: its page's parts (contracts, orders, deliveries, ratings) lie under it. */
export const supplierKey = (id: number) => keyOf(suppliersEndpoints.get, { params: { id } });

export function useSupplier(id: number | null) {
  return useQuery(queryOf(suppliersEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false }));
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
  const input = { params: { id }, query: { page, pageSize: SUPPLIER_PART_PAGE_SIZE } };
  return useQuery({
    queryKey: keyOf(e, input),
    queryFn: () => callApi(e, input) as Promise<unknown> as Promise<Parts[P]>,
    placeholderData: keepPreviousData,
  });
}

/** After a change the answer is the supplier; every list and part may have moved, shown or not. */
const refreshAll = { refetchType: "all" } as const;
const putSupplier = { ...refreshAll, onSuccess: (s: SupplierDetail, _: unknown, client: QueryClient) => client.setQueryData(supplierKey(s.id), s) };

export type SaveSupplier = { id: null; body: SupplierFormValues } | { id: number; body: UpdateSupplierInput };

export function useSaveSupplier() {
  return useWrite(
    (save: SaveSupplier) =>
      save.id === null
        ? callApi(suppliersEndpoints.create, { body: save.body })
        : callApi(suppliersEndpoints.update, { params: { id: save.id }, body: save.body }),
    suppliersChanges,
    {},
    putSupplier,
  );
}

export function useRateSupplier(id: number) {
  return useWrite((body: RateSupplierValues) => callApi(suppliersEndpoints.rate, { params: { id }, body }), suppliersChanges, {}, putSupplier);
}

export function useDeleteSupplier() {
  return useWrite(
    (id: number) => callApi(suppliersEndpoints.remove, { params: { id } }),
    suppliersChanges,
    {},
    {
      onSuccess: (_r, id, client) => client.removeQueries({ queryKey: supplierKey(id) }),
    },
  );
}

export function useImportSuppliers() {
  const importCsv = (file: File) => {
    const body = new FormData();
    body.append("file", file, file.name);
    return callApi(suppliersEndpoints.importCsv, { body });
  };
  return useWrite(importCsv, suppliersChanges, {}, refreshAll);
}

/** The filtered register as CSV (never retried: a download is a read the user asked for). */
export function useExportSuppliers() {
  return useMutation({
    mutationFn: (f: Omit<SupplierListFilters, "page">) => downloadFile(hrefOf(suppliersEndpoints.exportCsv, { query: f }), `suppliers-${ukToday()}.csv`),
    retry: false,
  });
}
