import { z } from "zod";
import { optionalTime } from "../common/fields";
import { idSchema } from "../common/ids";
import { isoDay, timestamp } from "../common/wire";
import { TRAVEL_METHOD_KEYS, MAX_TRAVEL_KM, normalisePostcode } from "../visitors/visitor";
import { numberInput } from "../plant/plant-entry";
import { labelled } from "../common/labelled";

/**
 * Site sign-in at the gate (issue 31, decision 0069): a contract's gate checks and settings, the
 * refusals, a worker's sign-in and sign-out, and the day's record. One schema for the forms and the API.
 */

// ---- refusals --------------------------------------------------------------------------------------

/** Why a worker may not sign in. A site manager (Workforce edit) may override any of them with a reason. */
export const { values: REFUSAL_CODES, labels: REFUSAL_REASONS } = labelled({
  card_expired: "Their card has expired",
  trade_rule: "Their cards do not meet the rule for their trade",
  induction_missing: "They have not passed this contract's induction",
  induction_expired: "Their induction for this contract has expired",
  right_to_work: "No right to work check is recorded",
  unfit: "They did not pass today's fit-for-work check",
});
export type RefusalCode = (typeof REFUSAL_CODES)[number];
export const refusalSchema = z.object({ code: z.enum(REFUSAL_CODES), reason: z.string() }).meta({ id: "SignInRefusal" });
export type Refusal = z.output<typeof refusalSchema>;
export const refusal = (code: RefusalCode): Refusal => ({ code, reason: REFUSAL_REASONS[code] });

export const SIGN_IN_MESSAGES = {
  refused: "Sign-in refused",
  overrideReason: "Give a reason for the override",
  overrideNotAllowed: "Only a site manager (Workforce edit) can override a refusal",
  alreadyOnSite: "Already signed in on this site",
  notOnSite: "Not signed in on this site",
  answerChecks: "Answer today's gate checks first",
  atInFuture: "The time of a sign-in cannot be in the future",
  atTooOld: "A queued sign-in older than 7 days cannot be sent: record it by hand with a correction",
  signOutBeforeSignIn: "Sign-out time must be after the sign-in time",
  correctionNote: "Say why the time is corrected",
  workerOrQr: "Choose a worker or scan their QR code",
  attendanceNotFound: "Sign-in record not found",
  headcountPassed: (limit: number) => `The headcount limit of ${limit} is passed`,
} as const;

// ---- the contract's settings -----------------------------------------------------------------------

export const MAX_FIT_QUESTIONS = 5;
export const fitQuestionSchema = z.object({
  question: z.string({ error: "Write the question" }).trim().min(1, "Write the question").max(200, "A question must be 200 characters or fewer"),
  /** The answer that lets the worker on site. */
  passAnswer: z.enum(["yes", "no"], { error: "Choose the answer that lets a worker on site" }),
});
export type FitQuestion = z.output<typeof fitQuestionSchema>;

/** One answer as kept: the question as it was asked, the answer, and whether it lets the worker on site. */
export type GateAnswer = { question: string; answer: "yes" | "no"; fit: boolean };

export const HEADCOUNT_MAX = 5000;
export const signInSettingsInput = z.object({
  fitQuestions: z.array(fitQuestionSchema).max(MAX_FIT_QUESTIONS, `At most ${MAX_FIT_QUESTIONS} fit-for-work questions`),
  briefing: z
    .string()
    .max(2000, "The briefing must be 2,000 characters or fewer")
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null)),
  autoSignOutTime: optionalTime("Automatic sign-out must be a time like 19:00"),
  headcountLimit: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.coerce
      .number({ error: `Headcount limit must be a whole number from 1 to ${HEADCOUNT_MAX}` })
      .int(`Headcount limit must be a whole number from 1 to ${HEADCOUNT_MAX}`)
      .min(1, `Headcount limit must be a whole number from 1 to ${HEADCOUNT_MAX}`)
      .max(HEADCOUNT_MAX, `Headcount limit must be a whole number from 1 to ${HEADCOUNT_MAX}`)
      .nullable(),
  ),
});
export type SignInSettingsInput = z.output<typeof signInSettingsInput>;
export type SignInSettingsFormValues = z.input<typeof signInSettingsInput>;

