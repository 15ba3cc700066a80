import { lazy, Suspense } from "react";
import type { ContractCosts } from "@shared/cost-analysis/cost-figures";
import { CASH_FLOW_PROFILE_LABELS, type CashFlowProfile } from "@shared/rules/cost-forecast";
import { monthLabel } from "@shared/rules/cvr";
import { HeadedTable, right } from "@web/components/table/headed-table";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { TableCell, TableRow } from "@web/components/ui/table";
import { cn } from "@web/lib/cn";
import { cashFlowRows } from "./chart-data";
import { ChartTable } from "./chart-table";
import { money } from "./cost-format";
import { CostSection } from "./cost-section";

// Recharts is large: it loads with the charts, after the figures.
const CashFlowChart = lazy(() => import("./cash-flow-chart"));

const PROFILES = Object.entries(CASH_FLOW_PROFILE_LABELS).map(([value, label]) => ({ value, label }));
const num = "text-right tabular-nums whitespace-nowrap";

/** Cost to complete spread by month to the finish (even, front- or back-loaded), beside the actual cost so far. */
export function CashFlowCard({
  cashFlow,
  onProfile,
  busy,
}: {
  cashFlow: ContractCosts["cashFlow"];
  onProfile: (profile: CashFlowProfile) => void;
  busy: boolean;
}) {
  const rows = cashFlowRows(cashFlow.months);
  return (
    <CostSection
      title="Cash flow"
      description="Actual cost by month so far, then the cost to complete spread to the finish date."
      action={
        <Select
          aria-label="Spread the cost to complete"
          options={PROFILES}
          value={cashFlow.profile}
          onChange={(e) => onProfile(e.target.value as CashFlowProfile)}
          className="w-auto"
        />
      }
    >
      <div className={cn(busy && "opacity-60")}>
        {rows.length === 0 ? (
          <p className="text-sm text-slate-600">No cost yet and nothing to complete.</p>
        ) : (
          <Suspense fallback={<Skeleton className="h-64 w-full sm:h-72" />}>
            <CashFlowChart rows={rows} />
          </Suspense>
        )}
        {rows.length > 0 && (
          <ChartTable label="Show the cash flow as a table">
            <HeadedTable columns={["Month", right("Actual"), right("Cost to complete")]}>
              {cashFlow.months.map((m) => (
                <TableRow key={m.month}>
                  <TableCell>{monthLabel(m.month)}</TableCell>
                  <TableCell className={num}>{money(m.actual)}</TableCell>
                  <TableCell className={num}>{money(m.forecast)}</TableCell>
                </TableRow>
              ))}
            </HeadedTable>
          </ChartTable>
        )}
      </div>
    </CostSection>
  );
}
