import type { ReactNode } from "react";
import type { CompanyCosts } from "@shared/cost-analysis/company-costs";
import { TableCell } from "@web/components/ui/table";
import { right } from "@web/components/table/headed-table";
import { cn } from "@web/lib/cn";
import { isNegative, money, percentText, projectedDiffers } from "./cost-format";
import { Fact } from "./cost-section";

/** What a contract's row and a totals row both carry: value, budget, committed, actual, forecast and margin. */
export type Figures = Omit<CompanyCosts["totals"]["all"], "key" | "contracts">;

/** The figures' column headings, in the order `FigureCells` fills them. */
export const FIGURE_COLUMNS = [right("Value"), right("Budget"), right("Committed"), right("Actual"), right("Forecast"), right("Margin")];

const num = "text-right tabular-nums whitespace-nowrap";

/** A margin in £ with its % under it, red below nothing. */
export function Margin({ f, className }: { f: Pick<Figures, "margin" | "marginPercent">; className?: string }) {
  if (f.margin === null) return <span className="text-slate-500">No value</span>;
  return (
    <span className={cn(isNegative(f.margin) && "text-red-700", className)}>
      {money(f.margin)}
      <span className="block text-xs text-current/80">{percentText(f.marginPercent)}</span>
    </span>
  );
}

/** A value or budget, and the projected one under it when variations yet to be agreed move it. */
function WithProjected({ now, projected }: { now: string | null; projected: string | null }) {
  if (now === null && projected === null) return <span className="text-slate-500">Not set</span>;
  return (
    <>
      {now === null ? <span className="text-slate-500">Not set</span> : money(now)}
      {projectedDiffers({ budget: now, projectedBudget: projected }) && <span className="block text-xs text-slate-500">projected {money(projected)}</span>}
    </>
  );
}
const Value = ({ f }: { f: Figures }) => <WithProjected now={f.value} projected={f.projectedValue} />;
const Budget = ({ f }: { f: Figures }) => <WithProjected now={f.budget} projected={f.projectedBudget} />;

/** The six figures' cells of one table row; `under` adds a line under a figure (a contract's budget risk). */
export function FigureCells({ f, strong, under }: { f: Figures; strong?: boolean; under?: { budget?: ReactNode } }) {
  const weight = strong ? "font-semibold" : undefined;
  return (
    <>
      <TableCell className={cn(num, weight)}>
        <Value f={f} />
      </TableCell>
      <TableCell className={cn(num, weight)}>
        <Budget f={f} />
        {under?.budget}
      </TableCell>
      <TableCell className={cn(num, weight)}>{money(f.committed)}</TableCell>
      <TableCell className={cn(num, weight)}>{money(f.actual)}</TableCell>
      <TableCell className={cn(num, weight)}>{money(f.forecast)}</TableCell>
      <TableCell className={cn(num, weight)}>
        <Margin f={f} />
      </TableCell>
    </>
  );
}

/** The same figures on a phone's card: two a row. */
export function FigureFacts({ f }: { f: Figures }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
      <Fact label="Value">
        <Value f={f} />
      </Fact>
      <Fact label="Budget">
        <Budget f={f} />
      </Fact>
      <Fact label="Committed">{money(f.committed)}</Fact>
      <Fact label="Actual">{money(f.actual)}</Fact>
      <Fact label="Forecast">{money(f.forecast)}</Fact>
      <Fact label="Margin">
        <Margin f={f} />
      </Fact>
    </dl>
  );
}
