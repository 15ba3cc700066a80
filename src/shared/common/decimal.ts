import { z } from "zod";
import { toDecimal } from "./money";

/**
 * An exact decimal with a given scale (data-model.md §9: money numeric(12,2), quantities (12,3)):
 * the one reader behind every decimal field a person types or an API caller sends (issue 28 §13).
 * It says what is wrong in the order a person would fix it: not a number at all ("1e2", "NaN",
 * "ten"), then negative, then more places than the column keeps (refused, never rounded: "20.001"
 * is not 20.00), then too large. The value comes back canonical ("1250.50"), never through a float.
 */
export type DecimalRule = {
  label: string;
  /** Places kept, the column's scale. */
  scale: number;
  /** Digits before the point, the column's precision − scale. */
  whole: number;
  /** Shown in the "not a number" message: "Unit price must be a number, e.g. 12.50". */
  example: string;
  /** A leading £, a trailing % and thousands commas ("£1,250.50") are read as a person means them. */
  symbols?: boolean;
  /** The smallest value, when above 0 ("0.001"), with its message. */
  min?: { value: string; message: string };
  /** The largest value, when below what the digits allow, with its message. */
  max?: { value: string; message: string };
  /** Each message, when the field's own words differ from the defaults below. */
  messages?: Partial<Record<"notNumber" | "negative" | "places" | "tooLarge", string>>;
};

const PLAIN = /^(-)?(\d*)(?:\.(\d*))?$/;
const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/;

const scaled = (whole: string, fraction: string, scale: number) => BigInt((whole || "0") + fraction.padEnd(scale, "0"));
const bound = (value: string, scale: number) => {
  const [whole, fraction = ""] = value.split(".");
  return scaled(whole, fraction, scale);
};

/** The decimal's canonical text, or what is wrong with it. */
export function readDecimal(value: string | number, rule: DecimalRule): { value: string } | { error: string } {
  const { label, scale, whole, example } = rule;
  const say = {
    notNumber: `${label} must be a number, e.g. ${example}`,
    negative: `${label} cannot be negative`,
    places: `${label} can have at most ${scale} decimal places`,
    tooLarge: `${label} is too large (at most ${whole} digits before the decimal point)`,
    ...rule.messages,
  };
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { error: say.notNumber };
    text = String(value);
    // A JSON number past 1e21 or below 1e-6 prints with an exponent: it is a number, just too large or too fine.
    if (text.includes("e")) return { error: value < 0 ? say.negative : Math.abs(value) >= 1 ? say.tooLarge : say.places };
  } else {
    text = value.trim();
    if (rule.symbols) {
      text = text
        .replace(/^(-?)\s*£\s*/, "$1")
        .replace(/\s*%$/, "")
        .trim();
      if (GROUPED.test(text)) text = text.replace(/,/g, "");
    }
  }
  const m = PLAIN.exec(text);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) return { error: say.notNumber };
  const [, sign, digits, fraction = ""] = m;
  const units = scaled(digits, fraction.slice(0, scale), scale);
  if (sign && (units > 0n || /[1-9]/.test(fraction))) return { error: say.negative };
  // Too small before too fine: 0.0004 of a 3-place quantity is "must be greater than 0".
  if (rule.min && units < bound(rule.min.value, scale)) return { error: rule.min.message };
  if (fraction.length > scale) return { error: say.places };
  if (digits.replace(/^0+/, "").length > whole) return { error: say.tooLarge };
  if (rule.max && units > bound(rule.max.value, scale)) return { error: rule.max.message };
  return { value: toDecimal(units, scale) };
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/** An optional decimal: "", null or missing is null. */
export const optionalDecimal = (rule: DecimalRule) =>
  z
    .union([z.string(), z.number()], { error: rule.messages?.notNumber ?? `${rule.label} must be a number, e.g. ${rule.example}` })
    .nullish()
    .transform((v, ctx): string | null => {
      if (blank(v)) return null;
      const read = readDecimal(v!, rule);
      if ("value" in read) return read.value;
      ctx.addIssue({ code: "custom", message: read.error });
      return z.NEVER;
    });

/** A required decimal: "", null or missing is `required` ("<label> is required" unless given). */
export const requiredDecimal = (rule: DecimalRule, required = `${rule.label} is required`) =>
  z
    .union([z.string(), z.number(), z.null(), z.undefined()], { error: rule.messages?.notNumber ?? `${rule.label} must be a number, e.g. ${rule.example}` })
    .transform((v, ctx): string => {
      const read = blank(v) ? { error: required } : readDecimal(v!, rule);
      if ("value" in read) return read.value;
      ctx.addIssue({ code: "custom", message: read.error });
      return z.NEVER;
    });
