import { onFirstUse } from "./on-first-use";

/**
 * Days and times on a UK site, in one place. Sites keep UK wall-clock time (GMT in winter, BST in
 * summer) whatever the server's or the browser's clock zone, so "today", "14:05" and "midnight on
 * 2025-03-30" are always read in Europe/London. Days as people read them follow product.md §3 Company
 * settings (date format dd/MM/yyyy): for text written on the server (timeline, PDFs, emails) and for
 * stored texts that carry ISO days (activity-log descriptions, recycle-bin record names). Dates with a
 * time on the client use web/lib/format. Day arithmetic is calendar arithmetic on ISO days (no time
 * zone is involved in "the day before 2025-03-30").
 */

export const UK_TIME_ZONE = "Europe/London";

// Days and stamps as people read them ------------------------------------------------------------

/** "2025-03-14" → "14/03/2025"; anything that is not an ISO day is returned as given. */
export function ukDay(iso: string): string;
export function ukDay(iso: string | null | undefined): string | null | undefined;
export function ukDay(iso: string | null | undefined) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/**
 * Every ISO day inside a text as dd/MM/yyyy: "Logged … on 2025-03-14" → "Logged … on 14/03/2025".
 * A day inside a file name (site-2025-03-14.jpg) is left as typed, and 2025-13-40 is no day.
 */
const ISO_DAY = /(?<![\w./-])(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?![\w/-]|\.\w)/g;
export const ukDates = (text: string): string => text.replace(ISO_DAY, (_, y: string, m: string, d: string) => `${d}/${m}/${y}`);

// The site clock ---------------------------------------------------------------------------------

const dayFormat = onFirstUse(() => new Intl.DateTimeFormat("en-CA", { timeZone: UK_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }));
const clockFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: UK_TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }),
);

/** An instant as "14/01/2025 09:05" in UK time (a PDF's "Generated" line). */
export const ukStamp = (at: Date) => clockFormat().format(at).replace(",", "");

/** The site's day of an instant (default now), yyyy-MM-dd: 23:30 UTC on 30 June is 1 July in the UK. */
export const ukToday = (at: Date = new Date()) => dayFormat().format(at);

/** The UK wall clock of an instant as minutes after midnight. */
export function ukMinutes(at: Date): number {
  const p = Object.fromEntries(
    clockFormat()
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return Number(p.hour) * 60 + Number(p.minute);
}

/** "HH:MM" for minutes after midnight. */
export const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The time of an instant (default now) on a UK site, "14:05". */
export const ukTime = (at: Date = new Date()) => clock(ukMinutes(at));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Offsets change only on the hour: the seed asks for hundreds of thousands of instants over a few years' hours.
const offsets = new Map<number, number>();

/** Minutes the UK is ahead of UTC at an instant (0 in GMT, 60 in BST). */
function ukOffsetMinutes(at: number): number {
  const hour = Math.floor(at / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = Object.fromEntries(
      clockFormat()
        .formatToParts(new Date(hour * HOUR))
        .map((x) => [x.type, Number(x.value)]),
    );
    offset = (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - hour * HOUR) / MINUTE;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * The instant that was `time` (HH:MM, or minutes after midnight) in the UK on `day`: a diary entry
 * "logged at 16:45" is stored as the instant that was 16:45 on site. A time the clocks skip (01:30
 * on the last Sunday of March) falls an hour later.
 */
export function ukInstant(day: string, time: string | number): Date {
  const minutes = typeof time === "number" ? time : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE;
  // The offset at the wall time read as UTC is right but for the hour around a change: read it again there.
  const guess = wall - ukOffsetMinutes(wall) * MINUTE;
  return new Date(wall - ukOffsetMinutes(guess) * MINUTE);
}

/** Midnight in the UK at the start of an ISO day: the day a UK user means by "from 10/07/2025". */
export const ukMidnight = (day: string): Date => ukInstant(day, 0);

// Calendar arithmetic ----------------------------------------------------------------------------

/** The ISO day `n` days after `day` (negative: before). */
export function daysAfter(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The ISO day `n` days before `day`. */
export const daysBefore = (day: string, n: number) => daysAfter(day, -n);

/** Whole days from one ISO day to another: 0 for the same day, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The ISO day `n` calendar months after `day`, kept to the last day of a shorter month: 31/08 + 6
 * months is 28/02 (29/02 in a leap year), never 03/03. An interval in months ("every 6 months",
 * LOLER) then never runs past the month it names.
 */
export function monthsAfter(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const months = y * 12 + (m - 1) + n;
  const year = Math.floor(months / 12);
  const month = months - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}
