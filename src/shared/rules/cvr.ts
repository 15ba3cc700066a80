import { divRound, parsePence, parseScaled, toDecimal, type Pence } from "../common/money";
import { labelled } from "../common/labelled";
import { monthsAfter } from "../common/uk-dates";
import type { ForecastMethod, VariationStatus } from "./cost-forecast";

/**
 * The monthly cost-value reconciliation (docs/decisions/0081-cost-analysis.md, "The monthly CVR"):
 * retention held at a month's end, margin in £ and %, and the locked snapshot a closed month keeps.
 * A snapshot is stored as JSON, so its money is decimal strings ("1440.00"), never floats or bigints;
 * the rules read them back with `parsePence`. Why figures moved between two snapshots is cvr-movements.ts.
 */

export const {
  values: COST_HEADS,
  labels: COST_HEAD_LABELS,
  label: costHeadLabel,
} = labelled({
  labour: "Labour",
  plant: "Plant",
  materials: "Materials",
  waste: "Waste",
  energy: "Energy",
  other: "Other",
});
export type CostHead = (typeof COST_HEADS)[number];

// Months ---------------------------------------------------------------------------------------------

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isMonth = (month: string) => MONTH.test(month);

/** The last day of a month: "2026-02" → "2026-02-28". */
export function monthEnd(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** "2026-10" (or a day in it) → "October 2026". */
export const monthLabel = (monthOrDay: string) => `${MONTH_NAMES[Number(monthOrDay.slice(5, 7)) - 1]} ${monthOrDay.slice(0, 4)}`;

// Retention --------------------------------------------------------------------------------------------

/** The contract's retention unless it says otherwise: 3 % held, the second half released 12 months after practical completion. */
export const DEFAULT_RETENTION_PERCENT = "3.00";
export const MAX_RETENTION_PERCENT = "10.00";
export const DEFAULT_DEFECTS_MONTHS = 12;

export type RetentionTerms = {
  /** 0–10, two places. */
  retentionPercent: string;
  practicalCompletion: string | null;
  defectsMonths: number;
};

export type RetentionHeld = {
  held: Pence;
  /** full: the whole rate held; half: half released at practical completion; released: the rest after the defects period. */
  stage: "full" | "half" | "released";
  /** The day the second half is (or will be) released; null before practical completion. */
  finalReleaseDay: string | null;
};

/**
 * Retention held at a month's end on the cumulative certified value: certified × rate; from practical
 * completion certified × half the rate (one rounding, as the next certificate computes it, rather than
 * a rounded half of a rounded figure); nothing once the defects period has ended. A release falls in
 * the month whose end is on or after its day.
 */
export function retentionHeld(certified: Pence, terms: RetentionTerms, month: string): RetentionHeld {
  const hundredths = parseScaled(terms.retentionPercent, 2);
  if (hundredths === null || hundredths < 0n || hundredths > 1000n) throw new RangeError(`Not a retention percentage: ${terms.retentionPercent}`);
  const end = monthEnd(month);
  const pc = terms.practicalCompletion;
  if (pc === null || pc > end) return { held: divRound(certified * hundredths, 10_000n), stage: "full", finalReleaseDay: null };
  const finalReleaseDay = monthsAfter(pc, terms.defectsMonths);
  if (finalReleaseDay <= end) return { held: 0n, stage: "released", finalReleaseDay };
  return { held: divRound(certified * hundredths, 20_000n), stage: "half", finalReleaseDay };
}

// Margin ------------------------------------------------------------------------------------------------

export type Margin = {
  margin: Pence;
  /** Margin as a percentage of the value, one decimal, exact ("12.3", "-4.0"); null with no value. */
  percent: string | null;
};

/** Value less cost, and its share of the value: £30,000.00 on £250,000.00 is 12.0 %. Rounded half away from zero. */
export function margin(value: Pence, cost: Pence): Margin {
  const m = value - cost;
  return { margin: m, percent: value === 0n ? null : toDecimal(divRound(m * 1000n, value), 1) };
}

// The snapshot ------------------------------------------------------------------------------------------

/** Money as stored in a snapshot: a decimal string with two places. */
export type Money = string;
export const money = (pence: Pence): Money => toDecimal(pence);
export const pence = (value: Money | null | undefined): Pence => (value === null || value === undefined ? 0n : (parsePence(value) ?? 0n));

export type HeadSnapshot = {
  head: CostHead;
  budget: Money | null;
  projectedBudget: Money | null;
  invoiced: Money;
  accrued: Money;
  committed: Money;
  /** The head's cost: invoiced + accrued (`recordCostColumn`; a snapshot locked before that rule kept the records' costs in actual alone). */
  actual: Money;
  forecast: Money;
  method: ForecastMethod;
};

/**
 * A record behind a figure, keyed so the next snapshot can find it again ("order:42", "variation:7",
 * "labour:31:2026-10" for a worker's month, "plant:88", "waste:5", "energy:9"). `label` is what the
 * reader sees (an order number, "V003 Extra drainage"; for labour the server writes no worker's name
 * for a reader without Workforce edit); `dated` is the record's own day (an order's invoice or last
 * receipt, a worker-month's last sign-in, an entry's day, a variation's last status change), which
 * tells a late record.
 */
export type Contribution =
  | { kind: "order"; key: string; head: CostHead; label: string; dated: string | null; invoiced: Money; accrued: Money; committed: Money }
  | { kind: "variation"; key: string; head: CostHead; label: string; dated: string | null; status: VariationStatus; value: Money; cost: Money }
  | { kind: "labour"; key: string; head: "labour"; label: string; dated: string | null; seconds: number; uncostedSeconds: number; cost: Money }
  /** Plant on hire (an accrual); waste and energy entries' costs (actuals). */
  | { kind: "plant" | "waste" | "energy"; key: string; head: CostHead; label: string; dated: string | null; cost: Money };

export type ValueSnapshot = { applied: Money; certified: Money; retention: Money };

export type CvrSnapshot = {
  month: string;
  value: ValueSnapshot;
  heads: HeadSnapshot[];
  /** All heads' actual. */
  cost: Money;
  margin: Money;
  marginPercent: string | null;
  forecast: Money;
  contributions: Contribution[];
};

/** A contribution's part in the cost (actual): an order's invoice or accrual, labour and entries' cost; a variation has none. */
export function contributionCost(c: Contribution): Pence {
  switch (c.kind) {
    case "order":
      return pence(c.invoiced) + pence(c.accrued);
    case "variation":
      return 0n;
    default:
      return pence(c.cost);
  }
}

/** The snapshot with its totals worked out from its value and heads: cost, margin and forecast in one place. */
export function buildSnapshot(month: string, value: ValueSnapshot, heads: HeadSnapshot[], contributions: Contribution[]): CvrSnapshot {
  const cost = heads.reduce((s, h) => s + pence(h.actual), 0n);
  const m = margin(pence(value.certified), cost);
  return {
    month,
    value,
    heads,
    cost: money(cost),
    margin: money(m.margin),
    marginPercent: m.percent,
    forecast: money(heads.reduce((s, h) => s + pence(h.forecast), 0n)),
    contributions,
  };
}
