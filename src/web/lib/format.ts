import { dayMonthYear, hoursMinutes, hoursMinutesSeconds, shortWeekdayDate } from "./calendar";

/**
 * en-GB formatting for the whole client (product.md §9): dd/MM/yyyy, 24-hour time, numbers with
 * 2 decimals by default, money in pounds. Dates are written by ./calendar, numbers by Intl.
 */
type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 14/01/2025; "" for a missing or invalid date. */
export const formatDate = (value: DateInput) => {
  const d = toDate(value);
  return d ? dayMonthYear(d) : "";
};

/** 14:05 (24-hour). */
export const formatTime = (value: DateInput) => {
  const d = toDate(value);
  return d ? hoursMinutes(d) : "";
};

/** 14/01/2025 14:05 */
export const formatDateTime = (value: DateInput) => {
  const d = toDate(value);
  return d ? `${dayMonthYear(d)} ${hoursMinutes(d)}` : "";
};

/** The header clock: date and time to the second, e.g. "Tue, 14 Jan 2025" and "14:05:09". */
export const formatClock = (value: Date) => ({ date: shortWeekdayDate(value), short: dayMonthYear(value), time: hoursMinutesSeconds(value) });

/** Numbers come from the one formatter both sides share (src/shared/common/numbers.ts). */
export {
  formatBytes,
  formatCarbon,
  formatCount,
  formatCurrency,
  formatFactor,
  formatHours,
  formatMeasure,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatTemperature,
} from "@shared/common/numbers";

/** How long ago, as a person says it: "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date. */
export function timeAgo(value: DateInput, now: Date = new Date()): string {
  const at = toDate(value);
  if (!at) return "";
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  return formatDate(at);
}
