import { formatTick } from "@shared/common/numbers";
import type { ContractCosts } from "@shared/cost-analysis/cost-figures";
import { shortMonthOf } from "@web/lib/calendar";

/**
 * The charts' rows. A chart plots numbers, so each figure is read once into one for its bar or line;
 * every text a reader sees (tooltip, table) is the server's exact decimal, kept beside it.
 */

/** An axis tick in whole pounds, short: 1,250,000 → "£1.25m", 48,000 → "£48k", 950 → "£950". */
export function moneyTick(pounds: number): string {
  const sign = pounds < 0 ? "-" : "";
  const a = Math.abs(pounds);
  if (a >= 1_000_000) return `${sign}£${formatTick(a / 1_000_000)}m`;
  if (a >= 1_000) return `${sign}£${formatTick(a / 1_000)}k`;
  return `${sign}£${formatTick(a)}`;
}

export type CashFlowRow = { month: string; label: string; actual: number; forecast: number; actualText: string; forecastText: string };

/** Each month's actual so far and cost to complete, for the cash flow's bars. */
export const cashFlowRows = (months: ContractCosts["cashFlow"]["months"]): CashFlowRow[] =>
  months.map((m) => ({
    month: m.month,
    label: shortMonthOf(m.month),
    actual: Number(m.actual),
    forecast: Number(m.forecast),
    actualText: m.actual,
    forecastText: m.forecast,
  }));

export type SpendRow = { month: string; label: string; spent: number; spentText: string };

/** One head's cumulative actual by month, for its line against its budget. */
export function spendRows(spend: ContractCosts["spendOverTime"], head: string): SpendRow[] {
  return spend.months.map((m) => {
    const text = m.heads[head] ?? "0.00";
    return { month: m.month, label: shortMonthOf(m.month), spent: Number(text), spentText: text };
  });
}

/** The heads worth a chart: those with a budget or some spend. */
export function chartedHeads(spend: ContractCosts["spendOverTime"], heads: readonly { head: string; label: string }[]) {
  return heads.filter((h) => spend.budgets[h.head] != null || spend.months.some((m) => Number(m.heads[h.head] ?? 0) !== 0));
}
