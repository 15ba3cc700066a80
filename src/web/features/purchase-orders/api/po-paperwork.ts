import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvoiceFormValues } from "@shared/purchase-orders/po-invoice";
import type { PoQuoteList } from "@shared/purchase-orders/po-quote";
import { purchaseOrdersEndpoints as api } from "@shared/purchase-orders/purchase-orders.endpoints";
import { callApi } from "@web/lib/api-client";
import { useRefresh } from "./purchase-orders";

/** The order's paperwork beside its lines: the supplier's invoice and the quotes attached to it (decision 0042). */

export function useRecordInvoice(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: InvoiceFormValues) => callApi(api.recordInvoice, { params: { id }, body }), onSuccess: refresh });
}

export function useClearInvoice(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => callApi(api.clearInvoice, { params: { id } }), onSuccess: refresh });
}

const quotesKey = (id: number) => ["/api/purchase-orders", "quotes", id] as const;

export function usePoQuotes(id: number) {
  return useQuery({ queryKey: quotesKey(id), queryFn: () => callApi(api.quotes, { params: { id } }) });
}

/** Each change answers with the order's quotes as they now are. */
function useSetQuotes(id: number) {
  const client = useQueryClient();
  return (list: PoQuoteList) => client.setQueryData(quotesKey(id), list);
}

export function useAddPoQuote(id: number) {
  const set = useSetQuotes(id);
  return useMutation({
    mutationFn: ({ fields, file }: { fields: Record<string, string>; file: File | null }) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      if (file) form.append("file", file, file.name);
      return callApi(api.addQuote, { params: { id }, body: form });
    },
    onSuccess: set,
  });
}

export function useRemovePoQuote(id: number) {
  const set = useSetQuotes(id);
  return useMutation({ mutationFn: (quoteId: number) => callApi(api.removeQuote, { params: { id, quoteId } }), onSuccess: set });
}
