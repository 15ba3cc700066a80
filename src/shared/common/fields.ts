import { z } from "zod";
import { isIsoDay } from "./days";
import { optionalDecimal, readDecimal, requiredDecimal, type DecimalRule } from "./decimal";
import { text } from "./text";
import { countField } from "./whole-number";

/**
 * The field primitives every form and route is built from (issue 29 item 1, decision 0058): text,
 * exact decimals, days, times, email, UK phone and postcode. Each takes the field's label and, where
 * the spec words a message (data-model.md §5), that message; the defaults are the house's wording
 * ("<label> must be 200 characters or fewer"). A form and its route parse with the same schema, so a
 * message shown under an input is the one an API caller reads.
 */

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** "", blanks, null and undefined → null; anything else must pass `inner` (whose messages are shown). */
export const optional = <T extends z.ZodType<unknown, string>>(inner: T) =>
  z
    .string()
    .nullish()
    .transform((v) => (isBlank(v) ? null : v!))
    .pipe(inner.nullable());

// Text ---------------------------------------------------------------------------------------------

const tooLongMessage = (label: string, max: number) => `${label} must be ${max} characters or fewer`;

/** A required text, trimmed: missing, null or blank all say `required` ("<label> is required" unless given). */
export const requiredText = (label: string, max: number, required = `${label} is required`, tooLong = tooLongMessage(label, max)) =>
  text({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * An optional text, trimmed: "", blanks, null and missing are stored as null. Its length is counted
 * after trimming (spaces a person typed around a word are not theirs to count).
 */
export const optionalText = (label: string, max: number, tooLong = tooLongMessage(label, max)) =>
  text({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The number of a purchase order a site record is bought on ("PO-2025-0142"), optional and trimmed:
 * a short reference, as long as a delivery's PO number. "Order number must be 50 characters or fewer".
 */
export const orderNumberField = () => optionalText("Order number", 50);

// Exact decimals -----------------------------------------------------------------------------------

/** A numeric column's shape (data-model.md §9): places kept and digits before the point. */
export type DecimalShape = { scale: number; whole: number };
/** numeric(12,2): prices and general money. */
export const MONEY_12_2: DecimalShape = { scale: 2, whole: 10 };
/** numeric(15,2): contract money (budgets, contract value, cover, turnover, invoices). */
export const MONEY_15_2: DecimalShape = { scale: 2, whole: 13 };
/** numeric(12,3): quantities, weights and distances. */
export const QUANTITY_12_3: DecimalShape = { scale: 3, whole: 9 };

export type DecimalOptions = {
  /** Shown in the default "not a number" message: "Unit price must be a number, e.g. 12.50". */
  example: string;
  /** A leading £, a trailing % and thousands commas are read as a person means them. */
  symbols?: boolean;
  /** The smallest value and what to say below it; a negative value is told the same. */
  min?: { value: string; message: string };
  /** The largest value and what to say above it; too many digits are told the same. */
  max?: { value: string; message: string };
  messages?: DecimalRule["messages"];
};

const decimalRule = (label: string, shape: DecimalShape, o: DecimalOptions): DecimalRule => ({
  label,
  ...shape,
  example: o.example,
  symbols: o.symbols,
  min: o.min,
  max: o.max,
  messages: { ...(o.min && { negative: o.min.message }), ...(o.max && { tooLarge: o.max.message }), ...o.messages },
});

/**
 * An optional exact decimal, kept as its canonical string ("1250.50"), never a float: the one reader
 * (decimal.ts) says what is wrong in the order a person fixes it. "", null or missing is null.
 */
export const decimalField = (label: string, shape: DecimalShape, o: DecimalOptions) => optionalDecimal(decimalRule(label, shape, o));

/** A required exact decimal: "", null or missing says `required` ("<label> is required" unless given). */
export const requiredDecimalField = (label: string, shape: DecimalShape, o: DecimalOptions, required?: string) =>
  requiredDecimal(decimalRule(label, shape, o), required);

/** An amount in pounds of contract money (numeric 15,2), optional: "£250,000" is 250000.00. */
export const moneyField = (label: string) =>
  decimalField(label, MONEY_15_2, {
    example: "1250.50",
    symbols: true,
    messages: { notNumber: `${label} must be an amount in pounds, e.g. 250000 or 1250.50` },
  });

/**
 * An amount of contract money that may be below nothing (numeric 15,2), optional: a variation that
 * omits work is worth less to the client and costs us less ("-£1,250.50" is -1250.50). The sign is
 * read first, then the amount by the one reader with its messages; "-0" is 0.00.
 */
export const signedMoneyField = (label: string) => {
  const rule = decimalRule(label, MONEY_15_2, {
    example: "1250.50 or -1250.50",
    symbols: true,
    messages: { notNumber: `${label} must be an amount in pounds, e.g. 1250.50 or -1250.50` },
  });
  return z
    .union([z.string(), z.number()], { error: rule.messages!.notNumber })
    .nullish()
    .transform((v, ctx): string | null => {
      if (isBlank(v)) return null;
      const text = typeof v === "number" ? String(v) : v!.trim();
      const minus = /^[-\u2212]/.test(text);
      const read = readDecimal(minus ? text.slice(1).trimStart() : text, rule);
      if ("error" in read) {
        // A second sign ("--5") is not a number, not a negative one.
        ctx.addIssue({ code: "custom", message: minus && read.error === `${label} cannot be negative` ? rule.messages!.notNumber! : read.error });
        return z.NEVER;
      }
      return minus && /[1-9]/.test(read.value) ? `-${read.value}` : read.value;
    });
};

/**
 * An optional amount of general money (numeric 12,2: a rate, a ticket's cost), 0 or more, exact:
 * "£1,250.5" is 1250.50. Its messages: "<label> must be an amount in pounds, e.g. 45.00",
 * "<label> cannot be negative", "<label> can have at most 2 decimal places", "<label> is too large".
 */
export const amountField = (label: string, example = "45.00") =>
  decimalField(label, MONEY_12_2, {
    example,
    symbols: true,
    min: { value: "0", message: `${label} cannot be negative` },
    messages: { notNumber: `${label} must be an amount in pounds, e.g. ${example}`, tooLarge: `${label} is too large` },
  });

// Whole counts -------------------------------------------------------------------------------------

/**
 * An optional count typed in a form or sent as JSON (days between services, hours between
 * inspections): "", blanks, null and missing are null; otherwise whole-number.ts's countField, 1 to
 * `max`, with its words ("… must be a whole number", "… must be 1 or more", "… must be at most 365").
 */
export const optionalCount = (label: string, max: number) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be a whole number` })
    .nullish()
    .transform((v) => (isBlank(v) ? null : typeof v === "string" ? v.trim() : v!))
    .pipe(countField(label, max).nullable());

// Days and times -----------------------------------------------------------------------------------

export const dayMessage = (label: string) => `${label} must be a valid date (yyyy-mm-dd)`;

/** A required ISO day (yyyy-MM-dd), as a date input gives it; a blank one is only "required". */
export const dayField = (label: string, invalid = dayMessage(label), required = `${label} is required`) =>
  z.string({ error: required }).trim().min(1, { message: required, abort: true }).refine(isIsoDay, invalid);

/** An optional ISO day: "", null or missing is null. */
export const optionalDay = (label: string, invalid = dayMessage(label)) =>
  z
    .string({ error: invalid })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isIsoDay(v), invalid);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A 24-hour clock time as a time input gives it: "08:00", "23:59". */
export const isTime = (v: string) => TIME.test(v);

/** An optional time (HH:MM): "", null or missing is null. */
export const optionalTime = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isTime(v), invalid);

// Email, phone, postcode ---------------------------------------------------------------------------

/** An email address, trimmed; `tooLong` past 254 characters (the most an address can be). */
export const emailField = (invalid: string, tooLong = invalid) => z.string().trim().max(254, tooLong).pipe(z.email(invalid));

const UK_PHONE = /^(0\d{9,10}|\+44\d{9,10})$/;
const ANY_PHONE = /^(0\d{9,10}|\+44\d{9,10}|\+[1-9]\d{7,14})$/;

/**
 * A UK phone number, landline or mobile (0 + 9–10 digits, or +44 + 9–10); with `abroad`, also an
 * international one (+ and 8–15 digits), for suppliers and clients abroad. Spaces, dashes and
 * brackets are ignored; stored as typed.
 */
export const phoneField = (invalid: string, { abroad = false, tooLong = invalid }: { abroad?: boolean; tooLong?: string } = {}) =>
  z
    .string()
    .trim()
    .max(30, tooLong)
    .refine((v) => (abroad ? ANY_PHONE : UK_PHONE).test(v.replace(/[\s()-]/g, "")), invalid);

/** What a person types around a phone number's digits: spaces, dashes, brackets and dots. */
const PHONE_SEPARATORS = /[\s().-]/g;

/**
 * A UK mobile number in E.164 ("+447700900123"), as an SMS or WhatsApp provider wants it, or null
 * for anything that cannot take a text: a landline, a pager, a personal (070) number, a number
 * abroad, a typo. Mobiles are Ofcom's 071–075, 077–079 and the Isle of Man's 07624; written
 * 07…, +44 7…, +44 (0)7… or 0044 7…, with spaces, dashes or dots anywhere.
 */
export function ukMobileE164(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const digits = raw.trim().replace("(0)", "").replace(PHONE_SEPARATORS, "");
  const national = /^(?:\+44|0044|44)(7\d{9})$/.exec(digits)?.[1] ?? /^0(7\d{9})$/.exec(digits)?.[1];
  if (!national) return null;
  const mobile = /^7[1-57-9]/.test(national) || national.startsWith("7624");
  return mobile ? `+44${national}` : null;
}

/** UK postcodes, including GIR 0AA. */
const POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ][0-9][0-9A-HJKPSTUW]? ?[0-9][ABD-HJLNP-UW-Z]{2}|[A-PR-UWYZ][A-HK-Y][0-9][0-9ABEHMNPRVWXY]? ?[0-9][ABD-HJLNP-UW-Z]{2})$/;
export const POSTCODE_MESSAGE = "Please enter a valid UK postcode, e.g. SW1A 1AA";

/** A UK postcode, stored as Royal Mail writes it: upper case, one space before the inward code ("LS11 5DF"). */
export const postcodeField = z
  .string()
  .transform((v) => v.toUpperCase().replace(/\s+/g, ""))
  .refine((v) => POSTCODE.test(v), POSTCODE_MESSAGE)
  .transform((v) => `${v.slice(0, -3)} ${v.slice(-3)}`);

export const UNITED_KINGDOM = "United Kingdom";

/**
 * An address's postcode and country (suppliers, workers): the country defaults to the United Kingdom,
 * and the record's transform passes through `withUkPostcode`, which checks the postcode as a UK one only
 * when the address is in the UK; abroad it stays as typed.
 */
export const addressPostcodeFields = {
  postcode: optionalText("Postcode", 12),
  country: z
    .string()
    .trim()
    .max(100, "Country must be 100 characters or fewer")
    .nullish()
    .transform((v) => v || UNITED_KINGDOM),
};

/** A UK address's postcode, stored as Royal Mail writes it ("LS11 5DF"), or an issue on `postcode`. */
export function withUkPostcode<T extends { postcode?: string | null; country: string }>(v: T, ctx: z.RefinementCtx): T {
  if (!v.postcode || v.country.toLowerCase() !== UNITED_KINGDOM.toLowerCase()) return v;
  const checked = postcodeField.safeParse(v.postcode);
  if (!checked.success) {
    ctx.addIssue({ code: "custom", path: ["postcode"], message: checked.error.issues[0].message });
    return z.NEVER;
  }
  return { ...v, postcode: checked.data };
}
