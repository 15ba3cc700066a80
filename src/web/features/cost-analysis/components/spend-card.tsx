import { lazy, Suspense } from "react";
import type { ContractCosts } from "@shared/cost-analysis/cost-figures";
import { monthLabel } from "@shared/rules/cvr";
import { HeadedTable, right } from "@web/components/table/headed-table";
import { Skeleton } from "@web/components/ui/skeleton";
import { TableCell, TableRow } from "@web/components/ui/table";
import { chartedHeads, spendRows } from "./chart-data";
import { ChartTable } from "./chart-table";
import { money } from "./cost-format";
import { CostSection } from "./cost-section";

const SpendChart = lazy(() => import("./spend-chart"));
const num = "text-right tabular-nums whitespace-nowrap";

/** Each head's spend to date by month against its projected budget: one small chart a head, and the figures as a table. */
export function SpendCard({ costs }: { costs: ContractCosts }) {
  const spend = costs.spendOverTime;
  const heads = chartedHeads(spend, costs.heads);
  return (
    <CostSection title="Spend over time" description="Each head's actual cost to date by month, against its projected budget (dashed).">
      {spend.months.length === 0 || heads.length === 0 ? (
        <p className="text-sm text-slate-600">No spend yet.</p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {heads.map((h) => (
              <figure key={h.head} className="min-w-0">
                <figcaption className="flex flex-wrap justify-between gap-x-2 text-sm">
                  <span className="font-medium text-slate-900">{h.label}</span>
                  <span className="text-xs text-slate-500">Budget {money(spend.budgets[h.head] ?? null, "not set")}</span>
                </figcaption>
                <Suspense fallback={<Skeleton className="h-44 w-full" />}>
                  <SpendChart label={h.label} rows={spendRows(spend, h.head)} budget={spend.budgets[h.head] ?? null} />
                </Suspense>
              </figure>
            ))}
          </div>
          <ChartTable label="Show the spend as a table">
            <HeadedTable columns={["Month", ...heads.map((h) => right(h.label))]}>
              {spend.months.map((m) => (
                <TableRow key={m.month}>
                  <TableCell className="whitespace-nowrap">{monthLabel(m.month)}</TableCell>
                  {heads.map((h) => (
                    <TableCell key={h.head} className={num}>
                      {money(m.heads[h.head] ?? "0.00")}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow className="bg-slate-50 font-medium">
                <TableCell>Budget</TableCell>
                {heads.map((h) => (
                  <TableCell key={h.head} className={num}>
                    {money(spend.budgets[h.head] ?? null)}
                  </TableCell>
                ))}
              </TableRow>
            </HeadedTable>
          </ChartTable>
        </>
      )}
    </CostSection>
  );
}
