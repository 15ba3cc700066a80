import { divRound, formatMoney, parsePence, type Pence } from "../common/money";
import { labelled } from "../common/labelled";
import { formatPercent } from "../common/numbers";
import { daysBetween, monthsAfter } from "../common/uk-dates";
import { apportion } from "./order-cost";

/**
 * A head's forecast at completion, its flags and its cash flow (docs/decisions/0081-cost-analysis.md,
 * "Forecast at completion" and "Cash flow"). Every figure is exact pence; a method that cannot be
 * worked out says why rather than answering a number nobody could defend.
 */

export const {
  values: FORECAST_METHODS,
  labels: FORECAST_METHOD_LABELS,
  label: forecastMethodLabel,
} = labelled({
  budget: "Budget",
  spend_rate: "Spend rate",
  qs_figure: "QS figure",
});
export type ForecastMethod = (typeof FORECAST_METHODS)[number];
export const DEFAULT_FORECAST_METHOD: ForecastMethod = "budget";

// Projected budget ---------------------------------------------------------------------------------

export const {
  values: VARIATION_STATUSES,
  labels: VARIATION_STATUS_LABELS,
  label: variationStatusLabel,
} = labelled({
  pending: "Pending",
  approved: "Approved",
  unagreed: "Unagreed",
  rejected: "Rejected",
});
export type VariationStatus = (typeof VARIATION_STATUSES)[number];

/** Variations that may yet cost us: they move the projected budget only (approval moves the current budget itself). */
export const PROJECTED_VARIATION_STATUSES: readonly VariationStatus[] = ["pending", "unagreed"];

export type VariationCost = { status: string; costEstimate: string | null };

/**
 * The current budget plus the cost estimates of the head's pending and unagreed variations (an
 * omission's negative estimate takes away). Approved ones are already in the current budget, rejected
 * ones move nothing. A head with no budget and nothing pending has no projected budget (null).
 */
export function projectedBudget(currentBudget: string | null, variations: readonly VariationCost[]): Pence | null {
  const pending = variations.filter((v) => (PROJECTED_VARIATION_STATUSES as readonly string[]).includes(v.status));
  const budget = currentBudget === null || currentBudget.trim() === "" ? null : parsePence(currentBudget);
  if (budget === null && pending.length === 0) return null;
  return pending.reduce((sum, v) => sum + (v.costEstimate === null ? 0n : (parsePence(v.costEstimate) ?? 0n)), budget ?? 0n);
}

// The methods --------------------------------------------------------------------------------------

export type HeadPosition = {
  projectedBudget: Pence | null;
  actual: Pence;
  committed: Pence;
  /** The head has orders that count (committed or in the cost). */
  ordersPlaced: boolean;
};
export type ContractDates = { startDate: string | null; finishDate: string | null };
/** The QS's figure for the head, with its note (who and when are the server's). */
export type QsFigure = { amount: string; note: string };

export type MethodResult =
  { method: ForecastMethod; label: string; available: true; forecast: Pence } | { method: ForecastMethod; label: string; available: false; reason: string };

export const SPEND_RATE_REASONS = {
  noDates: "Needs the contract's start and finish dates",
  badDates: "The contract's finish date is before its start date",
  notStarted: "The contract has not started yet",
  noSpend: "No spend yet",
} as const;
export const NO_QS_FIGURE = "No QS figure entered";

const max = (a: Pence, b: Pence) => (a > b ? a : b);
const ok = (method: ForecastMethod, forecast: Pence): MethodResult => ({ method, label: forecastMethodLabel(method), available: true, forecast });
const no = (method: ForecastMethod, reason: string): MethodResult => ({ method, label: forecastMethodLabel(method), available: false, reason });

/**
 * The spend rate projected to the finish: actual × total days ÷ elapsed days (both counting the
 * first and last day; elapsed stops at the finish), never below actual + committed.
 */
export function spendRateForecast(head: HeadPosition, dates: ContractDates, asOf: string): MethodResult {
  const { startDate: start, finishDate: finish } = dates;
  if (!start || !finish) return no("spend_rate", SPEND_RATE_REASONS.noDates);
  const total = daysBetween(start, finish) + 1;
  if (total < 1) return no("spend_rate", SPEND_RATE_REASONS.badDates);
  if (asOf < start) return no("spend_rate", SPEND_RATE_REASONS.notStarted);
  if (head.actual <= 0n) return no("spend_rate", SPEND_RATE_REASONS.noSpend);
  const elapsed = Math.min(daysBetween(start, asOf) + 1, total);
  return ok("spend_rate", max(divRound(head.actual * BigInt(total), BigInt(elapsed)), head.actual + head.committed));
}

/** All three methods for a head, in their fixed order. */
export function forecastMethods(head: HeadPosition, dates: ContractDates, qs: QsFigure | null, asOf: string): MethodResult[] {
  const spent = head.actual + head.committed;
  const qsAmount = qs === null ? null : parsePence(qs.amount);
  return [
    ok("budget", max(head.projectedBudget ?? 0n, spent)),
    spendRateForecast(head, dates, asOf),
    qsAmount === null ? no("qs_figure", NO_QS_FIGURE) : ok("qs_figure", qsAmount),
  ];
}

