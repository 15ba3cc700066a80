import { formatMoneyText, parsePence } from "@shared/common/money";
import { formatCount, formatHours, formatPercent } from "@shared/common/numbers";
import { hoursOf } from "@shared/rules/labour-cost";
import type { ContractCosts, HeadFigures } from "@shared/cost-analysis/cost-figures";

/**
 * How the cost analysis screens word a figure. Money arrives as decimal strings worked out in exact
 * pence on the server and is printed by the project's one formatter (shared/common/money.ts); these
 * say what a missing figure, a margin below nothing or a risk reads as.
 */

/** "£12,400.00"; a figure never entered reads `none` ("Not set"). */
export const money = (value: string | null | undefined, none = "Not set") => (value === null || value === undefined ? none : formatMoneyText(value));

/** Whether a money figure is below nothing (a loss, an overspend). */
export const isNegative = (value: string | null | undefined) => value !== null && value !== undefined && (parsePence(value) ?? 0n) < 0n;

/** Whether a money figure is above nothing. */
export const isPositive = (value: string | null | undefined) => value !== null && value !== undefined && (parsePence(value) ?? 0n) > 0n;

/** Seconds of labour as people read hours: 30,600 s → "8.5 h". */
export const hoursText = (seconds: number) => formatHours(hoursOf(seconds));

/** A margin's percentage, "12.5%"; none without a value to take it of. */
export const percentText = (percent: string | null, none = "No value") => (percent === null ? none : formatPercent(percent));

/** A margin as "£12,400.00 (8.2%)"; a contract with no value has no margin. */
export function marginText(margin: string | null, percent: string | null): string {
  if (margin === null) return "No value";
  return percent === null ? money(margin) : `${money(margin)} (${formatPercent(percent)})`;
}

/** The company view's budget risk: forecast over (or under) the projected budget, as a share of it. */
export function riskText(risk: string | null): string {
  if (risk === null) return "No budget";
  const n = Number(risk);
  if (n > 0) return `${formatPercent(risk)} over`;
  if (n < 0) return `${formatPercent(risk.replace(/^-/, ""))} under`;
  return "On budget";
}

/** A risk above nothing is an overrun forecast. */
export const isOverrun = (risk: string | null) => risk !== null && Number(risk) > 0;

/** A head's budget: the current one, with the original beside it when a change or a variation moved it. */
export function budgetText(h: Pick<HeadFigures, "originalBudget" | "budget">): { current: string; from: string | null } {
  const moved = h.originalBudget !== null && h.budget !== null && (parsePence(h.originalBudget) ?? 0n) !== (parsePence(h.budget) ?? 0n);
  return { current: money(h.budget), from: moved ? money(h.originalBudget) : null };
}

/** Whether the projected budget says something the current budget does not (pending or unagreed variations). */
export const projectedDiffers = (h: Pick<HeadFigures, "budget" | "projectedBudget">) =>
  h.projectedBudget !== null && (h.budget === null || (parsePence(h.budget) ?? 0n) !== (parsePence(h.projectedBudget) ?? 0n));

/** The bar under "% used", capped at the full width; a head past 90 % reads amber, past its budget red. */
export function usedBar(percentUsed: string | null): { width: number; tone: "ok" | "near" | "over" } | null {
  if (percentUsed === null) return null;
  const n = Number(percentUsed);
  return { width: Math.max(0, Math.min(100, n)), tone: n > 100 ? "over" : n > 90 ? "near" : "ok" };
}

type Exception = ContractCosts["exceptions"][number];

/**
 * Where an exception's record opens: an order on the purchase orders screen, a worker on their page,
 * a delivery in the contract's diary (its form opens from `?delivery=`). None when the record is not
 * given (a worker's, to a reader who may not see names) or its screen is not the reader's.
 */
export function exceptionHref(slug: string, e: Exception, sees: { orders: boolean; workers: boolean; diary: boolean }): string | null {
  const r = e.record;
  if (!r) return null;
  if (r.type === "order") return sees.orders ? `/purchase-orders?order=${r.id}` : null;
  if (r.type === "worker") return sees.workers ? `/workforce/edit/${r.id}` : null;
  return sees.diary ? `/project/${encodeURIComponent(slug)}?delivery=${r.id}` : null;
}

/** A plant, waste or energy record's form in the contract's diary (`?plant=12`, as the carbon screens open them). */
export const entryHref = (slug: string, kind: "plant" | "waste" | "energy", id: number) => `/project/${encodeURIComponent(slug)}?${kind}=${id}`;

/** "1 contract", "3 contracts". */
export const countOf = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
