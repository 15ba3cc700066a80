import { EXPIRES_SOON_DAYS, expiryState, type ExpiryState } from "../common/expiry";
import { labelled } from "../common/labelled";
import { parseScaled, toDecimal } from "../common/money";
import { formatMeasure } from "../common/numbers";
import { daysAfter, daysBefore, daysBetween, ukDay } from "../common/uk-dates";

/**
 * When an asset's maintenance or inspection falls due (issue 32): by date, by engine hours or by
 * miles, whichever comes first. A date is due on its day; a meter is due at a reading, which is
 * turned into a day by forecasting from the machine's average use, so the three can be compared and
 * the register can say "due soon" for hours as it does for dates. The state is the one expiry rule
 * (common/expiry.ts) and its warning window, so "due soon" means what it means for documents.
 *
 * Readings are exact: an hour meter shows tenths, an odometer whole miles, and both are counted as
 * whole units of their scale (bigint), so 249.9 + 0.1 is 250 and a due reading is reached exactly.
 */

export const { values: METERS, labels: METER_LABELS } = labelled({ hours: "Engine hours", miles: "Miles" });
export type Meter = (typeof METERS)[number];

/** Places a reading keeps: an hour meter shows tenths of an hour, an odometer whole miles. */
export const METER_SCALE: Readonly<Record<Meter, number>> = { hours: 1, miles: 0 };
const METER_UNIT: Readonly<Record<Meter, string>> = { hours: "h", miles: "miles" };

export type MeterReading = { day: string; value: string | number };

/** A reading as a person reads it: "1,234.5 h", "12,000 miles". */
export const readingText = (meter: Meter, value: string | number) => formatMeasure(value, METER_UNIT[meter]);

/** The state of a due date in the register's words; the keys are the one expiry rule's states. */
export const {
  values: DUE_STATES,
  labels: DUE_STATE_LABELS,
  label: dueStateLabel,
} = labelled({ valid: "In date", expiring: "Due soon", expired: "Overdue", none: "Not scheduled" } satisfies Record<ExpiryState, string>);

// Readings ---------------------------------------------------------------------------------------

export const readingLowerMessage = (meter: Meter, last: MeterReading) =>
  `The reading cannot be lower than the last one (${readingText(meter, last.value)} on ${ukDay(last.day)})`;
export const readingHigherMessage = (meter: Meter, next: MeterReading) =>
  `The reading cannot be higher than a later one (${readingText(meter, next.value)} on ${ukDay(next.day)})`;

const units = (meter: Meter, value: string | number | null | undefined): bigint | null =>
  value === null || value === undefined ? null : parseScaled(value, METER_SCALE[meter]);

/** Oldest first; on one day the higher reading is the later one (a meter only goes up). */
const inOrder = (meter: Meter, readings: readonly MeterReading[]) =>
  [...readings].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : Number((units(meter, a.value) ?? 0n) - (units(meter, b.value) ?? 0n))));

/**
 * Why a new reading is refused, or null. A meter only goes up, so a reading may not be lower than the
 * last one on or before its day, nor (when it is back-dated) higher than the first one after it.
 */
export function readingProblem(meter: Meter, reading: MeterReading, readings: readonly MeterReading[]): string | null {
  const value = units(meter, reading.value);
  if (value === null) return null; // Not a number: the field's own schema says so.
  const sorted = inOrder(meter, readings);
  const before = sorted.filter((r) => r.day <= reading.day).at(-1);
  if (before && value < units(meter, before.value)!) return readingLowerMessage(meter, before);
  const after = sorted.find((r) => r.day > reading.day);
  if (after && value > units(meter, after.value)!) return readingHigherMessage(meter, after);
  return null;
}

// The forecast -----------------------------------------------------------------------------------

/** Average use is taken over about the last 90 days of readings, so a machine back from a quiet spell forecasts by how it is used now. */
export const FORECAST_WINDOW_DAYS = 90;

type Use = { latest: { day: string; units: bigint }; used: bigint; days: number };

/**
 * Average daily use: the rise between the latest reading and the oldest one within
 * FORECAST_WINDOW_DAYS before it (or, when no other reading is that recent, the newest one older than
 * that), over the days between them. Null with fewer than two readings on different days, or when the
 * meter has not moved (an idle machine has no forecast, only its due reading).
 */
function averageUse(meter: Meter, readings: readonly MeterReading[]): Use | null {
  const sorted = inOrder(meter, readings).filter((r) => units(meter, r.value) !== null);
  const latest = sorted.at(-1);
  if (!latest) return null;
  const from = daysBefore(latest.day, FORECAST_WINDOW_DAYS);
  const older = sorted.filter((r) => r.day < latest.day);
  const base = older.find((r) => r.day >= from) ?? older.at(-1);
  const latestUnits = units(meter, latest.value)!;
  if (!base) return { latest: { day: latest.day, units: latestUnits }, used: 0n, days: 0 };
  return { latest: { day: latest.day, units: latestUnits }, used: latestUnits - units(meter, base.value)!, days: daysBetween(base.day, latest.day) };
}

/**
 * The day a meter is forecast to reach `due`: the latest reading's day plus the days the remaining
 * use takes at the average rate, rounded up to a whole day (it has reached it by the end of that day):
 * ceil(remaining × days ÷ used), in whole units, never through a float.
 */
