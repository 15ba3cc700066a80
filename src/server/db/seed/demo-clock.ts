import { daysBefore, ukDay } from "../../modules/weather/uk-day";

/**
 * Site time for the demo seed. Sites keep UK wall-clock time (GMT in winter, BST in summer), so a
 * diary entry "logged at 16:45" must be stored as the instant that was 16:45 in Leeds that day, and
 * nothing may be stored after the seed's `now`.
 */

export { daysBefore, ukDay };

const ukClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
const offsets = new Map<string, number>();

/** Minutes the UK is ahead of UTC on a day (0 or 60), read at noon: site hours never straddle the 01:00 change. */
function ukOffsetMinutes(day: string): number {
  let offset = offsets.get(day);
  if (offset === undefined) {
    const noon = new Date(`${day}T12:00:00Z`);
    const p = Object.fromEntries(ukClock.formatToParts(noon).map((x) => [x.type, x.value]));
    offset = (Number(p.hour) - 12) * 60 + Number(p.minute);
    offsets.set(day, offset);
  }
  return offset;
}

/** The instant that was `time` (HH:MM, or minutes after midnight) in the UK on `day`. */
export function ukInstant(day: string, time: string | number): Date {
  const minutes = typeof time === "number" ? time : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return new Date(Date.parse(`${day}T00:00:00Z`) + (minutes - ukOffsetMinutes(day)) * 60_000);
}

/** Minutes after midnight, UK time, of an instant. */
export function ukMinutes(at: Date): number {
  const p = Object.fromEntries(ukClock.formatToParts(at).map((x) => [x.type, x.value]));
  return Number(p.hour) * 60 + Number(p.minute);
}

/** 0 Sunday … 6 Saturday, for an ISO day. */
export const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
export const isWeekday = (day: string) => weekday(day) >= 1 && weekday(day) <= 5;

/** The ISO day `n` days after `day`. */
export const daysAfter = (day: string, n: number) => daysBefore(day, -n);

/** The latest Monday–Friday on or before `day`. */
export function workdayOnOrBefore(day: string): string {
  let d = day;
  while (!isWeekday(d)) d = daysBefore(d, 1);
  return d;
}

/** The Monday–Friday `n` working days before `day` (n = 1: the previous working day). */
export function workdaysBefore(day: string, n: number): string {
  let d = day;
  for (let i = 0; i < n; i++) d = workdayOnOrBefore(daysBefore(d, 1));
  return d;
}

/** The first Monday–Friday after `day`. */
export function workdayAfter(day: string): string {
  let d = daysAfter(day, 1);
  while (!isWeekday(d)) d = daysAfter(d, 1);
  return d;
}

/** "HH:MM" for minutes after midnight. */
export const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
