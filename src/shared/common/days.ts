import { z } from "zod";

/** Days as the API and date inputs carry them: ISO yyyy-MM-dd (display is uk-dates.ts). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDay = (v: string) => ISO_DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** An ISO day (yyyy-MM-dd), as a date input gives it. */
export const isoDayField = (label = "Date") =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isIsoDay, `${label} must be a valid date (yyyy-mm-dd)`);
