import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { approvalSettingsInputSchema, PoDetail, PoCategory, purchaseOrderInputSchema } from "@shared/purchase-orders/purchase-order";
import { purchaseOrdersEndpoints as api } from "@shared/purchase-orders/purchase-orders.endpoints";
import type { PoStatus } from "@shared/rules/purchase-order-status";
import { callApi, hrefOf } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

export const PO_PAGE_SIZE = 20;
const ROOT = ["/api/purchase-orders"] as const;

export type PoFilters = { page: number; q?: string; status?: PoStatus; projectId?: number; category?: PoCategory };

export function usePurchaseOrders(f: PoFilters) {
  return useQuery({
    queryKey: [...ROOT, "list", f],
    queryFn: () => callApi(api.list, { query: { ...f, pageSize: PO_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export const poKey = (id: number) => [...ROOT, "one", id] as const;

export function usePurchaseOrder(id: number | null) {
  return useQuery({ queryKey: poKey(id ?? 0), queryFn: () => callApi(api.get, { params: { id: id ?? 0 } }), enabled: id !== null, retry: false });
}

/** Suppliers, contracts and materials for the form's pickers. */
export function usePoLookups() {
  return useQuery({ queryKey: [...ROOT, "lookups"], queryFn: () => callApi(api.lookups, {}), staleTime: 60_000 });
}

export function useBudget(projectId: number | null, category: PoCategory, excludeOrderId?: number) {
  return useQuery({
    queryKey: [...ROOT, "budget", projectId, category, excludeOrderId],
    queryFn: () => callApi(api.budget, { query: { projectId: projectId ?? 0, category, excludeOrderId } }),
    enabled: projectId !== null && category !== "other",
  });
}

export function useApprovalSettings() {
  return useQuery({ queryKey: [...ROOT, "approval-settings"], queryFn: () => callApi(api.approvalSettings, {}), staleTime: 60_000 });
}

/** After a change: the order from the answer, every list and budget refetched. */
export function useRefresh() {
  const client = useQueryClient();
  return (order?: PoDetail) => {
    if (order) client.setQueryData(poKey(order.id), order);
    // Not awaited: the order on screen is already the answer; the lists and budgets catch up behind it.
    void client.invalidateQueries({ queryKey: ROOT, predicate: (q) => q.queryKey[1] !== "one", refetchType: "all" });
  };
}

export type SavePo = { id: number | null; body: z.input<typeof purchaseOrderInputSchema> };

export function useSavePurchaseOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (save: SavePo) =>
      save.id === null ? callApi(api.create, { body: save.body }) : callApi(api.update, { params: { id: save.id }, body: save.body }),
    onSuccess: refresh,
  });
}

export type StepInput =
  { action: "submit" } | { action: "order"; reason?: string } | { action: "approve" | "cancel"; note?: string } | { action: "reject"; reason: string };

export function usePoStep(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (s: StepInput) => {
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
    onSuccess: refresh,
  });
}

export function useDeletePurchaseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(api.remove, { params: { id } }),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: poKey(id) });
      return client.invalidateQueries({ queryKey: ROOT });
    },
  });
}

export function useSaveApprovalSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof approvalSettingsInputSchema>) => callApi(api.saveApprovalSettings, { body }),
    onSuccess: (saved) => client.setQueryData([...ROOT, "approval-settings"], saved),
  });
}

/** GET /api/purchase-orders/:id/pdf, saved through an anchor (lib/download.ts): a refusal (429, 404) becomes a toast. */
export function useDownloadPoPdf() {
  // A download is a read: never retried automatically.
  return useMutation({
    mutationFn: (o: { id: number; poNumber: string }) => downloadFile(hrefOf(api.pdf, { params: { id: o.id } }), `${o.poNumber}.pdf`),
    retry: false,
  });
}
