import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { projects } from "./projects";
import { ts, userRef } from "./procurement-columns";
import { workers } from "./workforce";
import type { InductionQuestion, InductionSection } from "@shared/workforce/inductions";
import type { RegistrationCard, RegistrationDetails } from "@shared/workforce/worker-registrations";

/**
 * Site inductions (issue 30, decision 0068): one per contract and one for the company (project_id
 * null), each with sections of content, a short test and a sign-off statement. Editing the content or
 * the test bumps `version`; a result keeps the version it was taken on.
 */
export const inductions = pgTable(
  "inductions",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    sections: jsonb("sections").$type<InductionSection[]>().notNull(),
    questions: jsonb("questions").$type<InductionQuestion[]>().notNull(),
    /** Percent of questions right needed to pass, 1–100. */
    passMark: integer("pass_mark").notNull(),
    /** Attempts a worker may make before a manager must allow another. */
    maxAttempts: integer("max_attempts").notNull(),
    signOffStatement: text("sign_off_statement").notNull(),
    version: integer("version").notNull().default(1),
    createdBy: userRef("created_by"),
    updatedBy: userRef("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One induction per contract, and one company induction.
  (t) => [uniqueIndex("inductions_project_idx").on(sql`coalesce(${t.projectId}, 0)`)],
);

/**
 * The company's induction settings (one row, id 1): how long a passed induction stays valid, in days
 * from the day it was passed (shared/workforce/card-rules.ts inductionState).
 */
export const inductionSettings = pgTable("induction_settings", {
  id: integer("id").primaryKey(),
  validityDays: integer("validity_days").notNull().default(365),
  updatedBy: userRef("updated_by"),
  updatedAt: updatedAt(),
});

/**
 * Each attempt a worker made at an induction: taken at the site on a tablet (`on_site`), sent with a
 * registration before arrival (`registration`), or recorded by a manager from a briefing given in
 * person (`recorded`). Passed results may be approved or rejected by a site manager with a note; a
 * rejected one is not an induction. `passed_on` is the site's day (yyyy-MM-dd) the attempt passed.
 */
export const inductionResults = pgTable(
  "induction_results",
  {
    id: serial("id").primaryKey(),
    inductionId: integer("induction_id")
      .notNull()
      .references(() => inductions.id, { onDelete: "cascade" }),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    /** The induction's contract (null for the company induction), kept here so a contract's results list by index. */
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    inductionVersion: integer("induction_version").notNull(),
    source: text("source").notNull(),
    /** Percent right, 0–100; null for a recorded briefing without a test. */
    score: integer("score"),
    passed: boolean("passed").notNull(),
    /** The option index chosen for each question, in order. */
    answers: jsonb("answers").$type<number[]>(),
    passedOn: text("passed_on"),
    signedName: text("signed_name"),
    /** The worker's signature as an SVG path in a 300 × 100 box ("M x y L x y …"). */
    signature: text("signature"),
    completedAt: ts("completed_at").notNull().defaultNow(),
    /** pending, approved or rejected: a site manager's review of a passed result. */
    reviewStatus: text("review_status").notNull().default("pending"),
    reviewedBy: userRef("reviewed_by"),
    reviewedAt: ts("reviewed_at"),
    reviewNote: text("review_note"),
    recordedBy: userRef("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("induction_results_worker_idx").on(t.workerId, t.inductionId, t.completedAt),
    index("induction_results_project_idx").on(t.projectId, t.completedAt),
    index("induction_results_induction_idx").on(t.inductionId, t.completedAt),
  ],
);

/**
 * A contract's registration link (issue 30, "Registration before arrival"): an unguessable token in the
 * address and on the site poster's QR. Re-issuing it voids the old one.
 */
export const registrationLinks = pgTable("registration_links", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  issuedBy: userRef("issued_by"),
  issuedAt: ts("issued_at").notNull().defaultNow(),
});

/**
 * What a worker sent from the registration link, waiting for a site manager: their details, their
 * cards (photos in the files store), and their attempt at the contract's induction. Approving creates
 * or updates the worker (matched on name and date of birth, or a card number) and records the cards
 * and the induction result; `worker_id` and `matched_by` say what it became.
 */
export const workerRegistrations = pgTable(
  "worker_registrations",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** pending, approved or rejected */
    status: text("status").notNull().default("pending"),
    details: jsonb("details").$type<RegistrationDetails>().notNull(),
    cards: jsonb("cards").$type<RegistrationCard[]>().notNull(),
    /** lower(first last) and date of birth, for matching and the pending list's search. */
    matchName: text("match_name").notNull(),
    dateOfBirth: text("date_of_birth"),
    inductionId: integer("induction_id").references(() => inductions.id, { onDelete: "set null" }),
    inductionVersion: integer("induction_version"),
    inductionScore: integer("induction_score"),
    inductionPassed: boolean("induction_passed"),
    inductionAnswers: jsonb("induction_answers").$type<number[]>(),
    signedName: text("signed_name"),
    signature: text("signature"),
    submittedAt: ts("submitted_at").notNull().defaultNow(),
    workerId: integer("worker_id").references(() => workers.id, { onDelete: "set null" }),
    /** name_dob, card or new: how approval found the worker. */
    matchedBy: text("matched_by"),
    reviewedBy: userRef("reviewed_by"),
    reviewedAt: ts("reviewed_at"),
    reviewNote: text("review_note"),
  },
  (t) => [index("worker_registrations_status_idx").on(t.status, t.submittedAt), index("worker_registrations_project_idx").on(t.projectId, t.submittedAt)],
);
