import { useQuery } from "@tanstack/react-query";
import { filesEndpoints } from "@shared/files/files.endpoints";
import type { ReceiptBody } from "@shared/purchase-orders/goods-receipt";
import { under } from "@shared/common/contract";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { purchaseOrdersEndpoints as api, receiptsChanges } from "@shared/purchase-orders/purchase-orders.endpoints";
import { callApi, queryOf, refreshChanged, useWrite } from "@web/lib/api-client";
import { uploadTo } from "@web/lib/upload";

export function useReceipts(orderId: number) {
  return useQuery(queryOf(api.receipts, { params: { id: orderId } }));
}

/** Every read of a contract (its files, diary, timeline): a delivery note's photo and a reversed receipt land there. */
const contractReads = [under(projectsEndpoints.getBySlug)];

/** Books a receipt; the order, its lists and its receipts are refetched (status, values and lines all move). */
export function useReceiveGoods(orderId: number) {
  return useWrite((body: ReceiptBody) => callApi(api.receive, { params: { id: orderId }, body }), receiptsChanges, {}, { refetchType: "all" });
}

/**
 * The photo of the delivery note goes where every site photo goes: the contract's files (the files
 * store's upload, its size and content checks, with progress), at the top level; the receipt then
 * names it by id (decision 0034). The contract's cached file lists are refreshed.
 */
export function useUploadReceiptPhoto(slug: string) {
  const upload = ({ file, description, onProgress }: { file: File; description: string; onProgress?: (f: number) => void }) => {
    const body = new FormData();
    body.append("description", description);
    body.append("file", file);
    return uploadTo(filesEndpoints.upload, { params: { slug } }, body, onProgress);
  };
  return useWrite(upload, contractReads, { slug });
}

/**
 * Reverses a receipt with its reason (decision 0050); the order, its receipts and the contract's diary
 * all move. `onReversed` runs with the mutation itself, not as a callback of `mutate`: the Reverse
 * button (and its dialog) leaves the page once the refreshed order shows the receipt reversed, and a
 * `mutate` callback of a component gone by then never runs, so its toast was lost now and then.
 */
export function useReverseReceipt(orderId: number, onReversed?: (grnNumber: string) => void) {
  return useWrite(
    ({ grnNumber, reason }: { grnNumber: string; reason: string }) => callApi(api.reverseReceipt, { params: { id: orderId, grnNumber }, body: { reason } }),
    receiptsChanges,
    {},
    // Every contract's reads too (which contract's diary held the delivery is not in the answer), where shown.
    {
      refetchType: "all",
      onSuccess: (_r, v, client) => {
        onReversed?.(v.grnNumber);
        return refreshChanged(client, contractReads);
      },
    },
  );
}
