import type { z } from "zod";
import { formatMoney, formatMoneyText, parsePence, type Pence } from "@shared/common/money";
import type { CvrPeriodDetail, CvrPeriodView, movementSchema } from "@shared/cost-analysis/cvr-periods";
import { formatDate, formatDateTime } from "@web/lib/format";

/**
 * What the monthly CVR shows (decision 0081, "The monthly CVR"), kept out of the components so it can
 * be tested: the months to list, who closed one, which kind of snapshot it keeps, and the movements'
 * signed amounts and totals.
 */

export type Movement = z.output<typeof movementSchema>;
type Snapshot = NonNullable<CvrPeriodDetail["snapshot"]>;
/** (A whole snapshot also has a valuation snapshot's fields, so it is told apart by its heads.) */
export type WholeSnapshot = Extract<Snapshot, { heads: unknown }>;

/** A month as the list shows it; `saved` false for the current month that has no valuation yet. */
export type MonthRow = CvrPeriodView & { saved: boolean };

/**
 * The contract's months newest first, with the current month on top while it has no row and is still
 * open (after the last closed month): the month a valuation is entered for next.
 */
export function monthRows(months: readonly CvrPeriodView[], currentMonth: string): MonthRow[] {
  const rows = months.map((m) => ({ ...m, saved: true }));
  const lastClosed = months.filter((m) => m.status === "closed").reduce<string | null>((last, m) => (last === null || m.month > last ? m.month : last), null);
  const listed = months.some((m) => m.month === currentMonth);
  if (listed || (lastClosed !== null && currentMonth <= lastClosed)) return rows;
  const current: MonthRow = {
    month: currentMonth,
    valueApplied: null,
    valueCertified: null,
    status: "open",
    closedAt: null,
    closedBy: null,
    updatedAt: "",
    updatedBy: null,
    saved: false,
  };
  return [current, ...rows].sort((a, b) => (a.month < b.month ? 1 : a.month > b.month ? -1 : 0));
}

/** The valuation form's boxes for a month. */
export type ValuationStart = { month: string; valueApplied: string; valueCertified: string };

/**
 * A month's figures as they stand, for the valuation form: a PUT replaces both, so the form always
 * starts from what the month holds (blank for a month with none), never from blanks over a saved figure.
 */
export function valuationStart(months: readonly Pick<CvrPeriodView, "month" | "valueApplied" | "valueCertified">[], month: string): ValuationStart {
  const found = months.find((m) => m.month === month);
  return { month, valueApplied: found?.valueApplied ?? "", valueCertified: found?.valueCertified ?? "" };
}

/** "Closed by Sam QS on 01/10/2026 09:14", or by the once-a-day job; null while open. */
export function closedText(p: Pick<CvrPeriodView, "status" | "closedAt" | "closedBy">): string | null {
  if (p.status !== "closed") return null;
  if (p.closedBy) return `Closed by ${p.closedBy.name}${p.closedAt ? ` on ${formatDateTime(p.closedAt)}` : ""}`;
  return `Closed by the daily job${p.closedAt ? ` on ${formatDate(p.closedAt)}` : ""}`;
}

/** A month closed before the cost figures were kept holds its valuation alone: no heads, cost or margin are claimed for it. */
export const isWholeSnapshot = (s: Snapshot): s is WholeSnapshot => "heads" in s;

/** An amount or "Not entered" (a valuation's figures are each optional). */
export const moneyOrBlank = (value: string | null) => (value === null ? "Not entered" : formatMoneyText(value));

/** A movement's amount with its sign: "+£60.00", "-£1,250.50", "£0.00". */
export function signedMoney(amount: string | Pence): string {
  const p = typeof amount === "bigint" ? amount : (parsePence(amount) ?? 0n);
  return p > 0n ? `+${formatMoney(p)}` : formatMoney(p);
}

/** "£12,000.00 (8.5%)"; a margin with no value certified has no percentage. */
export const marginText = (margin: string, percent: string | null) => `${formatMoneyText(margin)}${percent === null ? "" : ` (${percent}%)`}`;

export const AFFECTS_LABEL: Record<Movement["affects"], string> = {
  cost: "Cost",
  committed: "Committed",
  budget: "Budget",
  forecast: "Forecast",
  value: "Value",
};
const AFFECTS_ORDER = Object.keys(AFFECTS_LABEL) as Movement["affects"][];

/** The movements summed by what they move, in a fixed order, leaving out what none moved: "Cost +£1,200.00". */
export function movementTotals(movements: readonly Movement[]): { affects: Movement["affects"]; label: string; total: Pence }[] {
  const sums = new Map<Movement["affects"], Pence>();
  for (const m of movements) sums.set(m.affects, (sums.get(m.affects) ?? 0n) + (parsePence(m.amount) ?? 0n));
  return AFFECTS_ORDER.filter((a) => sums.has(a)).map((affects) => ({ affects, label: AFFECTS_LABEL[affects], total: sums.get(affects)! }));
}

/** Where a movement's record opens, where it has a screen of its own (an order); null otherwise. */
export function movementLink(key: string | null): string | null {
  const order = key?.match(/^order:(\d+)$/);
  return order ? `/purchase-orders?order=${order[1]}` : null;
}
