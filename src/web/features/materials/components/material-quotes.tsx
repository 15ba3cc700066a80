import { lazy, Suspense, useState } from "react";
import { FileText, Plus, Trash2, Trophy } from "lucide-react";
import type { MaterialDetail } from "@shared/materials/material-detail";
import { formatCurrency } from "@shared/common/numbers";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { useSticky } from "@web/lib/use-sticky";
import { useRemoveQuote } from "../api/materials";

// The quote form (a dialog with an upload) loads when first opened.
const QuoteFormDialog = lazy(() => import("./quote-form").then((m) => ({ default: m.QuoteFormDialog })));

type Quote = MaterialDetail["quotes"][number];

/** Supplier quotes compared: valid ones cheapest first (the server ranks them), expired ones after and marked. */
export function MaterialQuotes({ material, canEdit }: { material: MaterialDetail; canEdit: boolean }) {
  const [adding, setAdding] = useState(false);
  const addRequested = useSticky(adding);
  const remove = useRemoveQuote(material.id);
  const drop = async (q: Quote) => {
    const ok = await confirm({
      title: "Delete this quote?",
      description: `${q.supplier?.name ?? "The supplier"}'s quote of ${formatCurrency(q.quotedPrice)}${q.file ? " and its document" : ""} will be deleted.`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(q.id, {
      onSuccess: () => toast({ title: "Success", description: "Quote deleted" }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the quote"), variant: "destructive" }),
    });
  };

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
        <ol className="grid gap-2" aria-label="Quotes, cheapest valid first">
          {material.quotes.map((q) => (
            <li
              key={q.id}
              className={cn(
                "flex flex-wrap items-start justify-between gap-x-4 gap-y-2 rounded-md border p-3",
                q.cheapest
                  ? "border-emerald-300 bg-emerald-50/70"
                  : q.status === "expired"
                    ? "border-slate-200 bg-slate-50 text-slate-500"
                    : "border-slate-200 bg-white",
              )}
            >
              <div className="min-w-0 grow basis-48">
                <p className="flex flex-wrap items-center gap-1.5 font-medium break-words text-slate-900">
                  {q.supplier?.name ?? "Supplier removed"}
                  {q.cheapest && (
                    <Badge variant="success">
                      <Trophy aria-hidden="true" />
                      Cheapest
                    </Badge>
                  )}
                  {q.status === "expired" && <Badge variant="secondary">Expired</Badge>}
                </p>
                <p className="text-xs text-slate-600">
                  {[
                    q.quoteReference,
                    q.quoteDate && `Quoted ${formatDate(q.quoteDate)}`,
                    q.expiryDate ? `Valid to ${formatDate(q.expiryDate)}` : "No expiry date",
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                {q.notes && <p className="mt-1 text-xs break-words text-slate-600">{q.notes}</p>}
                {q.file && (
                  <a
                    href={q.file.url}
                    target="_blank"
                    rel="noreferrer"
                    className="mt-1 inline-flex max-w-full items-center gap-1 text-xs font-medium text-brand hover:underline"
                  >
                    <FileText className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="truncate">{q.file.originalName}</span>
                  </a>
                )}
              </div>
              <div className="flex items-center gap-2">
                <span className={cn("text-lg font-semibold tabular-nums", q.status === "expired" ? "text-slate-500 line-through" : "text-slate-900")}>
                  {formatCurrency(q.quotedPrice)}
                </span>
                {canEdit && (
                  <Button variant="ghost" size="icon" className="size-8" onClick={() => drop(q)} aria-label={`Delete ${q.supplier?.name ?? "this"} quote`}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {canEdit && addRequested && (
        <Suspense fallback={null}>
          <QuoteFormDialog materialId={material.id} open={adding} onOpenChange={setAdding} />
        </Suspense>
      )}
    </section>
  );
}
