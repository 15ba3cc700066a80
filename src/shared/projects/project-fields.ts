import { z } from "zod";
import { emailField, phoneField } from "../common/fields";

/**
 * Field rules of the project form (data-model.md §5 "Project") that are the project's own; text,
 * money, days, phone, email and postcode are the common field primitives (common/fields.ts).
 */

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** A client contact's phone: UK or abroad (a client may be either). */
export const contactPhoneField = (label: string) =>
  phoneField(`Please enter a valid phone number for ${label}, e.g. 0113 496 0000`, { abroad: true, tooLong: `Please enter a valid phone number for ${label}` });

export const contactEmailField = (label: string) => emailField(`Please enter a valid email address for ${label}`);

/** Positive whole-number id of a team member; the server checks they are active. */
export const memberField = (message: string) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (blank(v) ? null : Number(v)))
    .refine((v) => v === null || (Number.isSafeInteger(v) && v > 0), message);
