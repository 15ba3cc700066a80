import { daysAfter, daysBetween, monthsAfter } from "../common/uk-dates";
import { expiryState, type ExpiryState } from "../common/expiry";

/**
 * An HGV's periodic safety inspections (DVSA, Guide to maintaining roadworthiness): the operator
 * declares an interval in weeks on the licence and plans the inspections in ISO 8601 weeks, a year
 * ahead, on a forward planner. "Week 48" means the inspection may fall on any day of that week; it
 * is late from the Monday after. Records are kept at least 15 months.
 *
 * Weeks are "yyyy-Www" (2026-W48): a week belongs to the year that holds its Thursday, so
 * 2027-01-01 (a Friday) is in 2026-W53 and 2024-12-30 (a Monday) in 2025-W01.
 */

/** How long an inspection's record must be kept: the guide's "at least 15 months". */
export const INSPECTION_KEEP_MONTHS = 15;

/** The weeks a forward plan shows by default: a year at a 6-week interval is 9; 12 covers shorter intervals too. */
export const PLAN_WEEKS = 12;

const WEEK = /^(\d{4})-W(\d{2})$/;
const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const utc = (day: string) => new Date(`${day}T12:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

/** The ISO week a day falls in: its Thursday's year, and the Thursday's day of that year / 7. */
export function isoWeekOf(day: string): string {
  const d = utc(day);
  const mondayBased = (d.getUTCDay() + 6) % 7;
  const thursday = new Date(d.getTime() + (3 - mondayBased) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const ordinal = daysBetween(`${year}-01-01`, isoOf(thursday)) + 1;
  return `${year}-W${pad(Math.floor((ordinal - 1) / 7) + 1)}`;
}

export const isIsoWeek = (week: string) => {
  const m = WEEK.exec(week);
  return !!m && Number(m[2]) >= 1 && Number(m[2]) <= 53 && isoWeekOf(weekMonday(week)) === week;
};

/** The Monday of an ISO week: week 1 is the week holding 4 January. */
export function weekMonday(week: string): string {
  const m = WEEK.exec(week);
  if (!m) throw new RangeError(`Not an ISO week: ${week}`);
  const jan4 = utc(`${m[1]}-01-04`);
  const monday = daysAfter(isoOf(jan4), -((jan4.getUTCDay() + 6) % 7));
  return daysAfter(monday, (Number(m[2]) - 1) * 7);
}

/** The Sunday of an ISO week: the last day an inspection planned in it is on time. */
export const weekSunday = (week: string) => daysAfter(weekMonday(week), 6);

/** The week `n` weeks after `week` (negative: before), across year ends and 53-week years. */
export const weeksAfter = (week: string, n: number) => isoWeekOf(daysAfter(weekMonday(week), n * 7));

/** "Week 48, 2026 (23/11 to 29/11)" is the screen's; this is the short "2026-W48" → "W48 2026". */
export const weekLabel = (week: string) => `W${week.slice(6)} ${week.slice(0, 4)}`;

/** The next inspection's week: the last one's ISO week plus the interval; with none yet, due now (this week). */
export function nextDueWeek(lastDay: string | null, intervalWeeks: number, today: string): string {
  return lastDay ? weeksAfter(isoWeekOf(lastDay), intervalWeeks) : isoWeekOf(today);
}

/** The forward plan: the next `count` inspection weeks from the next due one, each `intervalWeeks` apart. */
export function forwardPlan(lastDay: string | null, intervalWeeks: number, today: string, count = PLAN_WEEKS): string[] {
  const first = nextDueWeek(lastDay, intervalWeeks, today);
  return Array.from({ length: count }, (_, i) => weeksAfter(first, i * intervalWeeks));
}

/**
 * Whether the next inspection is due, by the one expiry rule (shared/common/expiry.ts) read on the
 * due week's Sunday: past that Sunday it is overdue ("expired"); due this ISO week or next it is
 * "expiring"; later, "valid". The reminders' 30-day view reads the same Sunday with the default
 * window (inspectionDueDay), so the two never disagree about the day.
 */
export function inspectionState(dueWeek: string, today: string): ExpiryState {
  const endOfNextWeek = weekSunday(weeksAfter(isoWeekOf(today), 1));
  return expiryState(weekSunday(dueWeek), today, daysBetween(today, endOfNextWeek));
}

/** The day a reminder reads as the inspection's "expiry": the due week's Sunday. */
export const inspectionDueDay = weekSunday;

/** The first day an inspection's record may be deleted: 15 months after the day it was done. */
export const keptUntil = (day: string) => monthsAfter(day, INSPECTION_KEEP_MONTHS);

/** An inspection record may go once 15 months have passed since the day it was done. */
export const mayDeleteInspection = (day: string, today: string) => today >= keptUntil(day);
