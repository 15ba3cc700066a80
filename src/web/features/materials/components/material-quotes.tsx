import { lazy, Suspense, useState } from "react";
import { Plus } from "lucide-react";
import type { MaterialDetail } from "@shared/materials/material-detail";
import { Button } from "@web/components/ui/button";
import { SupplierQuoteList, confirmDeleteQuote, type SupplierQuote } from "@web/components/quotes/supplier-quote-list";
import { useSticky } from "@web/lib/use-sticky";
import { useRemoveQuote } from "../api/materials";

// The quote form (a dialog with an upload) loads when first opened.
const QuoteFormDialog = lazy(() => import("./quote-form").then((m) => ({ default: m.QuoteFormDialog })));

/** Supplier quotes compared: valid ones cheapest first (the server ranks them), expired ones after and marked. */
export function MaterialQuotes({ material, canEdit }: { material: MaterialDetail; canEdit: boolean }) {
  const [adding, setAdding] = useState(false);
  const addRequested = useSticky(adding);
  const remove = useRemoveQuote(material.id);
  const drop = (q: SupplierQuote) => confirmDeleteQuote(q, remove);

  return (
    <section aria-labelledby="quotes-title" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="quotes-title" className="text-base font-semibold text-slate-900">
          Supplier quotes {material.quotes.length > 0 && <span className="text-slate-500">({material.quotes.length})</span>}
        </h2>
        {canEdit && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add quote
          </Button>
        )}
      </div>
      {material.quotes.length === 0 ? (
        <p className="text-sm text-slate-500">No quotes yet. Add suppliers&apos; quotes to compare their prices here.</p>
      ) : (
        <SupplierQuoteList quotes={material.quotes} label="Quotes, cheapest valid first" onDelete={canEdit ? drop : undefined} />
      )}
      {canEdit && addRequested && (
        <Suspense fallback={null}>
          <QuoteFormDialog materialId={material.id} open={adding} onOpenChange={setAdding} />
        </Suspense>
      )}
    </section>
  );
}
