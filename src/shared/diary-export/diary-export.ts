import { z } from "zod";

/** GET /api/projects/by-slug/{slug}/diary-export.pdf?from=yyyy-MM-dd&to=yyyy-MM-dd (whole days, inclusive). */
export const MAX_EXPORT_DAYS = 366;

const day = (label: string) =>
  z
    .string({ error: `${label} date is required` })
    .trim()
    .min(1, `${label} date is required`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, `${label} date must be a date (yyyy-MM-dd)`);

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const diaryExportQuery = z
  .object({ from: day("From"), to: day("To") })
  .refine((q) => q.from <= q.to, { message: "The From date must be on or before the To date", path: ["to"] })
  .refine((q) => q.from > q.to || daysInRange(q.from, q.to) <= MAX_EXPORT_DAYS, {
    message: `The date range can be at most ${MAX_EXPORT_DAYS} days`,
    path: ["to"],
  });
export type DiaryExportQuery = z.infer<typeof diaryExportQuery>;

export const diaryExportFilename = (slug: string, from: string, to: string) => `${slug}-diary-${from}-to-${to}.pdf`;
