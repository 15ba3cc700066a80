import { Suspense, useId, useState, type ReactNode } from "react";
import { Plus } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorText } from "@web/lib/api";
import { useSticky } from "@web/lib/use-sticky";
import { SupplierQuoteList, confirmDeleteQuote, type RemoveQuote, type SupplierQuote } from "./supplier-quote-list";

type Props = {
  /** A section of the material's page, or a card among the order's. */
  frame: "section" | "card";
  title: string;
  quotes: readonly SupplierQuote[];
  /** While the quotes load on their own (an order's); a material's come with it. */
  loading?: boolean;
  /** Why they could not be loaded. */
  error?: unknown;
  /** What an empty list says. */
  empty: string;
  /** Names the list for assistive technology. */
  label: string;
  canEdit: boolean;
  remove: RemoveQuote & { isPending: boolean };
  /** The add dialog (lazy, so its form and upload load when first opened): the holder's own add call. */
  addDialog: (dialog: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
};

/**
 * Suppliers' quotes, for a material and for a purchase order (one panel, decision 0060): the list
 * compared cheapest valid first, its empty, loading and error states, Add quote and delete with a
 * confirmation, for those who may edit.
 */
export function QuotesPanel({ frame, title, quotes, loading, error, empty, label, canEdit, remove, addDialog }: Props) {
  const [adding, setAdding] = useState(false);
  const addRequested = useSticky(adding);
  const titleId = useId();
  const drop = (q: SupplierQuote) => confirmDeleteQuote(q, remove);

  const add = canEdit && (
    <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      Add quote
    </Button>
  );
  const body = loading ? (
    <Skeleton className="h-16" />
  ) : error ? (
    <p className="text-sm text-red-700">{errorText(error, "The quotes could not be loaded")}</p>
  ) : quotes.length === 0 ? (
    <p className="text-sm text-slate-500">{empty}</p>
  ) : (
    <SupplierQuoteList quotes={quotes} label={label} onDelete={canEdit ? drop : undefined} deleting={remove.isPending} />
  );
  const dialog = canEdit && addRequested && <Suspense fallback={null}>{addDialog({ open: adding, onOpenChange: setAdding })}</Suspense>;

  if (frame === "card")
    return (
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-2">
          <CardTitle>
            {title} {quotes.length > 0 && <span className="font-normal text-slate-500">({quotes.length})</span>}
          </CardTitle>
          {add}
        </CardHeader>
        <CardContent>{body}</CardContent>
        {dialog}
      </Card>
    );
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {title} {quotes.length > 0 && <span className="text-slate-500">({quotes.length})</span>}
        </h2>
        {add}
      </div>
      {body}
      {dialog}
    </section>
  );
}
