import { z } from "zod";
import { dayField } from "../common/fields";
import { idSchema } from "../common/ids";
import { ukToday } from "../common/uk-dates";
import { wholeNumber } from "../common/whole-number";
import { isoDay, timestamp } from "../common/wire";
import { HAVS_MESSAGES, HAVS_STATES } from "../rules/havs";

/**
 * Hand-arm vibration exposure as the API and the forms carry it (issue 32, decision 0076): a worker's
 * trigger time on a tool on one day. The points are the server's (rules/havs.ts, from the tool's
 * magnitude when logged); a caller sends only who, which tool, which day and how many minutes.
 */

/** The most trigger time one log may hold: a 12-hour shift. */
export const HAVS_MAX_MINUTES = 720;

export const HAVS_LOG_MESSAGES = {
  worker: "Choose the worker",
  tool: "Choose the tool",
  minutesRequired: "Trigger time is required",
  minutesMin: "Trigger time must be at least 1 minute",
  minutesMax: `Trigger time must be ${HAVS_MAX_MINUTES} minutes (12 hours) or less`,
  futureDay: "Trigger time cannot be logged for a day that has not happened yet",
  noMagnitude: "This tool has no vibration magnitude on the register: add its m/s² to the asset before logging trigger time",
  entryNotFound: "Vibration log not found",
  contractNotFound: "Contract not found",
  overrideNotAllowed: "Only someone with Assets edit can override the exposure limit value",
  /** Exposure is health-surveillance data about a person: both pages' view rights are needed (decision 0076). */
  notAllowed: "Vibration exposure is health data: you need Assets view and Workforce view to see it",
} as const;

const minutesField = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "string" ? v.trim() : v),
  z.union([z.string(), z.number()], { error: HAVS_LOG_MESSAGES.minutesRequired }).pipe(
    wholeNumber({
      message: HAVS_MESSAGES.minutes,
      min: 1,
      max: HAVS_MAX_MINUTES,
      tooSmall: HAVS_LOG_MESSAGES.minutesMin,
      tooBig: HAVS_LOG_MESSAGES.minutesMax,
    }),
  ),
);

/** A day that has happened (UK): trigger time is logged after the work, never ahead of it. */
const pastDay = dayField("Day").refine((d) => d <= ukToday(), HAVS_LOG_MESSAGES.futureDay);

export const havsOverrideSchema = z.object({
  reason: z.string({ error: HAVS_MESSAGES.overrideReason }).trim().min(3, HAVS_MESSAGES.overrideReason).max(500, "The reason must be 500 characters or fewer"),
});

/** POST /api/havs-exposures: the log form (text inputs) and an API caller (numbers) alike. */
export const logHavsSchema = z.object({
  workerId: idSchema(HAVS_LOG_MESSAGES.worker),
  assetId: idSchema(HAVS_LOG_MESSAGES.tool),
  day: pastDay,
  minutes: minutesField,
  /** The contract the work was on; none: the tool's contract now (or none, in the yard). */
  projectId: z.preprocess((v) => (v === "" ? null : v), idSchema(HAVS_LOG_MESSAGES.contractNotFound).nullish()).transform((v) => v ?? null),
  /** Past the exposure limit value (400 points): why, from someone with Assets edit. */
  override: havsOverrideSchema.optional(),
});
export type LogHavsInput = z.output<typeof logHavsSchema>;
export type LogHavsBody = z.input<typeof logHavsSchema>;

/** PATCH /api/havs-exposures/:id: a wrong entry's day or minutes (the worker and tool stay: a wrong one is deleted). */
export const updateHavsSchema = z.object({ day: pastDay, minutes: minutesField, override: havsOverrideSchema.optional() });
export type UpdateHavsInput = z.output<typeof updateHavsSchema>;

