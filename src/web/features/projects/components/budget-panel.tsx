import { useState } from "react";
import { ChevronDown, History, PoundSterling } from "lucide-react";
import { parsePence } from "@shared/common/money";
import { formatCarbon, formatPercent } from "@shared/common/numbers";
import { MONEY_FIELD_INFO } from "@shared/projects/budget-fields";
import { hasRecords, type ProjectSummary } from "@shared/projects/project-summary";
import type { ProjectView } from "@shared/projects/project-view";
import { SkeletonRows } from "@web/components/forms/query-body";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@web/components/ui/collapsible";
import { LoadError } from "@web/components/ui/load-error";
import { cn } from "@web/lib/cn";
import { formatCurrency, formatDate, formatDateTime } from "@web/lib/format";
import { useProjectSummary } from "../api/get-project-summary";
import { counted, headRecordsText } from "../lib/summary-text";

type Budget = ProjectSummary["budgets"][number];

/**
 * The contract page's read-only budget panel (issue 11 item 15): each cost head's original and
 * current budget, its changes, and what the site records show so far. Costs in pounds come with
 * purchase orders; until then the records are what there is, and the panel says so.
 */
export function BudgetPanel({ project }: { project: ProjectView }) {
  const summary = useProjectSummary(project.slug);
  const data = summary.data;
  return (
    <Card>
      <CardIconHeader icon={PoundSterling} title="Budget" description="Each budget, its changes and what the records show so far." />
      <CardContent className="grid gap-3">
        {summary.isLoading ? (
          <SkeletonRows rows={["h-12", "h-12", "h-12"]} />
        ) : summary.isError || !data ? (
          <LoadError title="The budget could not be loaded" error={summary.error} onRetry={() => summary.refetch()} />
        ) : (
          <>
            <p className="text-xs text-slate-600">
              {data.costsRecorded
                ? "Committed: approved, ordered and delivered purchase orders, net of VAT."
                : hasRecords(data.records)
                  ? "Records logged; no purchase orders committed yet."
                  : "No purchase orders committed yet."}
            </p>
            <ul className="grid gap-2" aria-label="Budgets">
              {data.budgets.map((b) => (
                <BudgetHeadRow key={b.head} budget={b} summary={data} />
              ))}
            </ul>
            <Retention project={project} />
            <dl className="grid gap-1 border-t border-slate-100 pt-3 text-xs">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-500">Visitors</dt>
                <dd className="text-right text-slate-800">
                  {counted(data.records.visitors.visits, "visit", "visits")}
                  {data.records.visitors.kgCo2e ? ` · ${formatCarbon(data.records.visitors.kgCo2e)}` : ""}
                </dd>
              </div>
              {data.records.scope3 && (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-500">Other Scope 3</dt>
                  <dd className="text-right text-slate-800">
                    {counted(data.records.scope3.entries, "entry", "entries")}
                    {data.records.scope3.kgCo2e ? ` · ${formatCarbon(data.records.scope3.kgCo2e)}` : ""}
                  </dd>
                </div>
              )}
              {data.kgCo2e !== undefined && (
                <div className="flex justify-between gap-3 font-medium">
                  <dt className="text-slate-700">Carbon so far</dt>
                  <dd className="text-right text-slate-900 tabular-nums">{formatCarbon(data.kgCo2e)}</dd>
                </div>
              )}
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function BudgetHeadRow({ budget: b, summary }: { budget: Budget; summary: ProjectSummary }) {
  const [open, setOpen] = useState(false);
  const label = MONEY_FIELD_INFO[b.head].label;
  const changed = b.original !== null && b.current !== null && b.original !== b.current;
  return (
    <li className="rounded-md border border-slate-200 px-3 py-2" data-testid={`budget-${b.logName}`}>
      <Collapsible open={open} onOpenChange={setOpen}>
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm font-medium text-slate-900">{label}</span>
          <span className={cn("text-sm tabular-nums", b.current === null ? "text-slate-500" : "font-semibold text-slate-900")}>
            {b.current === null ? "Not set" : formatCurrency(b.current)}
          </span>
        </div>
        <div className="mt-0.5 flex items-center justify-between gap-3 text-xs text-slate-500">
          <span>{changed ? `Original ${formatCurrency(b.original)}` : b.current === null ? "" : "Unchanged since first set"}</span>
          {b.changeCount > 0 && (
            <CollapsibleTrigger
              type="button"
              className="inline-flex shrink-0 items-center gap-1 rounded font-medium text-brand-dark hover:underline focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
              aria-label={`History of the ${label.toLowerCase()} (${b.changeCount} ${b.changeCount === 1 ? "change" : "changes"})`}
            >
              <History className="size-3.5" aria-hidden="true" />
              History ({b.changeCount})
              <ChevronDown className={cn("size-3.5 transition-transform", open && "rotate-180")} aria-hidden="true" />
            </CollapsibleTrigger>
          )}
        </div>
        {summary.costsRecorded && <HeadUsed budget={b} />}
        <p className="mt-1 text-xs break-words text-slate-700">{headRecordsText(b.head, summary.records)}</p>
        <CollapsibleContent>
          <ol className="mt-2 grid gap-1.5" aria-label={`Changes to the ${label.toLowerCase()}`}>
            {b.changes.map((c) => (
              <li key={c.id} className="rounded bg-slate-50 px-2 py-1.5 text-xs">
                <p className="font-medium text-slate-900 tabular-nums">
                  {formatCurrency(c.oldValue)} → {formatCurrency(c.newValue)}
                </p>
                <p className="text-slate-500">
                  {c.createdBy}, {formatDateTime(c.changedAt)}
                </p>
                {c.reason && <p className="mt-0.5 break-words text-slate-700">{c.reason}</p>}
              </li>
            ))}
            {b.changeCount > b.changes.length && (
              <li className="text-xs text-slate-500">
                Showing the latest {b.changes.length} of {b.changeCount} changes.
              </li>
            )}
          </ol>
        </CollapsibleContent>
      </Collapsible>
    </li>
  );
}

/** Committed and delivered against the head (decision 0039), with a bar when there is a budget; percent from exact pence. */
function HeadUsed({ budget: b }: { budget: Budget }) {
  const total = b.current === null ? null : parsePence(b.current);
  const share = total && total > 0n ? Number(((parsePence(b.committed ?? "0") ?? 0n) * 100n) / total) : null;
  return (
    <div className="mt-1.5 grid gap-1" data-testid={`budget-used-${b.logName}`}>
      <div className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-700 tabular-nums">
        <span>
          {formatCurrency(b.committed ?? "0.00")} committed{share !== null ? ` (${share}%)` : ""}
        </span>
        <span>{formatCurrency(b.delivered ?? "0.00")} delivered</span>
      </div>
      {share !== null && (
        <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" role="presentation">
          <div className={share > 100 ? "h-full bg-red-500" : "h-full bg-brand"} style={{ width: `${Math.min(share, 100)}%` }} />
        </div>
      )}
    </div>
  );
}

/**
 * The contract's retention terms (decision 0081): the percentage the client holds of each certified
 * valuation, and when it comes back.
 */
function Retention({ project: p }: { project: ProjectView }) {
  const completion = p.practicalCompletionDate ? `on ${formatDate(p.practicalCompletionDate)}` : "(date not set)";
  const rest = p.defectsPeriodMonths > 0 ? `the rest after a ${p.defectsPeriodMonths}-month defects period` : "the rest then too (no defects period)";
  return (
    <div className="rounded-md border border-slate-200 px-3 py-2" data-testid="budget-retention">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-slate-900">Retention</span>
        <span className="text-sm font-semibold text-slate-900 tabular-nums">{formatPercent(p.retentionPercent, 2)}</span>
      </div>
      <p className="mt-0.5 text-xs break-words text-slate-700">
        Half back at practical completion {completion}, {rest}.
      </p>
    </div>
  );
}
