/**
 * en-GB formatting for the whole client (product.md §9): dd/MM/yyyy, 24-hour time, numbers with
 * 2 decimals by default, money in pounds. Formatters are built once; Intl does the work.
 */
const LOCALE = "en-GB";

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: "2-digit", month: "2-digit", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat(LOCALE, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const secondsFormat = new Intl.DateTimeFormat(LOCALE, { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
const longDateFormat = new Intl.DateTimeFormat(LOCALE, { weekday: "short", day: "numeric", month: "short", year: "numeric" });

/** 14/01/2025; "" for a missing or invalid date. */
export const formatDate = (value: DateInput) => {
  const d = toDate(value);
  return d ? dateFormat.format(d) : "";
};

/** 14:05 (24-hour). */
export const formatTime = (value: DateInput) => {
  const d = toDate(value);
  return d ? timeFormat.format(d) : "";
};

/** 14/01/2025 14:05 */
export const formatDateTime = (value: DateInput) => {
  const d = toDate(value);
  return d ? `${dateFormat.format(d)} ${timeFormat.format(d)}` : "";
};

/** The header clock: date and time to the second, e.g. "Tue 14 Jan 2025" and "14:05:09". */
export const formatClock = (value: Date) => ({ date: longDateFormat.format(value), short: dateFormat.format(value), time: secondsFormat.format(value) });

/** Numbers come from the one formatter both sides share (src/shared/common/numbers.ts). */
export {
  formatBytes,
  formatCarbon,
  formatCount,
  formatCurrency,
  formatFactor,
  formatHours,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatTemperature,
} from "@shared/common/numbers";
