import { z } from "zod";
import { EXPIRY_STATES } from "../common/expiry";
import { idSchema } from "../common/ids";
import { pageOf, pageQuery } from "../common/paging";
import { isoDay, timestamp } from "../common/wire";
import { workerCardViewSchema } from "./worker-cards";
import { RIGHT_TO_WORK_STATES, rightToWorkCheckViewSchema } from "./right-to-work";
import { TRADE_RULE_STATES, tradeRuleFilter, workerTradeRuleSchema } from "./trade-card-rules";

export * from "./worker-fields";
export * from "./worker-cards";
export * from "./right-to-work";

export const WORKER_NOT_FOUND = "Worker not found";
export const workerParams = z.object({ id: idSchema(WORKER_NOT_FOUND) });

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A worker's card status: the worst of their cards by the one expiry rule, none without a card. */
export const CARD_STATUSES = EXPIRY_STATES;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** The register's filters; also what the CSV export exports. */
export const workerFiltersQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, "Search must be 100 characters or fewer").optional()),
  trade: z.preprocess(blankToUndefined, z.string().trim().max(100, "Trade must be 100 characters or fewer").optional()),
  employer: z.preprocess(blankToUndefined, z.string().trim().max(200, "Employer must be 200 characters or fewer").optional()),
  cardStatus: z.preprocess(blankToUndefined, z.enum(CARD_STATUSES, { error: "Card status must be valid, expiring, expired or none" }).optional()),
  induction: z.preprocess(blankToUndefined, z.enum(["yes", "no"], { error: "Induction must be yes or no" }).optional()),
  /** Workers whose cards do not meet their trade's rule (decision 0067). */
  tradeRule: z.preprocess(blankToUndefined, tradeRuleFilter.optional()),
});
export type WorkerFilters = z.output<typeof workerFiltersQuery>;

/** GET /api/workers */
export const listWorkersQuery = pageQuery.extend(workerFiltersQuery.shape);
export type ListWorkersQuery = z.output<typeof listWorkersQuery>;

/** A row of the register: no personal data, for anyone (decision 0065). */
export const workerSummarySchema = z
  .object({
    id: z.number().int(),
    workerId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    employer: z.string().nullable(),
    trade: z.string().nullable(),
    jobTitle: z.string().nullable(),
    mobilePhone: z.string().nullable(),
    email: z.string().nullable(),
    employmentStatus: z.string(),
    active: z.string(),
    inductionCompleted: z.boolean(),
    inductionDate: isoDay.nullable(),
    /** True once a right to work check is recorded. */
    rightToWork: z.boolean(),
    /** The last right to work check by its follow-up date (shared/workforce/right-to-work.ts). */
    rightToWorkState: z.enum(RIGHT_TO_WORK_STATES),
    cardCount: z.number().int(),
    /** The worst state of the worker's cards (a card without an expiry date counts as valid); none without a card. */
    cardStatus: z.enum(CARD_STATUSES),
    /** The earliest expiry among the worker's cards. */
    nextCardExpiry: isoDay.nullable(),
    /** The worker's cards against their trade's rule (shared/workforce/card-rules.ts, decision 0067). */
    tradeRuleState: z.enum(TRADE_RULE_STATES),
  })
  .meta({ id: "WorkerSummary" });
export type WorkerSummary = z.output<typeof workerSummarySchema>;
export const workerListSchema = pageOf(workerSummarySchema);
export type WorkerList = z.output<typeof workerListSchema>;

const nullableText = z.string().nullable();
/** Absent, not null, for a reader without Workforce edit (decision 0065). */
const personal = nullableText.optional().describe("Personal data: absent for a reader without Workforce edit (decision 0065)");

/** One worker with every field and their cards; personal data only for Workforce edit. */
export const workerDetailSchema = workerSummarySchema
  .extend({
    salutation: nullableText,
    nationality: nullableText,
    dateOfBirth: isoDay.nullable(),
    nationalInsurance: personal,
    utr: personal,
    phoneNumber: nullableText,
    addressLine1: nullableText,
    addressLine2: nullableText,
    addressLine3: nullableText,
    addressLine4: nullableText,
    city: nullableText,
    postcode: nullableText,
    country: z.string(),
    department: nullableText,
    employmentType: nullableText,
    startDate: isoDay.nullable(),
    endDate: isoDay.nullable(),
    /** Exact decimals as text: "18.50". */
    hourlyRate: nullableText,
    dayRate: nullableText,
    overtimeRate: nullableText,
    certifications: nullableText,
    qualifications: nullableText,
    skillsTraining: nullableText,
    timekeepingScore: z.string(),
    attendanceScore: z.string(),
    qualityScore: z.string(),
    safetyScore: z.string(),
    sickDaysTaken: z.number().int(),
    totalSickDays: z.number().int(),
    totalAbsences: z.number().int(),
    lateDays: z.number().int(),
    hoursWorked: z.string(),
    drivingLicense: nullableText,
    vehicleRegistration: nullableText,
    bankDetails: personal,
    taxCode: personal,
    nextOfKin: nullableText,
    nextOfKinAddress: nullableText,
    nextOfKinPhone: nullableText,
    medicalConditions: personal,
    allergies: personal,
    medications: personal,
    notes: nullableText,
    cards: z.array(workerCardViewSchema),
    tradeRule: workerTradeRuleSchema,
    /** The last right to work check: how, who, when and the follow-up (the documents are not stored). */
    rightToWorkCheck: rightToWorkCheckViewSchema,
    /** The profile photo's content URL (its `v` changes with the photo), null without one. */
    photoUrl: nullableText,
    /** What the worker's QR opens (`/w/<token>`, shared/workforce/worker-id-card.ts), null before one is issued. */
    qrPath: nullableText,
    qrIssuedAt: timestamp.nullable(),
    createdBy: z.number().int().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "WorkerDetail" });
export type WorkerDetail = z.output<typeof workerDetailSchema>;

export const WORKER_IMPORT_MAX_BYTES = 1_000_000;
export const WORKER_IMPORT_MAX_ROWS = 2000;
export const workerImportResultSchema = z.object({ imported: z.number().int() });
