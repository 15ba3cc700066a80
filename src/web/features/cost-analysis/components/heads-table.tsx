import type { ReactNode } from "react";
import { SlidersHorizontal } from "lucide-react";
import type { ContractCosts, HeadFigures } from "@shared/cost-analysis/cost-figures";
import { Button } from "@web/components/ui/button";
import { CardsOrTable, HeadedTable, right } from "@web/components/table/headed-table";
import { TableCell, TableRow } from "@web/components/ui/table";
import { cn } from "@web/lib/cn";
import { money, projectedDiffers } from "./cost-format";
import { DENSE_TABLE } from "./cost-section";
import { BudgetCell, FigureButton, ForecastCell, HeadNotes, RemainingCell, UsedCell, hasNotes, type OnFigure } from "./head-parts";

type Props = {
  costs: ContractCosts;
  onFigure: OnFigure;
  /** Opens the head's forecast method; absent for a reader who may not edit. */
  onMethod?: (head: HeadFigures) => void;
};

const num = "text-right tabular-nums whitespace-nowrap align-top";

const COLUMNS = ["Head", right("Budget"), right("Committed"), right("Invoiced"), right("Accrued"), right("Actual"), right("Forecast"), right("Remaining")];

function MethodButton({ head, onMethod }: { head: HeadFigures; onMethod: (head: HeadFigures) => void }) {
  return (
    <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => onMethod(head)} aria-label={`Change ${head.label}'s forecast method`}>
      <SlidersHorizontal aria-hidden="true" />
      Method
    </Button>
  );
}

function HeadRows({ head: h, onFigure, onMethod }: { head: HeadFigures } & Omit<Props, "costs">) {
  const flagged = h.flags.length > 0;
  return (
    <>
      <TableRow className={cn(hasNotes(h) && "border-b-0", flagged && "bg-amber-50/60")}>
        <TableCell className="align-top font-medium">
          <button
            type="button"
            onClick={() => onFigure(h, "head")}
            className="rounded-sm text-left hover:underline focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
          >
            {h.label}
          </button>
        </TableCell>
        <TableCell className={num}>
          <BudgetCell head={h} />
        </TableCell>
        <TableCell className={num}>
          <FigureButton head={h} figure="committed" label="committed" value={h.committed} onFigure={onFigure} />
        </TableCell>
        <TableCell className={num}>
          <FigureButton head={h} figure="invoiced" label="invoiced" value={h.invoiced} onFigure={onFigure} />
        </TableCell>
        <TableCell className={num}>
          <FigureButton head={h} figure="accrued" label="accrued" value={h.accrued} onFigure={onFigure} />
        </TableCell>
        <TableCell className={cn(num, "font-medium")}>
          <FigureButton head={h} figure="actual" label="actual" value={h.actual} onFigure={onFigure} />
        </TableCell>
        <TableCell className={num}>
          <ForecastCell head={h} />
          {onMethod && <MethodButton head={h} onMethod={onMethod} />}
        </TableCell>
        <TableCell className={num}>
          <RemainingCell head={h} />
          <UsedCell head={h} className="mt-1 ml-auto w-24 text-right" />
        </TableCell>
      </TableRow>
      {hasNotes(h) && (
        <TableRow className={cn(flagged && "bg-amber-50/60")}>
          <TableCell />
          <TableCell colSpan={COLUMNS.length - 1} className="pt-0 whitespace-normal">
            <HeadNotes head={h} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words tabular-nums">{children}</dd>
    </div>
  );
}

function HeadCard({ head: h, onFigure, onMethod }: { head: HeadFigures } & Omit<Props, "costs">) {
  return (
    <div className={cn("rounded-lg border p-3", h.flags.length ? "border-amber-300 bg-amber-50/60" : "border-slate-200 bg-white")}>
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={() => onFigure(h, "head")} className="text-left font-semibold text-slate-900 hover:underline">
          {h.label}
        </button>
        <UsedCell head={h} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <Fact label="Budget">
          <BudgetCell head={h} />
        </Fact>
        <Fact label="Remaining">
          <RemainingCell head={h} />
        </Fact>
        <Fact label="Committed">
          <FigureButton head={h} figure="committed" label="committed" value={h.committed} onFigure={onFigure} />
        </Fact>
        <Fact label="Invoiced">
          <FigureButton head={h} figure="invoiced" label="invoiced" value={h.invoiced} onFigure={onFigure} />
        </Fact>
        <Fact label="Accrued">
          <FigureButton head={h} figure="accrued" label="accrued" value={h.accrued} onFigure={onFigure} />
        </Fact>
        <Fact label="Actual">
          <FigureButton head={h} figure="actual" label="actual" value={h.actual} onFigure={onFigure} />
        </Fact>
        <Fact label="Forecast">
          <ForecastCell head={h} />
          {onMethod && <MethodButton head={h} onMethod={onMethod} />}
        </Fact>
      </dl>
      {hasNotes(h) && (
        <div className="mt-2">
          <HeadNotes head={h} />
        </div>
      )}
    </div>
  );
}

/** The six heads with every figure, each opening its records; the contract's totals under them. */
export function HeadsTable({ costs, onFigure, onMethod }: Props) {
  const t = costs.totals;
  return (
    <>
      <CardsOrTable
        items={costs.heads}
        itemKey={(h) => h.head}
        card={(h) => <HeadCard head={h} onFigure={onFigure} onMethod={onMethod} />}
        table={
          <HeadedTable columns={COLUMNS} className={DENSE_TABLE}>
            {costs.heads.map((h) => (
              <HeadRows key={h.head} head={h} onFigure={onFigure} onMethod={onMethod} />
            ))}
            <TableRow className="border-t-2 border-slate-300 bg-slate-50 font-semibold hover:bg-slate-50">
              <TableCell>Total</TableCell>
              <TableCell className={num}>
                {money(t.budget)}
                {projectedDiffers(t) && <span className="block text-xs font-normal text-slate-600">projected {money(t.projectedBudget)}</span>}
              </TableCell>
              <TableCell className={num}>{money(t.committed)}</TableCell>
              <TableCell className={num}>{money(t.invoiced)}</TableCell>
              <TableCell className={num}>{money(t.accrued)}</TableCell>
              <TableCell className={num}>{money(t.actual)}</TableCell>
              <TableCell className={num}>{money(t.forecast)}</TableCell>
              <TableCell className={num}>{money(t.remaining, "No budget")}</TableCell>
            </TableRow>
          </HeadedTable>
        }
      />
      <div className="mt-3 rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm md:hidden">
        <p className="font-semibold text-slate-900">Total</p>
        <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-2">
          <Fact label="Budget">{money(t.budget)}</Fact>
          <Fact label="Remaining">{money(t.remaining, "No budget")}</Fact>
          <Fact label="Committed">{money(t.committed)}</Fact>
          <Fact label="Actual">{money(t.actual)}</Fact>
          <Fact label="Forecast">{money(t.forecast)}</Fact>
        </dl>
      </div>
    </>
  );
}