// The head's forecast and its flags ----------------------------------------------------------------

export const ORDERS_PLACED_FLAG = "Forecast equals orders placed: nothing allowed for work not yet ordered";

export type ForecastFlag =
  | { kind: "orders_placed"; text: string }
  /** Actual + committed past 90 % of the projected budget. */
  | { kind: "past_90"; text: string }
  /** The forecast above the projected budget. */
  | { kind: "overrun"; text: string };

export type HeadForecast = {
  chosen: ForecastMethod;
  /** The method that gave the forecast: the chosen one, or Budget when the chosen one is not available. */
  method: ForecastMethod;
  /** Why the chosen method was not used ("Spend rate not available: No spend yet. Budget used"), or null. */
  fallback: string | null;
  forecast: Pence;
  methods: MethodResult[];
  /** The available methods differ from the forecast by more than 10 % of it: show them side by side. */
  sideBySide: boolean;
  flags: ForecastFlag[];
};

/** |other − chosen| above 10 % of the chosen: |d| × 10 > |chosen|. From nothing, any difference counts. */
export const differsByMoreThanTenPercent = (other: Pence, chosen: Pence) => {
  const d = other > chosen ? other - chosen : chosen - other;
  return d * 10n > (chosen < 0n ? -chosen : chosen);
};

/** Share as a percentage to one decimal, exact: 9,150 of 10,000 → "91.5%". */
const percentText = (part: Pence, whole: Pence) => formatPercent(Number(divRound(part * 1000n, whole)) / 10);

export function forecastFlags(head: HeadPosition, forecast: Pence): ForecastFlag[] {
  const flags: ForecastFlag[] = [];
  const spent = head.actual + head.committed;
  const budget = head.projectedBudget;
  if (head.ordersPlaced && forecast === spent && budget !== null && budget > spent) flags.push({ kind: "orders_placed", text: ORDERS_PLACED_FLAG });
  if (budget !== null && budget > 0n && spent * 100n > budget * 90n)
    flags.push({ kind: "past_90", text: `${percentText(spent, budget)} of the projected budget spent or committed` });
  if (budget !== null && forecast > budget) flags.push({ kind: "overrun", text: `Forecast ${formatMoney(forecast - budget)} over the projected budget` });
  return flags;
}

export function headForecast(head: HeadPosition, dates: ContractDates, qs: QsFigure | null, chosen: ForecastMethod, asOf: string): HeadForecast {
  const methods = forecastMethods(head, dates, qs, asOf);
  const picked = methods.find((m) => m.method === chosen)!;
  const used = picked.available ? picked : methods[0];
  const forecast = used.available ? used.forecast : 0n;
  const fallback = picked.available ? null : `${picked.label} not available: ${picked.reason}. Budget used`;
  const sideBySide = methods.some((m) => m.available && m.method !== used.method && differsByMoreThanTenPercent(m.forecast, forecast));
  return { chosen, method: used.method, fallback, forecast, methods, sideBySide, flags: forecastFlags(head, forecast) };
}

// Cash flow ------------------------------------------------------------------------------------------

export const {
  values: CASH_FLOW_PROFILES,
  labels: CASH_FLOW_PROFILE_LABELS,
  label: cashFlowProfileLabel,
} = labelled({
  even: "Even",
  front: "Front-loaded",
  back: "Back-loaded",
});
export type CashFlowProfile = (typeof CASH_FLOW_PROFILES)[number];

/** The months (yyyy-MM) from the current one to the finish's, both included; just the current one when the finish has passed or is unknown. */
export function monthsToFinish(asOf: string, finishDate: string | null): string[] {
  const months = [asOf.slice(0, 7)];
  if (!finishDate) return months;
  const last = finishDate.slice(0, 7);
  for (let n = 1; ; n++) {
    const month = monthsAfter(`${months[0]}-01`, n).slice(0, 7);
    if (month > last) return months;
    months.push(month);
  }
}

/** Weights n, n−1, …, 1 (front-loaded), 1, 2, …, n (back-loaded) or all 1 (even). */
const weights = (n: number, profile: CashFlowProfile) =>
  Array.from({ length: n }, (_, i) => BigInt(profile === "front" ? n - i : profile === "back" ? i + 1 : 1));

export type CashFlowMonth = { month: string; amount: Pence };

/**
 * Cost to complete (forecast − actual, nothing when the head has spent its forecast) spread over the
 * months to the finish by the profile: each month's share cut to the whole penny, the remainder on
 * the last month, so the months add up to the cost to complete exactly.
 */
export function cashFlow(forecast: Pence, actual: Pence, asOf: string, finishDate: string | null, profile: CashFlowProfile): CashFlowMonth[] {
  const toComplete = forecast > actual ? forecast - actual : 0n;
  const months = monthsToFinish(asOf, finishDate);
  const shares = apportion(toComplete, weights(months.length, profile));
  return months.map((month, i) => ({ month, amount: shares[i] }));
}
