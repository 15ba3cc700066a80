import { z } from "zod";

/** PostgreSQL's integer: every id column (serial) and every id the API accepts fits it. */
export const MAX_ID = 2_147_483_647;
const WHOLE = /^-?[0-9]+$/;

/**
 * A record id from a path, a query or a body: decimal digits (or a JSON whole number), 1 to MAX_ID.
 * Anything else is refused with `message` (usually "… not found"), zero and negatives with `tooSmall`:
 * "0x10", "1e3", " 1", "+1" and "1.0" are not other spellings of an id, and 2147483648 is not an id
 * PostgreSQL can compare.
 */
export const idSchema = (message: string, tooSmall = message) =>
  z
    .union([z.string(), z.number()], { error: message })
    .describe(`A record id: a whole number from 1 to ${MAX_ID}, as a number or its decimal digits`)
    .transform((v, ctx) => {
      const n = typeof v === "number" ? v : WHOLE.test(v) ? Number(v) : Number.NaN;
      if (Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID) return n;
      ctx.addIssue({ code: "custom", message: Number.isSafeInteger(n) && n < 1 ? tooSmall : message });
      return z.NEVER;
    });

/** `/:id` params: `idParams("Visitor not found")`. */
export const idParams = (message: string) => z.object({ id: idSchema(message) });

/** `/:id` params for a record whose own message is the generic "Not found". */
export const recordIdParams = idParams("Not found");

/**
 * `?ids=1,2,3`: distinct record ids separated by commas, in the order given, 1 to `max` of them
 * (a sheet of ID cards or labels). Anything else is `message`.
 */
export const idListSchema = (max: number, message: string, what = "Record ids") =>
  z
    .string({ error: message })
    .transform((s, ctx) => {
      const parts = s.split(",").map((p) => p.trim());
      const ids = parts.map(Number);
      if (!parts.every((p) => /^[0-9]+$/.test(p)) || ids.some((n) => n < 1 || n > MAX_ID)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      const distinct = [...new Set(ids)];
      if (distinct.length > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return distinct;
    })
    .describe(`${what} separated by commas, 1 to ${max}`);
