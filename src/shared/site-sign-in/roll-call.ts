import { z } from "zod";
import { idSchema } from "../common/ids";
import { timestamp } from "../common/wire";
import { refusalSchema } from "./site-sign-in";

/**
 * The live roll-call (issue 31, "Roll-call and the day's record"): everyone on a contract's site now,
 * workers and visitors by employer, with times and overrides; and an evacuation drill a marshal ticks
 * off on a phone. Every open device hears of a change within 2 seconds (the events stream).
 */

export const ROLL_CALL_KINDS = ["worker", "visitor"] as const;
export type RollCallKind = (typeof ROLL_CALL_KINDS)[number];

export const rollCallPersonSchema = z.object({
  kind: z.enum(ROLL_CALL_KINDS),
  /** site_attendance.id (worker) or visitor_attendance.id (visitor). */
  attendanceId: z.number().int(),
  name: z.string(),
  /** The employer, or the visitor's company. */
  company: z.string().nullable(),
  trade: z.string().nullable(),
  signInTime: z.string(),
  signInMethod: z.string(),
  recordedOffline: z.boolean(),
  override: z.object({ refusals: z.array(refusalSchema), reason: z.string(), by: z.string().nullable() }).nullable(),
  flaggedRefusals: z.array(refusalSchema),
  /** The visitor's reason for visiting (visitors only). */
  reasonForVisit: z.string().nullable(),
});
export type RollCallPerson = z.output<typeof rollCallPersonSchema>;

export const drillSchema = z.object({
  id: z.number().int(),
  startedAt: timestamp,
  startedBy: z.string().nullable(),
  ticked: z.array(z.object({ kind: z.enum(ROLL_CALL_KINDS), attendanceId: z.number().int(), by: z.string().nullable(), at: timestamp })),
});
export type DrillView = z.output<typeof drillSchema>;

export const rollCallSchema = z
  .object({
    project: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    date: z.string(),
    onSiteCount: z.number().int(),
    workerCount: z.number().int(),
    visitorCount: z.number().int(),
    headcountLimit: z.number().int().nullable(),
    /** By employer (visitors by their company), largest first. */
    byEmployer: z.array(z.object({ company: z.string(), workers: z.number().int(), visitors: z.number().int() })),
    people: z.array(rollCallPersonSchema),
    /** The evacuation roll-call in progress, or null. */
    drill: drillSchema.nullable(),
    asOf: timestamp,
  })
  .meta({ id: "RollCall" });
export type RollCallView = z.output<typeof rollCallSchema>;

export const DRILL_MESSAGES = {
  notFound: "Roll-call not found",
  ended: "This roll-call has ended",
  alreadyRunning: "A roll-call is already in progress on this site",
  personNotOnSite: "This person is not on the roll-call",
} as const;

export const drillParams = z.object({ slug: z.string().trim().min(1).max(200), drillId: idSchema(DRILL_MESSAGES.notFound) });
export const tickInput = z.object({
  kind: z.enum(ROLL_CALL_KINDS, { error: "Kind must be worker or visitor" }),
  attendanceId: idSchema(DRILL_MESSAGES.personNotOnSite),
  ticked: z.boolean({ error: "Say whether the person is ticked" }),
});
export type TickInput = z.output<typeof tickInput>;

export const FIRE_ROLL_CALL_FILENAME = (slug: string, date: string) => `fire-roll-call-${slug}-${date}.pdf`;
/** The events stream's event name: the roll-call changed, read it again. */
export const ROLL_CALL_EVENT = "roll-call";
