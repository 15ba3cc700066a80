import { FileText, Trash2, Trophy } from "lucide-react";
import type { MaterialQuote } from "@shared/materials/material-detail";
import { formatCurrency } from "@shared/common/numbers";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";

/** A material's quote and a purchase order's have one shape (shared/materials/material-detail.ts supplierQuoteShape). */
export type SupplierQuote = MaterialQuote;

type Props = {
  quotes: readonly SupplierQuote[];
  /** Names the list for assistive technology, e.g. "Quotes, cheapest valid first". */
  label: string;
  /** Shown with a delete button per quote when given. */
  onDelete?: (quote: SupplierQuote) => void;
  deleting?: boolean;
};

/**
 * Suppliers' quotes compared (decision 0012: a domain component shared by materials and purchase
 * orders): valid ones cheapest first, as the server ranks them, the cheapest marked; expired ones
 * after, struck through.
 */
export function SupplierQuoteList({ quotes, label, onDelete, deleting }: Props) {
  return (
    <ol className="grid gap-2" aria-label={label}>
      {quotes.map((q) => (
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
              {[q.quoteReference, q.quoteDate && `Quoted ${formatDate(q.quoteDate)}`, q.expiryDate ? `Valid to ${formatDate(q.expiryDate)}` : "No expiry date"]
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
            {onDelete && (
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                onClick={() => onDelete(q)}
                disabled={deleting}
                aria-label={`Delete ${q.supplier?.name ?? "this"} quote`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The confirmation a quote's delete asks for. */
const deleteQuoteQuestion = (q: SupplierQuote) => ({
  title: "Delete this quote?",
  description: `${q.supplier?.name ?? "The supplier"}'s quote of ${formatCurrency(q.quotedPrice)}${q.file ? " and its document" : ""} will be deleted.`,
  confirmText: "Delete",
  variant: "destructive" as const,
});

/** What deletes a quote: a material's or an order's remove mutation, called with the quote's id. */
export type RemoveQuote = {
  mutate(quoteId: number, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }): void;
};

/** Deletes a quote once the user confirms, and says how it went: one behaviour for a material's quotes and an order's. */
export async function confirmDeleteQuote(q: SupplierQuote, remove: RemoveQuote) {
  if (!(await confirm(deleteQuoteQuestion(q)))) return;
  remove.mutate(q.id, {
    onSuccess: () => toast({ title: "Success", description: "Quote deleted" }),
    onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the quote"), variant: "destructive" }),
  });
}
