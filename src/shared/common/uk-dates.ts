/**
 * Days as people read them everywhere (product.md §3 Company settings: date format dd/MM/yyyy), for
 * text written on the server (timeline, PDFs, emails) and for stored texts that carry ISO days
 * (activity-log descriptions, recycle-bin record names). Dates with a time use web/lib/format.
 */

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
