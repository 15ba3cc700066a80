import { lazy } from "react";
import type { MaterialDetail } from "@shared/materials/material-detail";
import { QuotesPanel } from "@web/components/quotes/quotes-panel";
import { useRemoveQuote } from "../api/materials";

// The quote form (a dialog with an upload) loads when first opened.
const QuoteFormDialog = lazy(() => import("./quote-form").then((m) => ({ default: m.QuoteFormDialog })));

/** Supplier quotes compared: valid ones cheapest first (the server ranks them), expired ones after and marked. */
export function MaterialQuotes({ material, canEdit }: { material: MaterialDetail; canEdit: boolean }) {
  const remove = useRemoveQuote(material.id);
  return (
    <QuotesPanel
      frame="section"
      title="Supplier quotes"
      quotes={material.quotes}
      empty="No quotes yet. Add suppliers' quotes to compare their prices here."
      label="Quotes, cheapest valid first"
      canEdit={canEdit}
      remove={remove}
      addDialog={(dialog) => <QuoteFormDialog materialId={material.id} {...dialog} />}
    />
  );
}
