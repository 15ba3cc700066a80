import { useState } from "react";
import { ChevronDown, History } from "lucide-react";
import type { BudgetLogFieldName } from "@shared/projects/budget-fields";
import { SkeletonRows } from "@web/components/forms/query-body";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@web/components/ui/collapsible";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { formatCount, formatCurrency, formatDateTime } from "@web/lib/format";
import { useBudgetChanges } from "../api/list-budget-changes";

/** A budget's changes, newest first: who, when, old → new and why. Loaded when first opened. Laid out by its parent row (display: contents): the list takes a line of its own. */
export function BudgetHistory({ projectId, field, label }: { projectId: number; field: BudgetLogFieldName; label: string }) {
  const [open, setOpen] = useState(false);
  const query = useBudgetChanges(projectId, field, open);
  const data = query.data;

  return (
    <Collapsible open={open} onOpenChange={setOpen} className="contents">
      <CollapsibleTrigger
        type="button"
        className="inline-flex items-center gap-1 rounded text-xs font-medium text-brand-dark hover:underline focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
        aria-label={`History of the ${label.toLowerCase()}`}
      >
        <History className="size-3.5" aria-hidden="true" />
        History
        <ChevronDown className={cn("size-3.5 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </CollapsibleTrigger>
      <CollapsibleContent className="basis-full">
        {query.isPending ? (
          <SkeletonRows rows={["h-4 w-3/4", "h-4 w-1/2"]} />
        ) : query.isError ? (
          <p className="text-xs text-red-600">
            {errorText(query.error, "The history could not be loaded.")}{" "}
            <button type="button" className="font-medium underline" onClick={() => query.refetch()}>
              Try again
            </button>
          </p>
        ) : data && data.items.length === 0 ? (
          <p className="text-xs text-slate-500">No changes since it was first set.</p>
        ) : data ? (
          <ol className="grid gap-2" aria-label={`Changes to the ${label.toLowerCase()}`}>
            {data.items.map((c) => (
              <li key={c.id} className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-xs">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                  <span className="font-medium text-slate-900 tabular-nums">
                    {formatCurrency(c.oldValue)} → {formatCurrency(c.newValue)}
                  </span>
                  <span className="text-slate-500">
                    {c.createdBy}, {formatDateTime(c.changedAt)}
                  </span>
                </p>
                <p className="mt-1 break-words text-slate-700">{c.reason}</p>
              </li>
            ))}
            {data.total > data.items.length && (
              <li className="text-xs text-slate-500">
                Showing the latest {formatCount(data.items.length)} of {formatCount(data.total)} changes.
              </li>
            )}
          </ol>
        ) : null}
      </CollapsibleContent>
    </Collapsible>
  );
}
