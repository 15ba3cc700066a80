import { z } from "zod";

const WHOLE = /^-?[0-9]+$/;

type Bounds = {
  /** Not a whole number: "abc", "0x10", "1e3", "1.5", " 1". */
  message: string;
  min: number;
  max: number;
  tooSmall?: string;
  tooBig?: string;
};

/**
 * A whole number from a query string (page, pageSize, limit, year, days) or a JSON body: decimal digits
 * with an optional minus, within [min, max]. One place, so "0x10" and "1e3" are never read as 16 and
 * 1000 and 1e20 never reaches an SQL OFFSET.
 */
export const wholeNumber = ({ message, min, max, tooSmall = message, tooBig = message }: Bounds) =>
  z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const n = typeof v === "number" ? v : WHOLE.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n)) ctx.addIssue({ code: "custom", message });
    else if (n < min) ctx.addIssue({ code: "custom", message: tooSmall });
    else if (n > max) ctx.addIssue({ code: "custom", message: tooBig });
    else return n;
    return z.NEVER;
  });

/**
 * A count a query asks for (page, page size, limit, days): a whole number from 1 to `max`, each
 * refusal saying the label: "Limit must be a whole number", "… must be 1 or more", "… must be at most 100".
 */
export const countField = (label: string, max: number, tooSmall = `${label} must be 1 or more`) =>
  wholeNumber({ message: `${label} must be a whole number`, min: 1, max, tooSmall, tooBig: `${label} must be at most ${max}` });