export const havsParams = z.object({ id: idSchema(HAVS_LOG_MESSAGES.entryNotFound) });
export const havsWorkerParams = z.object({ workerId: idSchema("Worker not found") });
export const havsDayQuery = z.object({ day: dayField("Day").optional() });
export const havsToolsQuery = z.object({
  q: z.string().trim().max(100, "Search must be 100 characters or fewer").optional(),
  projectId: z.preprocess((v) => (v === "" ? undefined : v), idSchema(HAVS_LOG_MESSAGES.contractNotFound).optional()),
});

const stateSchema = z.enum(HAVS_STATES);

export const havsEntrySchema = z
  .object({
    id: z.number().int(),
    workerId: z.number().int(),
    workerName: z.string(),
    assetId: z.number().int(),
    toolName: z.string(),
    projectId: z.number().int().nullable(),
    contractName: z.string().nullable(),
    day: isoDay,
    minutes: z.number().int(),
    /** m/s² as logged (the tool's figure then), exact: "3.50". */
    magnitude: z.string(),
    /** This use's whole points; the day's total is rounded once from the exact sum, so it may differ from adding these. */
    points: z.number().int(),
    overrideReason: z.string().nullable(),
    recordedBy: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "HavsEntry" });
export type HavsEntry = z.output<typeof havsEntrySchema>;

/** One tool's part of a worker's day: its trigger time added up, and its points. */
export const havsToolDaySchema = z.object({
  assetId: z.number().int(),
  toolName: z.string(),
  magnitude: z.string(),
  minutes: z.number().int(),
  points: z.number().int(),
});

export const havsWorkerDaySchema = z
  .object({
    workerId: z.number().int(),
    workerName: z.string(),
    day: isoDay,
    /** The day's total, whole points, and what it means (below 100, from 100, from 400). */
    points: z.number().int(),
    state: stateSchema,
    tools: z.array(havsToolDaySchema),
    entries: z.array(havsEntrySchema),
  })
  .meta({ id: "HavsWorkerDay" });
export type HavsWorkerDay = z.output<typeof havsWorkerDaySchema>;

export const havsLogAnswerSchema = z
  .object({
    entry: havsEntrySchema,
    day: havsWorkerDaySchema,
    /** From the action value (100): what the screen shows the person logging. */
    warning: z.string().nullable(),
  })
  .meta({ id: "HavsLogAnswer" });
export type HavsLogAnswer = z.output<typeof havsLogAnswerSchema>;

/** The 409 of a log that would reach the limit: the message in words and the figures, for the override. */
export type HavsRefusal = { message: string; before: number; adds: number; after: number; limit: number; canOverride: boolean };

export const havsContractDaySchema = z
  .object({
    day: isoDay,
    /** Each worker with trigger time on this contract that day, worst first; the total is their whole day's, wherever they worked. */
    workers: z.array(
      z.object({
        workerId: z.number().int(),
        workerName: z.string(),
        employer: z.string().nullable(),
        points: z.number().int(),
        state: stateSchema,
        minutes: z.number().int(),
        tools: z.array(havsToolDaySchema),
      }),
    ),
  })
  .meta({ id: "HavsContractDay" });
export type HavsContractDay = z.output<typeof havsContractDaySchema>;

export const havsToolLogsSchema = z
  .object({ assetId: z.number().int(), toolName: z.string(), magnitude: z.string().nullable(), items: z.array(havsEntrySchema) })
  .meta({ id: "HavsToolLogs" });
export type HavsToolLogs = z.output<typeof havsToolLogsSchema>;

/** A tool that can be logged: a live asset with a vibration magnitude. */
export const havsToolSchema = z
  .object({ id: z.number().int(), name: z.string(), magnitude: z.string(), category: z.string().nullable(), onContract: z.boolean() })
  .meta({ id: "HavsTool" });
export type HavsTool = z.output<typeof havsToolSchema>;

/** "3.50" → "3.5 m/s²": the register's figure as a person reads it. */
export const formatMagnitude = (m: string) => `${String(Number(m))} m/s²`;

/** 95 → "1 h 35 min", 40 → "40 min". */
export function formatMinutes(minutes: number) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}
