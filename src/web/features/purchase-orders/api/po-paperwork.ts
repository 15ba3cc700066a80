import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { InvoiceFormValues } from "@shared/purchase-orders/po-invoice";
import type { PoQuoteList } from "@shared/purchase-orders/po-quote";
import { purchaseOrdersChanges, purchaseOrdersEndpoints as api } from "@shared/purchase-orders/purchase-orders.endpoints";
import { callApi, keyOf, queryOf, useWrite } from "@web/lib/api-client";
import { putOrder } from "./purchase-orders";

/** The order's paperwork beside its lines: the supplier's invoice and the quotes attached to it (decision 0042). */

export function useRecordInvoice(id: number) {
  return useWrite((body: InvoiceFormValues) => callApi(api.recordInvoice, { params: { id }, body }), purchaseOrdersChanges, {}, putOrder);
}

export function useClearInvoice(id: number) {
  return useWrite(() => callApi(api.clearInvoice, { params: { id } }), purchaseOrdersChanges, {}, putOrder);
}

export function usePoQuotes(id: number) {
  return useQuery(queryOf(api.quotes, { params: { id } }));
}

/** Each change answers with the order's quotes as they now are: nothing else to refresh. */
const setQuotes = (id: number) => ({
  onSuccess: (list: PoQuoteList, _: unknown, client: QueryClient) => client.setQueryData(keyOf(api.quotes, { params: { id } }), list),
});

export function useAddPoQuote(id: number) {
  const addQuote = ({ fields, file }: { fields: Record<string, string>; file: File | null }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append("file", file, file.name);
    return callApi(api.addQuote, { params: { id }, body: form });
  };
  return useWrite(addQuote, [], {}, setQuotes(id));
}

export function useRemovePoQuote(id: number) {
  return useWrite((quoteId: number) => callApi(api.removeQuote, { params: { id, quoteId } }), [], {}, setQuotes(id));
}
