import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { filesEndpoints } from "@shared/files/files.endpoints";
import type { ReceiptBody } from "@shared/purchase-orders/goods-receipt";
import { purchaseOrdersEndpoints as api } from "@shared/purchase-orders/purchase-orders.endpoints";
import { callApi } from "@web/lib/api-client";
import { uploadTo } from "@web/lib/upload";

const receiptsKey = (id: number) => ["/api/purchase-orders", "receipts", id] as const;

export function useReceipts(orderId: number) {
  return useQuery({ queryKey: receiptsKey(orderId), queryFn: () => callApi(api.receipts, { params: { id: orderId } }) });
}

/** Books a receipt; the order, its lists and its receipts are refetched (status, values and lines all move). */
export function useReceiveGoods(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiptBody) => callApi(api.receive, { params: { id: orderId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["/api/purchase-orders"], refetchType: "all" }),
  });
}

/**
 * The photo of the delivery note goes where every site photo goes: the contract's files (the files
 * store's upload, its size and content checks, with progress), at the top level; the receipt then
 * names it by id (decision 0034). The contract's cached file lists are refreshed.
 */
export function useUploadReceiptPhoto(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, description, onProgress }: { file: File; description: string; onProgress?: (f: number) => void }) => {
      const body = new FormData();
      body.append("description", description);
      body.append("file", file);
      return uploadTo(filesEndpoints.upload, { params: { slug } }, body, onProgress);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ["/api/projects/by-slug", slug] }),
  });
}

/** Reverses a receipt with its reason (decision 0050); the order, its receipts and the contract's diary all move. */
export function useReverseReceipt(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ grnNumber, reason }: { grnNumber: string; reason: string }) =>
      callApi(api.reverseReceipt, { params: { id: orderId, grnNumber }, body: { reason } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["/api/purchase-orders"], refetchType: "all" }),
        client.invalidateQueries({ queryKey: ["/api/projects/by-slug"] }),
      ]),
  });
}
