import { lazy } from "react";
import type { PoDetail } from "@shared/purchase-orders/purchase-order";
import { QuotesPanel } from "@web/components/quotes/quotes-panel";
import { usePoQuotes, useRemovePoQuote } from "../api/po-paperwork";

// The quote form (a dialog with an upload) loads when first opened.
const PoQuoteFormDialog = lazy(() => import("./po-quote-form").then((m) => ({ default: m.PoQuoteFormDialog })));

/** The suppliers' quotes for this order, compared as a material's are: valid ones cheapest first, expired ones marked. */
export function PoQuotes({ order, canEdit }: { order: PoDetail; canEdit: boolean }) {
  const quotes = usePoQuotes(order.id);
  const remove = useRemovePoQuote(order.id);
  return (
    <QuotesPanel
      frame="card"
      title="Quotes"
      quotes={quotes.data?.items ?? []}
      loading={quotes.isLoading}
      error={quotes.isError ? quotes.error : undefined}
      empty="No quotes attached. Add the suppliers' quotes for this order to compare them and keep them with it."
      label="Order quotes, cheapest valid first"
      canEdit={canEdit}
      remove={remove}
      addDialog={(dialog) => <PoQuoteFormDialog orderId={order.id} supplierId={order.supplierId} {...dialog} />}
    />
  );
}
