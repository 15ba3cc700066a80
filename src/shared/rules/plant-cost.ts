import { divRound, formatMoney, parsePence, parseScaled, toDecimal, type Pence } from "../common/money";
import { labelled } from "../common/labelled";

/**
 * A plant entry's cost (docs/decisions/0081-cost-analysis.md, "Plant"): its hire rate by unit, or its
 * order when it names a live one of the contract (costed there, never twice), or nothing with the
 * word "uncosted" beside it. Plant on hire is an accrual: no invoice names the entry.
 */

export const {
  values: HIRE_RATE_UNITS,
  labels: HIRE_RATE_UNIT_LABELS,
  label: hireRateUnitLabel,
} = labelled({
  hour: "per hour",
  day: "per day",
  week: "per week",
});
export type HireRateUnit = (typeof HIRE_RATE_UNITS)[number];

/** A hire week is five working days: an entry (one day on site) is a fifth of the weekly rate. */
export const HIRE_WEEK_DAYS = 5n;

export type PlantEntry = {
  id: number;
  /** Hours on the entry (numeric 8,2), used by a rate per hour. */
  hours: string | null;
  /** The hire rate in pounds (numeric 10,2), net of VAT, and its unit. */
  hireRate: string | null;
  hireRateUnit: string | null;
  /** The order the entry names (`po_number`), if any. */
  poNumber: string | null;
};

export type PlantCost =
  | { state: "rate"; cost: Pence; text: string }
  | { state: "order"; cost: 0n; orderNumber: string; text: string }
  | { state: "uncosted"; cost: 0n; text: string };

/** What an entry's rate comes to: hour × hours, day = the rate, week = a fifth of it; null when there is no usable rate. */
export function hireCost(rate: string | null, unit: string | null, hours: string | null): Pence | null {
  const pence = rate === null || rate.trim() === "" ? null : parsePence(rate);
  if (pence === null) return null;
  switch (unit) {
    case "hour": {
      const hundredths = hours === null || hours.trim() === "" ? null : parseScaled(hours, 2);
      return hundredths === null ? null : divRound(pence * hundredths, 100n);
    }
    case "day":
      return pence;
    case "week":
      return divRound(pence, HIRE_WEEK_DAYS);
    default:
      return null;
  }
}

/** Order numbers compared as people type them: case and surrounding spaces ignored. */
export const orderKey = (n: string) => n.trim().toUpperCase();

/**
 * A contract's live order numbers, keyed once: a page prices a thousand entries against a thousand
 * orders, and keying the orders again for each entry was most of its time (decision 0081, measured).
 */
export class LiveOrders {
  private readonly keys: ReadonlySet<string>;
  constructor(numbers: Iterable<string>) {
    this.keys = new Set([...numbers].map(orderKey));
  }
  has(n: string | null | undefined) {
    const k = orderKey(n ?? "");
    return k !== "" && this.keys.has(k);
  }
}
const liveOf = (l: Iterable<string> | LiveOrders) => (l instanceof LiveOrders ? l : new LiveOrders(l));

/**
 * The entry's cost. `liveOrderNumbers` are the contract's orders that count (not cancelled with
 * nothing on them, not in the recycle bin): an entry naming one is that order's cost. A number that
 * names no live order is ignored and the rate prices the entry.
 */
export function plantCost(entry: PlantEntry, liveOrderNumbers: Iterable<string> | LiveOrders): PlantCost {
  return costOf(entry, liveOf(liveOrderNumbers));
}

function costOf(entry: PlantEntry, live: LiveOrders): PlantCost {
  const named = entry.poNumber?.trim() ?? "";
  if (live.has(named)) return { state: "order", cost: 0n, orderNumber: named, text: `costed by its order ${named}` };
  const cost = hireCost(entry.hireRate, entry.hireRateUnit, entry.hours);
  if (cost === null) return { state: "uncosted", cost: 0n, text: "uncosted" };
  return { state: "rate", cost, text: `${formatMoney(parsePence(entry.hireRate!)!)} ${hireRateUnitLabel(entry.hireRateUnit!)}` };
}

/** `uncostedHours` is the uncosted entries' hours as stored, two places ("12.50"). */
export type PlantTotals = { cost: Pence; entries: number; byOrder: number; uncosted: number; uncostedHours: string };

/** A contract's plant entries added up: cost from rates, and how many entries were left to orders or uncosted. */
export function plantTotals(entries: readonly PlantEntry[], liveOrderNumbers: Iterable<string> | LiveOrders): PlantTotals {
  const live = liveOf(liveOrderNumbers);
  let cost = 0n;
  let byOrder = 0;
  let uncosted = 0;
  let uncostedHundredths = 0n;
  for (const e of entries) {
    const c = costOf(e, live);
    cost += c.cost;
    if (c.state === "order") byOrder++;
    if (c.state === "uncosted") {
      uncosted++;
      uncostedHundredths += (e.hours === null ? null : parseScaled(e.hours, 2)) ?? 0n;
    }
  }
  return { cost, entries: entries.length, byOrder, uncosted, uncostedHours: toDecimal(uncostedHundredths, 2) };
}