function forecastDay(use: Use, due: bigint): string | null {
  if (use.used <= 0n || use.days <= 0) return null;
  const remaining = due - use.latest.units;
  const span = BigInt(use.days);
  const daysToGo = (remaining * span + use.used - 1n) / use.used;
  return daysAfter(use.latest.day, Number(daysToGo));
}

// When it is due ---------------------------------------------------------------------------------

export type DueBy = "date" | Meter;

/** How often: every so many days, engine hours or miles (any of them; none is "not scheduled"). */
export type DueSchedule = { everyDays?: number | null; everyHours?: string | number | null; everyMiles?: string | number | null };

/**
 * The last time it was done, with the meters then. A meter's reading at that time, when not given,
 * is the latest reading on or before that day.
 */
export type LastDone = { day: string; hours?: string | number | null; miles?: string | number | null };

export type DueInput = {
  schedule: DueSchedule;
  lastDone: LastDone | null;
  /** A due day a person set (the record's "next maintenance date"): the earlier of it and the interval's day counts. */
  nextDay?: string | null;
  readings?: Partial<Record<Meter, readonly MeterReading[]>>;
  /**
   * A meter's own "due soon" margin (a vehicle's service 1,000 miles ahead): once the latest reading is
   * within it of the due reading, it is due soon whatever the forecast says. Without one, only the
   * forecast day says "due soon".
   */
  soonWithin?: Partial<Record<Meter, string | number>>;
};

export type DueMeasure = {
  by: DueBy;
  /** The day it is due: by date, the set day; by a meter, the day its due reading was reached or is forecast. */
  dueDay: string | null;
  /** The reading at which it is due (meters only), canonical ("1250.0", "12000"). */
  dueReading: string | null;
  /** The meter has reached the due reading: due now, whatever the forecast said. */
  reached: boolean;
  /** The latest reading is within the meter's "due soon" margin of the due reading (DueInput.soonWithin). */
  near?: boolean;
};

export type Due = { state: ExpiryState; dueDay: string | null; by: DueBy | null; measures: DueMeasure[] };

function meterMeasure(
  meter: Meter,
  every: string | number,
  lastDone: LastDone | null,
  readings: readonly MeterReading[],
  soonWithin?: string | number,
): DueMeasure {
  const none: DueMeasure = { by: meter, dueDay: null, dueReading: null, reached: false };
  const interval = units(meter, every);
  if (!lastDone || interval === null || interval <= 0n) return none;
  const sorted = inOrder(meter, readings);
  const baseline = units(meter, lastDone[meter]) ?? units(meter, sorted.filter((r) => r.day <= lastDone.day).at(-1)?.value);
  if (baseline === null) return none;
  const due = baseline + interval;
  const dueReading = toDecimal(due, METER_SCALE[meter]);
  // Only readings since the service count: one before it cannot make the next service due.
  const firstAtDue = sorted.find((r) => r.day >= lastDone.day && units(meter, r.value)! >= due);
  if (firstAtDue) return { by: meter, dueDay: firstAtDue.day, dueReading, reached: true };
  const use = averageUse(meter, sorted);
  const margin = units(meter, soonWithin);
  const latest = units(meter, sorted.at(-1)?.value);
  const near = margin !== null && latest !== null && latest >= due - margin;
  return { by: meter, dueDay: use ? forecastDay(use, due) : null, dueReading, reached: false, ...(near && { near }) };
}

/**
 * Whether maintenance or an inspection is due on `today`, and by which measure. Whichever comes
 * first: a meter that has reached its due reading makes it overdue at once (a reading has no "good
 * through the day"); otherwise the earliest due day of the date, the hours forecast and the miles
 * forecast, judged by the one expiry rule with its warning window (`withinDays`).
 */
export function nextDue(input: DueInput, today: string, withinDays = EXPIRES_SOON_DAYS): Due {
  const { schedule, lastDone, nextDay, readings = {}, soonWithin = {} } = input;
  const measures: DueMeasure[] = [];
  const byInterval = lastDone && schedule.everyDays ? daysAfter(lastDone.day, schedule.everyDays) : null;
  const days = [byInterval, nextDay].filter((d): d is string => !!d).sort();
  if (days.length > 0) measures.push({ by: "date", dueDay: days[0], dueReading: null, reached: false });
  if (schedule.everyHours) measures.push(meterMeasure("hours", schedule.everyHours, lastDone, readings.hours ?? [], soonWithin.hours));
  if (schedule.everyMiles) measures.push(meterMeasure("miles", schedule.everyMiles, lastDone, readings.miles ?? [], soonWithin.miles));

  // The earliest day wins; on one day the order above (date, hours, miles) says which is named.
  const first = measures.filter((m) => m.dueDay).sort((a, b) => (a.dueDay! < b.dueDay! ? -1 : a.dueDay! > b.dueDay! ? 1 : 0))[0];
  const reached = measures.find((m) => m.reached);
  const near = measures.find((m) => m.near);
  if (!first) return near ? { state: "expiring", dueDay: null, by: near.by, measures } : { state: "none", dueDay: null, by: null, measures };
  if (reached) return { state: "expired", dueDay: first.dueDay, by: first.by, measures };
  const byDay = expiryState(first.dueDay, today, withinDays);
  // A meter within its margin makes it due soon even while the day is far off: named by that meter.
  if (near && byDay === "valid") return { state: "expiring", dueDay: first.dueDay, by: near.by, measures };
  return { state: byDay, dueDay: first.dueDay, by: first.by, measures };
}
