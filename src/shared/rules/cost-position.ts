import { divRound, toDecimal, type Pence } from "../common/money";
import { headForecast, type ContractDates, type ForecastMethod, type QsFigure } from "./cost-forecast";
import { COST_HEADS, costHeadLabel, margin, money, type CostHead } from "./cvr";

/**
 * A head's position from its sums (docs/decisions/0081-cost-analysis.md, "The heads"): the one place
 * that turns budget, variations, orders and records into projected budget, actual, remaining, the
 * forecast with its method and flags. The contract page sums a contract's records, the company view
 * reads the kept totals, the CVR snapshot sums its contributions: all three come through here, so
 * the same sums always give the same figures.
 */

/** An order's head is its category (the same six words); anything else is Other. */
export const headOfCategory = (category: string | null): CostHead =>
  (COST_HEADS as readonly string[]).includes(category ?? "") ? (category as CostHead) : "other";

export type HeadSums = {
  head: CostHead;
  originalBudget: Pence | null;
  /** The current budget (Other: its approved variations' cost, or null with none). */
  budget: Pence | null;
  /** The cost estimates of the head's pending and unagreed variations, and whether there are any. */
  pendingVariations: Pence;
  hasPendingVariations: boolean;
  invoiced: Pence;
  accrued: Pence;
  committed: Pence;
  /** Labour and plant (accruals) and waste and energy entries (actuals): cost that is not an order's. */
  recordCosts: Pence;
  /** The head has orders that count (committed or in the cost). */
  ordersPlaced: boolean;
};

export const emptySums = (head: CostHead): HeadSums => ({
  head,
  originalBudget: null,
  budget: null,
  pendingVariations: 0n,
  hasPendingVariations: false,
  invoiced: 0n,
  accrued: 0n,
  committed: 0n,
  recordCosts: 0n,
  ordersPlaced: false,
});

export type HeadPositionView = {
  head: CostHead;
  label: string;
  originalBudget: string | null;
  budget: string | null;
  projectedBudget: string | null;
  pendingVariations: string;
  committed: string;
  invoiced: string;
  accrued: string;
  recordCosts: string;
  actual: string;
  remaining: string | null;
  forecast: string;
  method: ForecastMethod;
  methodUsed: ForecastMethod;
  methodNote: string | null;
  methods: { method: ForecastMethod; label: string; amount: string | null; reason: string | null }[];
  sideBySide: boolean;
  flags: string[];
  percentUsed: string | null;
  qsFigure: QsFigure | null;
};

/**
 * Which column a record's cost (not an order's) goes in, so that invoiced + accrued is the actual:
 * labour signed in and plant on hire are accruals (no invoice names them); waste and energy entries
 * carry the cost their carrier or supplier billed, so they count as invoiced.
 */
export const recordCostColumn = (kind: "labour" | "plant" | "waste" | "energy" | CostHead): "invoiced" | "accrued" =>
  kind === "labour" || kind === "plant" ? "accrued" : "invoiced";

/** The head's figures in pence, for adding up; `view` is the same as the wire shows it. */
export type HeadPosition = {
  head: CostHead;
  projectedBudget: Pence | null;
  /** Orders' invoices and the records billed; orders' accruals and the records accrued (`recordCostColumn`). */
  invoiced: Pence;
  accrued: Pence;
  actual: Pence;
  committed: Pence;
  forecast: Pence;
  flagged: boolean;
  view: HeadPositionView;
};

const opt = (p: Pence | null) => (p === null ? null : money(p));

/** (part ÷ whole) as a percentage to one decimal, exact: "93.6"; null with no whole. */
export const percentOf = (part: Pence, whole: Pence | null): string | null =>
  whole === null || whole === 0n ? null : toDecimal(divRound(part * 1000n, whole), 1);

export function headPosition(s: HeadSums, dates: ContractDates, qs: QsFigure | null, chosen: ForecastMethod, asOf: string): HeadPosition {
  const projected = s.budget === null && !s.hasPendingVariations ? null : (s.budget ?? 0n) + s.pendingVariations;
  const recordsAccrue = recordCostColumn(s.head) === "accrued";
  const invoiced = s.invoiced + (recordsAccrue ? 0n : s.recordCosts);
  const accrued = s.accrued + (recordsAccrue ? s.recordCosts : 0n);
  const actual = invoiced + accrued;
  const f = headForecast({ projectedBudget: projected, actual, committed: s.committed, ordersPlaced: s.ordersPlaced }, dates, qs, chosen, asOf);
  return {
    head: s.head,
    projectedBudget: projected,
    invoiced,
    accrued,
    actual,
    committed: s.committed,
    forecast: f.forecast,
    flagged: f.flags.length > 0,
    view: {
      head: s.head,
      label: costHeadLabel(s.head),
      originalBudget: opt(s.originalBudget),
      budget: opt(s.budget),
      projectedBudget: opt(projected),
      pendingVariations: money(s.pendingVariations),
      committed: money(s.committed),
      invoiced: money(invoiced),
      accrued: money(accrued),
      recordCosts: money(s.recordCosts),
      actual: money(actual),
      remaining: projected === null ? null : money(projected - actual - s.committed),
      forecast: money(f.forecast),
      method: f.chosen,
      methodUsed: f.method,
      methodNote: f.fallback,
      methods: f.methods.map((m) => ({
        method: m.method,
        label: m.label,
        amount: m.available ? money(m.forecast) : null,
        reason: m.available ? null : m.reason,
      })),
      sideBySide: f.sideBySide,
      flags: f.flags.map((x) => x.text),
      percentUsed: percentOf(actual + s.committed, projected),
      qsFigure: qs,
    },
  };
}

export type ContractTotals = {
  budget: Pence | null;
  projectedBudget: Pence | null;
  committed: Pence;
  invoiced: Pence;
  accrued: Pence;
  actual: Pence;
  forecast: Pence;
};

/** The heads added up; a budget is set when any head's is. */
export function contractTotals(sums: readonly HeadSums[], positions: readonly HeadPosition[]): ContractTotals {
  const add = (xs: (Pence | null)[]) => (xs.every((x) => x === null) ? null : xs.reduce<Pence>((a, x) => a + (x ?? 0n), 0n));
  return {
    budget: add(sums.map((s) => s.budget)),
    projectedBudget: add(positions.map((p) => p.projectedBudget)),
    committed: positions.reduce((a, p) => a + p.committed, 0n),
    invoiced: positions.reduce((a, p) => a + p.invoiced, 0n),
    accrued: positions.reduce((a, p) => a + p.accrued, 0n),
    actual: positions.reduce((a, p) => a + p.actual, 0n),
    forecast: positions.reduce((a, p) => a + p.forecast, 0n),
  };
}

/** Margin at completion: the (projected) value less the forecast cost; none with no value. */
export function forecastMargin(value: Pence | null, forecast: Pence) {
  if (value === null) return { value: null, cost: money(forecast), margin: null, percent: null };
  const m = margin(value, forecast);
  return { value: money(value), cost: money(forecast), margin: money(m.margin), percent: m.percent };
}

/** Budget risk: how far the forecast is over (+) or under (−) the projected budget, as % of it; none with no budget. */
export const budgetRisk = (forecast: Pence, projectedBudget: Pence | null) =>
  projectedBudget === null || projectedBudget === 0n ? null : percentOf(forecast - projectedBudget, projectedBudget);
