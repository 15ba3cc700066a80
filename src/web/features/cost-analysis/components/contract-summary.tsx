import type { ContractCosts } from "@shared/cost-analysis/cost-figures";
import { monthLabel } from "@shared/rules/cvr";
import { isNegative, money, percentText } from "./cost-format";
import { Stat } from "./cost-section";

/** A margin in £ with its % beside it. */
function WithPercent({ amount, percent }: { amount: string; percent: string | null }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-1.5">
      {money(amount)}
      {percent !== null && <span className="text-sm font-medium whitespace-nowrap">{percentText(percent)}</span>}
    </span>
  );
}

/** The contract's money at a glance: its value, the forecast cost and margin at completion, and the margin to date from the latest valuation. */
export function ContractSummary({ costs }: { costs: ContractCosts }) {
  const c = costs.contract;
  const f = costs.forecastMargin;
  const m = costs.marginToDate;
  const projectedMoves = c.projectedValue !== null && c.projectedValue !== c.value;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="group" aria-label="Summary">
      <Stat
        label="Contract value"
        value={money(c.value)}
        hint={projectedMoves ? `Projected ${money(c.projectedValue)} with variations not yet agreed` : "Approved variations included"}
      />
      <Stat label="Forecast cost" value={money(f.cost)} hint={`Actual ${money(costs.totals.actual)} · committed ${money(costs.totals.committed)}`} />
      <Stat
        label="Forecast margin"
        value={f.margin === null ? "No value" : <WithPercent amount={f.margin} percent={f.percent} />}
        hint={f.margin === null ? "Enter the contract value to see the margin" : "Projected value less the heads' forecast"}
        tone={isNegative(f.margin) ? "bad" : undefined}
      />
      <Stat
        label="Margin to date"
        value={m ? <WithPercent amount={m.margin} percent={m.percent} /> : "No valuation"}
        tone={m && isNegative(m.margin) ? "bad" : undefined}
        hint={
          m ? (
            <>
              <span className="block">
                {monthLabel(m.month)}: {money(m.certified)} certified, {money(m.cost)} cost
              </span>
              <span className="block">Retention held {money(m.retention)}</span>
            </>
          ) : (
            "Enter a month's valuation to see the margin to date"
          )
        }
      />
    </div>
  );
}
