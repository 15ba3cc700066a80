import { daysAfter, daysBefore } from "@shared/common/uk-dates";

/**
 * The demo's working week: site records fall on Monday to Friday. UK site time itself (today, an
 * instant at 16:45 on site) is @shared/common/uk-dates; nothing may be stored after the seed's `now`.
 */

/** 0 Sunday … 6 Saturday, for an ISO day. */
export const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
export const isWeekday = (day: string) => weekday(day) >= 1 && weekday(day) <= 5;

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
