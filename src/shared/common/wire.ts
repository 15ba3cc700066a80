import { z } from "zod";

/**
 * Shapes that recur in the API's answers (response schemas, shared/common/contract.ts). They describe
 * the JSON as the browser reads it: dates are strings, money and quantities numbers as the API sends them.
 */

/** An instant, ISO 8601 with time zone ("2026-11-25T09:15:00.000Z"). */
export const timestamp = z.string().describe("ISO 8601 date-time");
/** A calendar day, yyyy-MM-dd. */
export const isoDay = z.string().describe("yyyy-MM-dd");
/** A user as a record names them: who created or changed it. */
export const personRef = z.object({ id: z.number().int(), name: z.string() }).meta({ id: "PersonRef" });
/** A person as an answer names them, from a joined id and name: none when either is missing (a user since removed). */
export const personOf = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);
/** An answer that only says it worked. */
export const okAnswer = z.object({ ok: z.literal(true) });

/**
 * Carbon figures are Carbon Tracking's (docs/decisions/0015-carbon-only-role.md): a reader without its
 * view receives the record without them (platform/carbon-access.ts), so each such field is optional.
 */
export const carbonOnly = <T extends z.ZodType>(schema: T) => schema.optional().describe("Absent for a reader without Carbon Tracking view");

/** An answer that says what happened, in words the screen may show ("Your password has been updated."). */
export const messageAnswer = z.object({ message: z.string() });
