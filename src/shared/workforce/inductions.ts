import { z } from "zod";
import { requiredText } from "../common/fields";
import { isoDay, timestamp } from "../common/wire";
import { idSchema } from "../common/ids";
import { inductionState } from "./card-rules";
import { labelled } from "../common/labelled";

/**
 * Site inductions (issue 30, decision 0068): one per contract and one for the company. Sections of
 * content a worker reads or watches, a short multiple-choice test with a pass mark and a limit on
 * attempts, and a sign-off statement the worker signs. The test is marked on the server; a worker's
 * phone is never sent the right answers.
 */

export const SECTION_KINDS = ["text", "image", "pdf", "video"] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];
export const SECTION_KIND_LABELS: Record<SectionKind, string> = { text: "Text", image: "Image", pdf: "PDF document", video: "Video link" };

const heading = requiredText("Heading", 120);
const fileRef = idSchema("Choose a file to upload");
/** A link to a video: https only, so a poster's link never opens something insecure on a phone. */
const videoUrl = z
  .string({ error: "Video link is required" })
  .trim()
  .min(1, "Video link is required")
  .max(500, "Video link must be 500 characters or less")
  .refine((v) => /^https:\/\/[^\s]+$/i.test(v), "Video link must start with https://");

export const inductionSectionSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("text"), heading, body: requiredText("Text", 5000) }),
    z.object({ kind: z.literal("image"), heading, fileId: fileRef, caption: z.string().trim().max(300, "Caption must be 300 characters or less").default("") }),
    z.object({ kind: z.literal("pdf"), heading, fileId: fileRef }),
    z.object({ kind: z.literal("video"), heading, url: videoUrl }),
  ],
  { error: "Choose what the section holds" },
);
export type InductionSection = z.output<typeof inductionSectionSchema>;

export const MAX_OPTIONS = 6;
export const inductionQuestionSchema = z
  .object({
    question: requiredText("Question", 300),
    options: z
      .array(requiredText("Answer", 200), { error: "Give at least two answers" })
      .min(2, "Give at least two answers")
      .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} answers`),
    correct: z.number({ error: "Mark the right answer" }).int("Mark the right answer").min(0, "Mark the right answer"),
  })
  .refine((q) => q.correct < q.options.length, { message: "Mark the right answer", path: ["correct"] });
export type InductionQuestion = z.output<typeof inductionQuestionSchema>;

const wholeIn = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be a whole number from ${min} to ${max}`)
    .max(max, `${label} must be a whole number from ${min} to ${max}`);

export const inductionInput = z.object({
  title: requiredText("Title", 120),
  sections: z.array(inductionSectionSchema).max(20, "At most 20 sections"),
  questions: z.array(inductionQuestionSchema, { error: "Add at least one question" }).min(1, "Add at least one question").max(20, "At most 20 questions"),
  passMark: wholeIn("Pass mark", 1, 100),
  maxAttempts: wholeIn("Attempts allowed", 1, 10),
  signOffStatement: requiredText("Sign-off statement", 1000),
});
export type InductionInput = z.output<typeof inductionInput>;
export type InductionFormValues = z.input<typeof inductionInput>;

export const inductionSettingsInput = z.object({ validityDays: wholeIn("Valid for (days)", 1, 1830) });
export type InductionSettings = z.output<typeof inductionSettingsInput>;
export const DEFAULT_VALIDITY_DAYS = 365;

/** The induction as its editor reads it (Workforce view). */
export const inductionViewSchema = inductionInput
  .extend({
    id: z.number().int(),
    projectId: z.number().int().nullable(),
    /** The contract's name, or null for the company induction. */
    contractName: z.string().nullable(),
    version: z.number().int(),
    updatedAt: timestamp,
  })
  .meta({ id: "Induction" });
export type InductionView = z.output<typeof inductionViewSchema>;

/** What a worker taking the induction is sent: the content and the questions, never the right answers. */
export const inductionToTakeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    contractName: z.string().nullable(),
    sections: z.array(inductionSectionSchema),
    questions: z.array(z.object({ question: z.string(), options: z.array(z.string()) })),
    passMark: z.number().int(),
    maxAttempts: z.number().int(),
    signOffStatement: z.string(),
    version: z.number().int(),
  })
  .meta({ id: "InductionToTake" });
export type InductionToTake = z.output<typeof inductionToTakeSchema>;

export const toTake = (i: Omit<InductionView, "updatedAt" | "projectId">): InductionToTake => ({
  id: i.id,
  title: i.title,
  contractName: i.contractName,
  sections: i.sections,
  questions: i.questions.map((q) => ({ question: q.question, options: q.options })),
  passMark: i.passMark,
  maxAttempts: i.maxAttempts,
  signOffStatement: i.signOffStatement,
  version: i.version,
});

