/** Site days are UK days: "today" on a site in London, whatever the server's clock zone. */
const ukDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" });

/** 2025-03-10 for an instant, in UK time. */
export const ukDay = (at: Date = new Date()) => ukDate.format(at);

/** The ISO day `n` days before `day` (calendar arithmetic, no time zones involved). */
export function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}
