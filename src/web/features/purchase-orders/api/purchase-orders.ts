import { keepPreviousData, useMutation, useQuery, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { approvalSettingsInputSchema, PoDetail, PoCategory, purchaseOrderInputSchema } from "@shared/purchase-orders/purchase-order";
import { purchaseOrdersChanges, purchaseOrdersEndpoints as api } from "@shared/purchase-orders/purchase-orders.endpoints";
import type { PoStatus } from "@shared/rules/purchase-order-status";
import { callApi, hrefOf, keyOf, queryOf, useWrite, type WriteOptions } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

export const PO_PAGE_SIZE = 20;

export type PoFilters = { page: number; q?: string; status?: PoStatus; projectId?: number; category?: PoCategory };

export function usePurchaseOrders(f: PoFilters) {
  return useQuery(queryOf(api.list, { query: { ...f, pageSize: PO_PAGE_SIZE } }, { placeholderData: keepPreviousData }));
}

export const poKey = (id: number) => keyOf(api.get, { params: { id } });

export function usePurchaseOrder(id: number | null) {
  return useQuery(queryOf(api.get, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false }));
}

/** Suppliers, contracts and materials for the form's pickers. */
export function usePoLookups() {
  return useQuery(queryOf(api.lookups, {}, { staleTime: 60_000 }));
}

export function useBudget(projectId: number | null, category: PoCategory, excludeOrderId?: number) {
  return useQuery(
    queryOf(api.budget, { query: { projectId: projectId ?? 0, category, excludeOrderId } }, { enabled: projectId !== null && category !== "other" }),
  );
}

export function useApprovalSettings() {
  return useQuery(queryOf(api.approvalSettings, {}, { staleTime: 60_000 }));
}

/**
 * After a change: the order from the answer, every list and budget refetched, shown or not. In the
 * background: the order on screen is already the answer; the lists and budgets catch up behind it.
 */
export const putOrder: WriteOptions<unknown, PoDetail> = {
  refetchType: "all",
  background: true,
  onSuccess: (order: PoDetail, _: unknown, client: QueryClient) => client.setQueryData(poKey(order.id), order),
};

export type SavePo = { id: number | null; body: z.input<typeof purchaseOrderInputSchema> };

export function useSavePurchaseOrder() {
  return useWrite(
    (save: SavePo) => (save.id === null ? callApi(api.create, { body: save.body }) : callApi(api.update, { params: { id: save.id }, body: save.body })),
    purchaseOrdersChanges,
    {},
    putOrder,
  );
}

export type StepInput =
  { action: "submit" } | { action: "order"; reason?: string } | { action: "approve" | "cancel"; note?: string } | { action: "reject"; reason: string };

export function usePoStep(id: number) {
  return useWrite(
    (s: StepInput) => {
      const params = { id };
      switch (s.action) {
        case "submit":
          return callApi(api.submit, { params });
        case "order":
          return callApi(api.markOrdered, { params, body: { reason: s.reason } });
        case "approve":
          return callApi(api.approve, { params, body: { note: s.note } });
        case "cancel":
          return callApi(api.cancel, { params, body: { note: s.note } });
        case "reject":
          return callApi(api.reject, { params, body: { reason: s.reason } });
      }
    },
    purchaseOrdersChanges,
    {},
    putOrder,
  );
}

export function useDeletePurchaseOrder() {
  return useWrite(
    (id: number) => callApi(api.remove, { params: { id } }),
    purchaseOrdersChanges,
    {},
    {
      onSuccess: (_r, id, client) => client.removeQueries({ queryKey: poKey(id) }),
    },
  );
}

export function useSaveApprovalSettings() {
  // The answer is the settings as they now are: nothing else reads them.
  return useWrite(
    (body: z.input<typeof approvalSettingsInputSchema>) => callApi(api.saveApprovalSettings, { body }),
    [],
    {},
    {
      onSuccess: (saved, _, client) => client.setQueryData(keyOf(api.approvalSettings, {}), saved),
    },
  );
}

/** GET /api/purchase-orders/:id/pdf, saved through an anchor (lib/download.ts): a refusal (429, 404) becomes a toast. */
export function useDownloadPoPdf() {
  // A download is a read: never retried automatically.
  return useMutation({
    mutationFn: (o: { id: number; poNumber: string }) => downloadFile(hrefOf(api.pdf, { params: { id: o.id } }), `${o.poNumber}.pdf`),
    retry: false,
  });
}