export const signInSettingsViewSchema = z
  .object({
    fitQuestions: z.array(fitQuestionSchema),
    briefing: z.string().nullable(),
    briefingVersion: z.number().int(),
    briefingUpdatedAt: timestamp.nullable(),
    autoSignOutTime: z.string().nullable(),
    headcountLimit: z.number().int().nullable(),
    /** The poster's public page (relative), or null before one is issued. */
    posterPath: z.string().nullable(),
  })
  .meta({ id: "SignInSettings" });
export type SignInSettingsView = z.output<typeof signInSettingsViewSchema>;

// ---- travel (the same fields and rules as a visitor's) ----------------------------------------------

export const travelFields = {
  travelMethod: z.preprocess((v) => (v === "" || v === undefined ? null : v), z.enum(TRAVEL_METHOD_KEYS, { error: "Choose how they travelled" }).nullable()),
  travelDistance: numberInput(`Distance must be between 0 and ${MAX_TRAVEL_KM} km`).refine(
    (v) => v === null || (v >= 0 && v <= MAX_TRAVEL_KM),
    `Distance must be between 0 and ${MAX_TRAVEL_KM} km`,
  ),
  travelOriginPostcode: z
    .string({ error: "Enter a valid UK postcode, e.g. LS1 4AP" })
    .nullish()
    .transform((v) => (v && v.trim() ? v : null))
    .refine((v) => v === null || normalisePostcode(v) !== null, "Enter a valid UK postcode, e.g. LS1 4AP")
    .transform((v) => (v === null ? null : normalisePostcode(v))),
};
export const travelSchema = z.object(travelFields);
export type TravelAnswers = z.output<typeof travelSchema>;

// ---- signing in and out ------------------------------------------------------------------------------

/** The moment a queued (offline) tap was made; absent: now. At most 7 days old, never in the future. */
export const atField = z.iso.datetime({ offset: true, error: "The time must be an ISO date-time" }).optional();

export const gateAnswersInput = z.object({
  /** One answer per fit-for-work question, in the settings' order. */
  answers: z.array(z.enum(["yes", "no"], { error: "Answer yes or no" })).max(MAX_FIT_QUESTIONS),
  /** The briefing version acknowledged (absent when there is no briefing). */
  briefingVersion: z.number().int().min(0).optional(),
});
export type GateAnswersInput = z.output<typeof gateAnswersInput>;

export const overrideInput = z.object({
  reason: z
    .string({ error: SIGN_IN_MESSAGES.overrideReason })
    .trim()
    .min(3, SIGN_IN_MESSAGES.overrideReason)
    .max(500, "The reason must be 500 characters or fewer"),
});

export const signInInput = z
  .object({
    /** The worker chosen from the list, or the token read from their QR (`/w/<token>` or the token alone). */
    workerId: idSchema("Worker not found").optional(),
    qrToken: z.string().max(200, "This QR code is not valid").optional(),
    at: atField,
    /** True when the tap was queued on a device without signal: kept even when refused, and flagged (decision 0069). */
    offline: z.boolean().default(false),
    gate: gateAnswersInput.optional(),
    override: overrideInput.optional(),
    ...travelFields,
  })
  .refine((v) => v.workerId !== undefined || (v.qrToken !== undefined && v.qrToken !== ""), { message: SIGN_IN_MESSAGES.workerOrQr, path: ["workerId"] });
export type SignInInput = z.output<typeof signInInput>;
export type SignInBody = z.input<typeof signInInput>;

export const signOutInput = z
  .object({
    workerId: idSchema("Worker not found").optional(),
    qrToken: z.string().max(200, "This QR code is not valid").optional(),
    at: atField,
    offline: z.boolean().default(false),
  })
  .refine((v) => v.workerId !== undefined || (v.qrToken !== undefined && v.qrToken !== ""), { message: SIGN_IN_MESSAGES.workerOrQr, path: ["workerId"] });
export type SignOutInput = z.output<typeof signOutInput>;

/** A corrected time (a sign-out the worker forgot, an automatic sign-out that was wrong), with its note. */
export const correctionInput = z.object({
  signInTime: optionalTime("Sign-in time must be a time like 07:30"),
  signOutTime: optionalTime("Sign-out time must be a time like 17:00"),
  note: z
    .string({ error: SIGN_IN_MESSAGES.correctionNote })
    .trim()
    .min(3, SIGN_IN_MESSAGES.correctionNote)
    .max(500, "The note must be 500 characters or fewer"),
});
export type CorrectionInput = z.output<typeof correctionInput>;

