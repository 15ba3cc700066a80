import type { Pence } from "@shared/common/money";
import { monthsAfter } from "@shared/common/uk-dates";
import { cashFlow as spread, type CashFlowProfile } from "@shared/rules/cost-forecast";
import { recordCostColumn, type HeadPosition } from "@shared/rules/cost-position";
import { COST_HEADS, contributionCost, costHeadLabel, money, type Contribution, type CostHead } from "@shared/rules/cvr";
import { byCostCode, NO_COST_CODE } from "@shared/rules/order-cost";
import type { LineRecord } from "./cost-records.repository";
import type { CostedOrder } from "./cost-records.service";

/**
 * The page's groupings of a contract's figures (decision 0081, "Cost codes" and "Cash flow"): every
 * one is built from the same orders and contributions as the heads, so each adds up to them.
 */

const nextMonth = (m: string) => monthsAfter(`${m}-01`, 1).slice(0, 7);
/** Every month from `first` to `last`, both included. */
export function monthRange(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) months.push(m);
  return months;
}

/**
 * The month a contribution's cost lands in: its record's own day, none later than `asOf`'s month
 * (an order is read as it stands), and `asOf`'s month for a record with no day of its own.
 */
export const monthOf = (c: Contribution, asOf: string) => (c.dated === null || c.dated > asOf ? asOf : c.dated).slice(0, 7);

type CodeRow = { committed: Pence; invoiced: Pence; accrued: Pence; actual: Pence };

/**
 * Order figures by cost code, each order's committed, invoiced and accrued shared over its lines in
 * proportion to their values (rules/order-cost.ts `byCostCode`), and labour, plant, waste and energy
 * records under their head's name, invoiced or accrued as the head counts them (`recordCostColumn`):
 * so each column adds up to the heads' totals of the same name.
 */
export function costCodes(orders: readonly CostedOrder[], lines: ReadonlyMap<number, LineRecord[]>, contributions: readonly Contribution[]) {
  const rows = new Map<string, CodeRow>();
  const row = (code: string) => rows.get(code) ?? rows.set(code, { committed: 0n, invoiced: 0n, accrued: 0n, actual: 0n }).get(code)!;
  for (const o of orders) {
    const own = lines.get(o.id) ?? [];
    const codeLines = own.length
      ? own.map((l) => ({ costCode: l.costCode, quantity: l.quantity, unitPrice: l.unitPrice }))
      : [{ costCode: null, quantity: "0", unitPrice: "0" }];
    for (const figure of ["committed", "invoiced", "accrued"] as const) {
      for (const share of byCostCode(o.cost[figure], codeLines)) {
        const r = row(share.costCode === "" ? NO_COST_CODE : share.costCode);
        r[figure] += share.amount;
        if (figure !== "committed") r.actual += share.amount;
      }
    }
  }
  for (const c of contributions) {
    if (c.kind === "order" || c.kind === "variation") continue;
    const r = row(costHeadLabel(c.head));
    r[recordCostColumn(c.kind)] += contributionCost(c);
    r.actual += contributionCost(c);
  }
  const headNames = new Set(COST_HEADS.map(costHeadLabel));
  const rank = (code: string) => (headNames.has(code) ? 2 : code === NO_COST_CODE ? 1 : 0);
  return [...rows]
    .filter(([, r]) => r.committed !== 0n || r.actual !== 0n)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([costCode, r]) => ({ costCode, committed: money(r.committed), invoiced: money(r.invoiced), accrued: money(r.accrued), actual: money(r.actual) }));
}

/** Actual cost by month from the contributions' own days. */
export function actualByMonth(contributions: readonly Contribution[], asOf: string): Map<string, Map<CostHead, Pence>> {
  const months = new Map<string, Map<CostHead, Pence>>();
  for (const c of contributions) {
    const cost = contributionCost(c);
    if (cost === 0n) continue;
    const m = monthOf(c, asOf);
    const heads = months.get(m) ?? months.set(m, new Map()).get(m)!;
    heads.set(c.head, (heads.get(c.head) ?? 0n) + cost);
  }
  return months;
}

const sumOf = (heads: ReadonlyMap<CostHead, Pence> | undefined) => [...(heads ?? new Map<CostHead, Pence>()).values()].reduce((a, x) => a + x, 0n);

/** Actual by month so far beside each head's cost to complete spread to the finish (rules/cost-forecast.ts `cashFlow`), summed by month. */
export function cashFlowMonths(
  positions: readonly HeadPosition[],
  contributions: readonly Contribution[],
  asOf: string,
  finishDate: string | null,
  profile: CashFlowProfile,
) {
  const actual = actualByMonth(contributions, asOf);
  const forecast = new Map<string, Pence>();
  for (const p of positions)
    for (const m of spread(p.forecast, p.actual, asOf, finishDate, profile)) forecast.set(m.month, (forecast.get(m.month) ?? 0n) + m.amount);
  const known = [...actual.keys(), ...forecast.keys()].sort();
  return {
    profile,
    months: monthRange(known[0], known.at(-1)!).map((month) => ({
      month,
      actual: money(sumOf(actual.get(month))),
      forecast: money(forecast.get(month) ?? 0n),
    })),
  };
}

/** Each head's cumulative actual by month, from the contract's start (or its first cost) to `asOf`'s month, beside its projected budget. */
export function spendOverTime(positions: readonly HeadPosition[], contributions: readonly Contribution[], asOf: string, startDate: string | null) {
  const actual = actualByMonth(contributions, asOf);
  const last = asOf.slice(0, 7);
  const first = [...actual.keys(), ...(startDate && startDate <= asOf ? [startDate.slice(0, 7)] : []), last].sort()[0];
  const running = new Map<CostHead, Pence>(COST_HEADS.map((h) => [h, 0n]));
  const months = monthRange(first, last).map((month) => {
    for (const [h, cost] of actual.get(month) ?? []) running.set(h, running.get(h)! + cost);
    return { month, heads: Object.fromEntries(COST_HEADS.map((h) => [h, money(running.get(h)!)])) };
  });
  const budgets = Object.fromEntries(positions.map((p) => [p.head, p.projectedBudget === null ? null : money(p.projectedBudget)]));
  return { months, budgets };
}