/** A drawn signature: an SVG path in a 300 × 100 box, moves and lines only. */
export const SIGNATURE_MESSAGE = "Please sign to confirm the statement";
export const signatureSchema = z
  .string({ error: SIGNATURE_MESSAGE })
  .trim()
  .min(5, { message: SIGNATURE_MESSAGE, abort: true })
  .max(20_000, "The signature is too long: clear it and sign again")
  .regex(/^M[ML0-9. -]+$/, SIGNATURE_MESSAGE);

export const ANSWER_EVERY_QUESTION = "Answer every question";
/** An attempt: the option chosen for each question, in order, the worker's name and signature. */
export const inductionAttemptInput = z.object({
  answers: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MAX_OPTIONS - 1),
      { error: ANSWER_EVERY_QUESTION },
    )
    .max(20, ANSWER_EVERY_QUESTION),
  signedName: requiredText("Your name", 120),
  signature: signatureSchema,
});
export type InductionAttemptInput = z.output<typeof inductionAttemptInput>;

export type Marked = { score: number; passed: boolean; right: number; total: number };
/**
 * Marks an attempt: the percentage right (rounded down, so 79.9 % is not 80 %) against the pass mark.
 * Null when the answers do not fit the questions (one answer per question, each an offered option).
 */
export function markAttempt(questions: readonly Pick<InductionQuestion, "options" | "correct">[], answers: readonly number[], passMark: number): Marked | null {
  if (answers.length !== questions.length || questions.length === 0) return null;
  if (answers.some((a, i) => !Number.isInteger(a) || a < 0 || a >= questions[i].options.length)) return null;
  const right = answers.filter((a, i) => a === questions[i].correct).length;
  const score = Math.floor((right * 100) / questions.length);
  return { score, passed: score >= passMark, right, total: questions.length };
}

export const { values: RESULT_SOURCES, labels: RESULT_SOURCE_LABELS } = labelled({
  on_site: "Taken on site",
  registration: "Registration before arrival",
  recorded: "Briefed in person",
});
export type ResultSource = (typeof RESULT_SOURCES)[number];
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A result's standing as people read it: passed (in date, or expiring soon), failed, expired, or rejected by a manager. */
export const { values: RESULT_STATES, labels: RESULT_STATE_LABELS } = labelled({
  passed: "Passed",
  expiring: "Expires soon",
  expired: "Expired",
  failed: "Failed",
  rejected: "Rejected",
});
export type ResultState = (typeof RESULT_STATES)[number];

export function resultState(r: { passed: boolean; passedOn: string | null; reviewStatus: string }, validityDays: number, today: string): ResultState {
  if (r.reviewStatus === "rejected") return "rejected";
  const state = inductionState({ result: r.passed ? "passed" : "failed", passedOn: r.passedOn }, validityDays, today);
  if (state === "failed" || state === "none") return "failed";
  return state === "valid" ? "passed" : state;
}

/** A result is an induction (the worker may start) while passed and in date, and not rejected. */
export const isInducted = (state: ResultState) => state === "passed" || state === "expiring";

export const inductionResultViewSchema = z
  .object({
    id: z.number().int(),
    inductionId: z.number().int(),
    projectId: z.number().int().nullable(),
    contractName: z.string().nullable(),
    workerId: z.number().int(),
    workerName: z.string(),
    employer: z.string().nullable(),
    source: z.enum(RESULT_SOURCES),
    score: z.number().int().nullable(),
    passed: z.boolean(),
    passedOn: isoDay.nullable(),
    /** The last day it is valid (passed results only). */
    validUntil: isoDay.nullable(),
    state: z.enum(RESULT_STATES),
    /** Which attempt at this induction this was, 1 for the first. */
    attempt: z.number().int(),
    signedName: z.string().nullable(),
    signature: z.string().nullable(),
    completedAt: timestamp,
    reviewStatus: z.enum(REVIEW_STATUSES),
    reviewNote: z.string().nullable(),
    reviewedBy: z.string().nullable(),
    reviewedAt: timestamp.nullable(),
  })
  .meta({ id: "InductionResult" });
export type InductionResultView = z.output<typeof inductionResultViewSchema>;

export const reviewInput = z.object({
  decision: z.enum(["approved", "rejected"], { error: "Choose approve or reject" }),
  note: z.string().trim().max(1000, "Note must be 1000 characters or less").default(""),
});
export const REJECT_NEEDS_NOTE = "Say why the induction is rejected";
