import { labelled } from "../common/labelled";
import { parseScaled } from "../common/money";

/**
 * Hand-arm vibration exposure (issue 32; the Control of Vibration at Work Regulations 2005 and HSE's
 * exposure points system, L140 and HSE's "ready-reckoner", hse.gov.uk/vibration/hav/readyreckoner.htm):
 *
 *   points = 2 × a² × T   (a: the tool's vibration magnitude in m/s², T: trigger time in hours)
 *
 * so 2.5 m/s² for 8 hours is 100 points, the exposure action value (2.5 m/s² A(8)), and 5 m/s² for
 * 8 hours is 400, the exposure limit value (5 m/s² A(8)). Points add up across a worker's tools in a
 * day. At 100 the worker is warned; at 400 more use is refused unless someone overrides it with a
 * reason that is logged.
 *
 * Arithmetic is exact: a magnitude is whole hundredths of a m/s² (m) and trigger time whole minutes
 * (t), so one use is m² × t / 300,000 points (2 × (m/100)² × t/60), and a day is kept as the sum of
 * the numerators over that one denominator. Nothing is a float until the figure is shown.
 *
 * Rounding: HSE's ready-reckoner gives whole points, to the nearest point (2.5 m/s² for 15 minutes is
 * 3.125, shown as 3; 2.5 m/s² for an hour is 12.5, shown as 13), and adds the whole points of each
 * tool. We round once, the day's exact total to the nearest whole point with halves up, and judge the
 * thresholds on that whole figure: what the worker and supervisor read is what is judged, and a
 * total of 99.5 (shown as 100) warns, erring by half a point on the side of the worker's hands.
 */

/** The exposure action value and the exposure limit value, in points. */
export const HAVS_ACTION_POINTS = 100;
export const HAVS_LIMIT_POINTS = 400;

/** One use's points are m² × t ÷ this (m in hundredths of a m/s², t in minutes). */
const DENOMINATOR = 300_000;

export const {
  values: HAVS_STATES,
  labels: HAVS_STATE_LABELS,
  label: havsStateLabel,
} = labelled({
  below_action: "Below the action value",
  action: "At or over the action value",
  limit: "At or over the limit value",
});
export type HavsState = (typeof HAVS_STATES)[number];

export const HAVS_MESSAGES = {
  action: "This worker has reached the daily exposure action value (100 points): reduce their vibration exposure",
  limit: "This would take the worker to the daily exposure limit value (400 points): they must stop using vibrating tools today",
  overrideReason: "Give a reason to go over the exposure limit value",
  magnitude: "The tool's vibration magnitude must be a number of m/s², e.g. 3.5",
  minutes: "Trigger time must be a whole number of minutes",
} as const;

/** One spell on one tool: its magnitude (m/s², up to 2 decimals) and the trigger time in minutes. */
export type ToolUse = { magnitude: string | number; minutes: number };

/** A magnitude in whole hundredths of a m/s²; throws on one no form would let through. */
function hundredths(magnitude: string | number): number {
  const m = parseScaled(magnitude, 2);
  if (m === null || m < 0n) throw new RangeError(HAVS_MESSAGES.magnitude);
  return Number(m);
}

function minutesOf(minutes: number): number {
  if (!Number.isSafeInteger(minutes) || minutes < 0) throw new RangeError(HAVS_MESSAGES.minutes);
  return minutes;
}

/** A day's exposure as exact numerator over DENOMINATOR (see above); a sum of these is a sum of the numerators. */
const numerator = (use: ToolUse) => {
  const m = hundredths(use.magnitude);
  return m * m * minutesOf(use.minutes);
};

/** Whole points, to the nearest point with halves up, as HSE's ready-reckoner shows them. */
const wholePoints = (n: number) => Math.floor((2 * n + DENOMINATOR) / (2 * DENOMINATOR));

/** One use's points, whole: 3.5 m/s² for 2 hours is 49. */
export const exposurePoints = (use: ToolUse) => wholePoints(numerator(use));

export const havsState = (points: number): HavsState => (points >= HAVS_LIMIT_POINTS ? "limit" : points >= HAVS_ACTION_POINTS ? "action" : "below_action");

export type DayExposure = {
  /** The day's total, whole points (rounded once, from the exact sum). */
  points: number;
  state: HavsState;
};

/** A worker's day: every use on every tool, added exactly and rounded once. */
export function dayExposure(uses: readonly ToolUse[]): DayExposure {
  const points = wholePoints(uses.reduce((sum, u) => sum + numerator(u), 0));
  return { points, state: havsState(points) };
}

/**
 * The most whole minutes a worker can still use a tool of `magnitude` today before the day reaches
 * `threshold` points (the action or the limit value) as shown: the supervisor's "you have 40 minutes
 * left on the breaker". 0 when it is already reached; null for a tool with no vibration.
 */
export function minutesBefore(threshold: number, magnitude: string | number, usesSoFar: readonly ToolUse[]): number | null {
  const m = hundredths(magnitude);
  if (m === 0) return null;
  const sofar = usesSoFar.reduce((sum, u) => sum + numerator(u), 0);
  // Whole points reach `threshold` from an exact total of threshold − ½, i.e. a numerator of (2·threshold − 1)·D/2.
  const reachesAt = ((2 * threshold - 1) * DENOMINATOR) / 2;
  const gap = reachesAt - sofar;
  if (gap <= 0) return 0;
  // The largest whole t with m²·t < gap, all whole numbers: m²·t ≤ gap − 1.
  return Math.floor((gap - 1) / (m * m));
}

export type HavsDecision = {
  /** The day with this use in it. */
  after: DayExposure;
  /** Warn the worker and their supervisor: at or over the action value. */
  warn: boolean;
  /** Refused unless overridden with a logged reason: at or over the limit value. */
  refused: boolean;
};

/**
 * What logging (or allowing) one more use does to a worker's day: below the action value it is
 * simply recorded; from 100 points it is recorded with a warning; from 400 it is refused, and only a
 * person allowed to override (with a reason, written to the activity log) can record it.
 */
export function havsDecision(usesSoFar: readonly ToolUse[], next: ToolUse): HavsDecision {
  const after = dayExposure([...usesSoFar, next]);
  return { after, warn: after.state !== "below_action", refused: after.state === "limit" };
}