export const SIGN_IN_METHODS = ["gate", "self"] as const;
export const { values: SIGN_OUT_METHODS, labels: SIGN_OUT_METHOD_LABELS } = labelled({
  gate: "At the gate",
  self: "On their phone",
  auto: "Signed out automatically",
  corrected: "Corrected",
});

export const correctionViewSchema = z.object({
  field: z.enum(["signInTime", "signOutTime"]),
  before: z.string().nullable(),
  after: z.string(),
  note: z.string(),
  by: z.string().nullable(),
  at: timestamp,
});

/** One worker's sign-in as the day's record, the roll-call and the export read it. */
export const attendanceViewSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    workerId: z.number().int(),
    workerName: z.string(),
    workerEmployeeId: z.string().nullable(),
    trade: z.string().nullable(),
    company: z.string().nullable(),
    date: isoDay,
    signInTime: z.string(),
    signOutTime: z.string().nullable(),
    signedInAt: timestamp,
    signedOutAt: timestamp.nullable(),
    signInMethod: z.enum(SIGN_IN_METHODS),
    signOutMethod: z.enum(SIGN_OUT_METHODS).nullable(),
    recordedOffline: z.boolean(),
    /** Whole minutes on site (null while on site). */
    minutes: z.number().int().nullable(),
    travelMethod: z.string().nullable(),
    travelDistance: z.number().nullable(),
    travelDistanceEstimated: z.boolean(),
    /** kg CO2e of the return journey; absent for a reader without Carbon Tracking view. */
    travelCarbon: z.number().nullable().optional(),
    travelOriginPostcode: z.string().nullable(),
    override: z.object({ refusals: z.array(refusalSchema), reason: z.string(), by: z.string().nullable() }).nullable(),
    corrections: z.array(correctionViewSchema),
  })
  .meta({ id: "SiteAttendance" });
export type AttendanceView = z.output<typeof attendanceViewSchema>;

// ---- the gate's look-up list (cached on the device for offline refusals) ------------------------------

export const gateWorkerSchema = z
  .object({
    id: z.number().int(),
    workerId: z.string(),
    name: z.string(),
    trade: z.string().nullable(),
    company: z.string().nullable(),
    /** SHA-256 (hex) of the worker's QR token: a scan is matched on the device without the token list. */
    qrHash: z.string().nullable(),
    /** Why they would be refused today (before the gate checks). */
    refusals: z.array(refusalSchema),
    /** True when today's gate checks are still to be answered on this contract. */
    checksDue: z.boolean(),
    /** False when today's answers failed: the sign-in stops until a site manager overrides. */
    fitToday: z.boolean().nullable(),
    onSite: z.object({ attendanceId: z.number().int(), signInTime: z.string() }).nullable(),
    lastTravel: travelSchema.nullable(),
  })
  .meta({ id: "GateWorker" });
export type GateWorker = z.output<typeof gateWorkerSchema>;

export const gateRosterSchema = z
  .object({
    project: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), postcode: z.string().nullable() }),
    date: isoDay,
    settings: signInSettingsViewSchema,
    onSiteCount: z.number().int(),
    workers: z.array(gateWorkerSchema),
    asOf: timestamp,
  })
  .meta({ id: "GateRoster" });
export type GateRoster = z.output<typeof gateRosterSchema>;

export const signInAnswerSchema = z
  .object({
    attendance: attendanceViewSchema,
    onSiteCount: z.number().int(),
    /** Set when this sign-in passed the contract's headcount limit (the site manager has been alerted). */
    headcountWarning: z.string().nullable(),
    /** Refusals found when a queued offline sign-in arrived: it was kept (the person is on site) and flagged. */
    flaggedRefusals: z.array(refusalSchema),
  })
  .meta({ id: "SignInAnswer" });
export type SignInAnswer = z.output<typeof signInAnswerSchema>;

/** The 409 body of a refused sign-in: the message and each reason (the client offers the override). */
export type RefusedBody = { message: string; refusals: Refusal[] };
