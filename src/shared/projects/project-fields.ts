import { z } from "zod";
import { optionalDecimal } from "../common/decimal";

/**
 * Field rules of the project form (data-model.md §5 "Project"). Optional fields take "" from a form
 * and store null; every message names the field the way the form labels it.
 */

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** "", blanks and null → null; anything else must pass `inner` (whose messages are shown). */
export const optional = <T extends z.ZodType<unknown, string>>(inner: T) =>
  z
    .string()
    .nullish()
    .transform((v) => (blank(v) ? null : v!))
    .pipe(inner.nullable());

export const optionalText = (max: number, label: string) => optional(z.string().trim().max(max, `${label} must be ${max} characters or fewer`));

/** A required text: missing, null or blank all give `message`. */
export const requiredText = (max: number, label: string, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be ${max} characters or fewer`);

/** UK postcodes, including GIR 0AA; stored upper-case with one space before the inward code (as the company profile). */
const POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ][0-9][0-9A-HJKPSTUW]? ?[0-9][ABD-HJLNP-UW-Z]{2}|[A-PR-UWYZ][A-HK-Y][0-9][0-9ABEHMNPRVWXY]? ?[0-9][ABD-HJLNP-UW-Z]{2})$/;
export const POSTCODE_MESSAGE = "Please enter a valid UK postcode, e.g. SW1A 1AA";
export const postcodeField = z
  .string()
  .transform((v) => v.toUpperCase().replace(/\s+/g, ""))
  .refine((v) => POSTCODE.test(v), POSTCODE_MESSAGE)
  .transform((v) => `${v.slice(0, -3)} ${v.slice(-3)}`);

/** A UK number (0 + 9–10 digits, or +44 + 9–10) or an international one (+ and 8–15 digits); spaces, dashes and brackets ignored. */
export const phoneField = (label: string) =>
  z
    .string()
    .trim()
    .max(30, `Please enter a valid phone number for ${label}`)
    .refine(
      (v) => /^(0\d{9,10}|\+44\d{9,10}|\+[1-9]\d{7,14})$/.test(v.replace(/[\s()-]/g, "")),
      `Please enter a valid phone number for ${label}, e.g. 0113 496 0000`,
    );

export const emailField = (label: string) =>
  z
    .string()
    .trim()
    .max(254, `Please enter a valid email address for ${label}`)
    .pipe(z.email(`Please enter a valid email address for ${label}`));

/** An ISO day (yyyy-MM-dd), as a date input gives it. */
export const isIsoDate = (v: unknown): v is string => {
  if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
export const dateField = (label: string) => z.string().trim().refine(isIsoDate, `${label} must be a valid date`);

/** Positive whole-number id of a team member; the server checks they are active. */
export const memberField = (message: string) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (blank(v) ? null : Number(v)))
    .refine((v) => v === null || (Number.isSafeInteger(v) && v > 0), message);

/**
 * Pounds, not negative, at most 2 decimals and 13 digits before the point (numeric 15,2). Kept as a
 * canonical string ("1250.50") so it is stored and compared exactly, never through a float.
 */
export const moneyField = (label: string) =>
  optionalDecimal({
    label,
    whole: 13,
    scale: 2,
    example: "1250.50",
    symbols: true,
    messages: { notNumber: `${label} must be an amount in pounds, e.g. 250000 or 1250.50` },
  });
