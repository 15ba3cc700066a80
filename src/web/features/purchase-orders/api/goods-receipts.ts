import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReceiptBody } from "@shared/purchase-orders/goods-receipt";
import { purchaseOrdersEndpoints as api } from "@shared/purchase-orders/purchase-orders.endpoints";
import { callApi } from "@web/lib/api-client";

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
