import { z } from "zod";

const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/**
 * An exact decimal, not negative, as a canonical string ("1250.50"): numeric(precision, scale)
 * allows precision − scale digits before the point (data-model.md §9: money 12,2, quantities 12,3).
 * A form box sends text, an API caller text or a number; neither goes through a float sum.
 */
export function decimalField(label: string, { whole, places, example }: { whole: number; places: number; example: string }) {
  return z
    .union([z.string(), z.number()], { error: `${label} must be a number, e.g. ${example}` })
    .nullish()
    .transform((v) =>
      blank(v)
        ? null
        : String(v)
            .trim()
            .replace(/[£,\s]/g, ""),
    )
    .superRefine((v, ctx) => {
      if (v === null) return;
      const fail = (message: string) => ctx.addIssue({ code: "custom", message });
      if (/^-/.test(v)) return fail(`${label} cannot be negative`);
      const m = /^(\d*)(?:\.(\d*))?$/.exec(v);
      if (!m || (m[1] === "" && (m[2] ?? "") === "")) return fail(`${label} must be a number, e.g. ${example}`);
      if ((m[2] ?? "").length > places) return fail(`${label} can have at most ${places} decimal places`);
      if (m[1].replace(/^0+/, "").length > whole) return fail(`${label} is too large (at most ${whole} digits before the decimal point)`);
    })
    .transform((v) => {
      if (v === null) return null;
      const [w = "", f = ""] = v.split(".");
      return `${w.replace(/^0+(?=\d)/, "") || "0"}.${f.padEnd(places, "0")}`;
    });
}

/** A required decimal: "" or missing is "<label> is required". */
export const requiredDecimal = (label: string, opts: { whole: number; places: number; example: string }) =>
  decimalField(label, opts)
    .refine((v) => v !== null, `${label} is required`)
    .transform((v) => v as string);

/** data-model.md §9 general money 12,2. */
export const MONEY_12_2 = { whole: 10, places: 2, example: "48.50" };
/** data-model.md §9 quantities 12,3. */
export const QUANTITY_12_3 = { whole: 9, places: 3, example: "0.012" };
