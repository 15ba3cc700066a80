import { AlertTriangle } from "lucide-react";
import type { HeadFigures } from "@shared/cost-analysis/cost-figures";
import { formatPercent } from "@shared/common/numbers";
import { forecastMethodLabel } from "@shared/rules/cost-forecast";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { budgetText, isNegative, money, projectedDiffers, usedBar } from "./cost-format";
import type { DrillFigure } from "./drill";

/*
 * The pieces of a head's row that the table (from tablet width) and the cards (a phone) both show:
 * a figure that opens its records, the budget, the forecast with its method, the share used, and the
 * notes under the row (flags, the fallback, the methods side by side).
 */

export type OnFigure = (head: HeadFigures, figure: DrillFigure) => void;

/** A figure as a button that opens the records behind it; its name says which head and figure. */
export function FigureButton({
  head,
  figure,
  value,
  label,
  onFigure,
}: {
  head: HeadFigures;
  figure: DrillFigure;
  value: string;
  label: string;
  onFigure: OnFigure;
}) {
  return (
    <button
      type="button"
      onClick={() => onFigure(head, figure)}
      aria-label={`${head.label} ${label} ${money(value)}: show the records`}
      className="rounded-sm tabular-nums underline decoration-slate-300 decoration-dotted underline-offset-4 hover:text-blue-800 hover:decoration-blue-800 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
    >
      {money(value)}
    </button>
  );
}

/** The current budget, "was" the original when it moved, and the projected one when variations yet to be agreed move it. */
export function BudgetCell({ head: h }: { head: HeadFigures }) {
  const { current, from } = budgetText(h);
  if (h.budget === null && h.projectedBudget === null) return <span className="text-slate-500">No budget</span>;
  return (
    <>
      <span className={cn(h.budget === null && "text-slate-500")}>{current}</span>
      {from && <span className="block text-xs text-slate-500">was {from}</span>}
      {projectedDiffers(h) && <span className="block text-xs text-slate-600">projected {money(h.projectedBudget)}</span>}
    </>
  );
}

/** The forecast at completion and the method that gave it. */
export function ForecastCell({ head: h }: { head: HeadFigures }) {
  return (
    <>
      <span className="font-medium">{money(h.forecast)}</span>
      <span className="block text-xs text-slate-500">by {forecastMethodLabel(h.methodUsed)}</span>
    </>
  );
}

const BAR_TONES = { ok: "bg-brand", near: "bg-amber-500", over: "bg-red-600" } as const;

/** Spent and committed as a share of the projected budget ("34.6% used"), with a bar under it. */
export function UsedCell({ head: h, className }: { head: HeadFigures; className?: string }) {
  const bar = usedBar(h.percentUsed);
  if (!bar || h.percentUsed === null) return null;
  return (
    <span className={cn("grid min-w-20 gap-1 text-xs", className)}>
      <span className={cn("tabular-nums", bar.tone === "over" ? "font-medium text-red-700" : bar.tone === "near" ? "text-amber-800" : "text-slate-600")}>
        {formatPercent(h.percentUsed)} used
      </span>
      <span className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <span className={cn("block h-full", BAR_TONES[bar.tone])} style={{ width: `${bar.width}%` }} />
      </span>
    </span>
  );
}

/** Remaining budget, red when spending and commitments have passed it. */
export function RemainingCell({ head: h }: { head: HeadFigures }) {
  if (h.remaining === null) return <span className="text-slate-500">No budget</span>;
  return <span className={cn(isNegative(h.remaining) && "font-medium text-red-700")}>{money(h.remaining)}</span>;
}

/** Whether a head has anything to say under its row. */
export const hasNotes = (h: HeadFigures) => h.flags.length > 0 || h.methodNote !== null || h.sideBySide || h.qsFigure !== null;

/** A head's flags as warnings, the note when the chosen method could not forecast, the methods side by side, and the QS figure's note. */
export function HeadNotes({ head: h }: { head: HeadFigures }) {
  return (
    <div className="grid gap-1.5 text-sm">
      {h.flags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={`${h.label} flags`}>
          {h.flags.map((f) => (
            <li key={f}>
              <Badge variant="warning" className="whitespace-normal">
                <AlertTriangle aria-hidden="true" />
                {f}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {h.methodNote && <p className="text-slate-700">{h.methodNote}</p>}
      {h.sideBySide && (
        <div>
          <p className="text-xs font-medium text-slate-600">The methods differ by more than 10%:</p>
          <dl className="mt-1 flex flex-wrap gap-2">
            {h.methods.map((m) => (
              <div key={m.method} className={cn("rounded-md border px-2 py-1", m.method === h.methodUsed ? "border-brand/40 bg-brand/5" : "border-slate-200")}>
                <dt className="text-xs text-slate-500">
                  {m.label}
                  {m.method === h.methodUsed && " (used)"}
                </dt>
                <dd className="font-medium tabular-nums">
                  {m.amount === null ? <span className="text-xs font-normal text-slate-600">{m.reason}</span> : money(m.amount)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {h.qsFigure && (
        <p className="text-xs text-slate-600">
          QS figure {money(h.qsFigure.amount)}: {h.qsFigure.note}
        </p>
      )}
    </div>
  );
}
