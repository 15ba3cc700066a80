import { lazy, Suspense, useState } from "react";
import { Plus } from "lucide-react";
import type { PoDetail } from "@shared/purchase-orders/purchase-order";
import { SupplierQuoteList, confirmDeleteQuote, type SupplierQuote } from "@web/components/quotes/supplier-quote-list";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorText } from "@web/lib/api";
import { useSticky } from "@web/lib/use-sticky";
import { usePoQuotes, useRemovePoQuote } from "../api/po-paperwork";

// The quote form (a dialog with an upload) loads when first opened.
const PoQuoteFormDialog = lazy(() => import("./po-quote-form").then((m) => ({ default: m.PoQuoteFormDialog })));

/** The suppliers' quotes for this order, compared as a material's are: valid ones cheapest first, expired ones marked. */
export function PoQuotes({ order, canEdit }: { order: PoDetail; canEdit: boolean }) {
  const quotes = usePoQuotes(order.id);
  const remove = useRemovePoQuote(order.id);
  const [adding, setAdding] = useState(false);
  const addRequested = useSticky(adding);
  const items = quotes.data?.items ?? [];
  const drop = (q: SupplierQuote) => confirmDeleteQuote(q, remove);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>Quotes {items.length > 0 && <span className="font-normal text-slate-500">({items.length})</span>}</CardTitle>
        {canEdit && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add quote
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {quotes.isLoading ? (
          <Skeleton className="h-16" />
        ) : quotes.isError ? (
          <p className="text-sm text-red-700">{errorText(quotes.error, "The quotes could not be loaded")}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-500">No quotes attached. Add the suppliers&apos; quotes for this order to compare them and keep them with it.</p>
        ) : (
          <SupplierQuoteList quotes={items} label="Order quotes, cheapest valid first" onDelete={canEdit ? drop : undefined} deleting={remove.isPending} />
        )}
      </CardContent>
      {canEdit && addRequested && (
        <Suspense fallback={null}>
          <PoQuoteFormDialog orderId={order.id} supplierId={order.supplierId} open={adding} onOpenChange={setAdding} />
        </Suspense>
      )}
    </Card>
  );
}
