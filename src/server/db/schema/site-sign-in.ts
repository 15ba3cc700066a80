import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { projects } from "./projects";
import { ts, userRef } from "./procurement-columns";
import { workers } from "./workforce";
import { visitorAttendance } from "./site";
import type { FitQuestion, GateAnswer } from "@shared/site-sign-in/site-sign-in";

/**
 * Site sign-in (issue 31, decision 0069): who is on a contract's site now and who was, day by day.
 * data-model.md §3 site_attendance, with what the gate adds: the exact moment (a device that was
 * offline sends the moment it was tapped), how each sign-in and sign-out was made (at the gate, on the
 * worker's own phone, automatically at the contract's time, or corrected), and any override of a
 * refusal with its reason and who gave it.
 */
const projectRef = () =>
  integer("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" });

export const siteAttendance = pgTable(
  "site_attendance",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    /** Copied at sign-in, so the day's record reads as it was even after the worker's details change. */
    workerName: text("worker_name").notNull(),
    workerEmployeeId: text("worker_employee_id"),
    trade: text("trade"),
    /** The worker's employer (their company, or "Direct" for the contractor's own staff). */
    company: text("company"),
    /** The site's day (UK, yyyy-MM-dd) of the sign-in. */
    date: text("date").notNull(),
    /** HH:mm, UK time. */
    signInTime: text("sign_in_time").notNull(),
    signOutTime: text("sign_out_time"),
    /** The exact moments (a queued offline tap keeps the moment it was made). */
    signedInAt: ts("signed_in_at").notNull(),
    signedOutAt: ts("signed_out_at"),
    /** gate (a site device), self (the worker's own phone) */
    signInMethod: text("sign_in_method").notNull().default("gate"),
    /** gate, self, auto (the contract's sign-out time), corrected; null while on site */
    signOutMethod: text("sign_out_method"),
    /** True when the sign-in was queued on a device without signal and sent later. */
    recordedOffline: boolean("recorded_offline").notNull().default(false),
    travelMethod: text("travel_method"),
    travelDistance: numeric("travel_distance", { precision: 10, scale: 2 }),
    travelDistanceEstimated: boolean("travel_distance_estimated").notNull().default(false),
    travelCarbon: numeric("travel_carbon", { precision: 10, scale: 3 }),
    travelOriginPostcode: text("travel_origin_postcode"),
    /** The refusals a site manager overrode (shared REFUSAL codes), why, and who. */
    overriddenRefusals: jsonb("overridden_refusals").$type<string[]>(),
    overrideReason: text("override_reason"),
    overriddenBy: userRef("overridden_by"),
    /** Refusals found when a queued offline sign-in arrived: kept (the person is on site) and shown on the roll-call. */
    flaggedRefusals: jsonb("flagged_refusals").$type<string[]>(),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
    updatedBy: userRef("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("site_attendance_project_date_idx").on(t.projectId, t.date, t.id),
    // One open sign-in per worker and site: a second tap is a sign-out, never a second row.
    uniqueIndex("site_attendance_open_idx")
      .on(t.projectId, t.workerId)
      .where(sql`${t.signOutTime} is null`),
    index("site_attendance_worker_date_idx").on(t.workerId, t.date),
    index("site_attendance_date_company_idx").on(t.date, t.company),
  ],
);

/** A corrected sign-in or sign-out time: what it was, what it became, why and who (the record keeps the new time). */
export const siteAttendanceCorrections = pgTable(
  "site_attendance_corrections",
  {
    id: serial("id").primaryKey(),
    attendanceId: integer("attendance_id")
      .notNull()
      .references(() => siteAttendance.id, { onDelete: "cascade" }),
    /** signInTime or signOutTime */
    field: text("field").notNull(),
    before: text("before"),
    after: text("after").notNull(),
    note: text("note").notNull(),
    correctedBy: userRef("corrected_by"),
    correctedAt: createdAt(),
  },
  (t) => [index("site_attendance_corrections_attendance_idx").on(t.attendanceId)],
);

/**
 * A worker's answers to the contract's gate checks for one day: the fit-for-work questions and the
 * day's briefing. Asked once a day; a failed answer stops the sign-in until a site manager overrides.
 * Health-related, so kept for a shorter time than the sign-ins (the company's setting).
 */
export const siteGateAnswers = pgTable(
  "site_gate_answers",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    answers: jsonb("answers").$type<GateAnswer[]>().notNull(),
    /** False when any answer was not the one that lets a worker on site. */
    fit: boolean("fit").notNull(),
    /** The briefing's version acknowledged, or null when there was none to acknowledge. */
    briefingVersion: integer("briefing_version"),
    answeredAt: ts("answered_at").notNull(),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("site_gate_answers_project_worker_date_idx").on(t.projectId, t.workerId, t.date), index("site_gate_answers_date_idx").on(t.date)],
);

/**
 * A contract's sign-in settings: the gate checks, the day's briefing, the automatic sign-out time,
 * the headcount limit, and the poster's token (the public page where visitors sign in and workers
 * sign themselves in with their personal link). Absent row: no checks, no automatic sign-out, no limit.
 */
export const siteSignInSettings = pgTable("site_sign_in_settings", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  fitQuestions: jsonb("fit_questions").$type<FitQuestion[]>().notNull().default([]),
  briefing: text("briefing"),
  /** Bumped when the briefing's text changes: each worker acknowledges the version of the day. */
  briefingVersion: integer("briefing_version").notNull().default(0),
  briefingUpdatedAt: ts("briefing_updated_at"),
  /** HH:mm (UK); null: nobody is signed out automatically. */
  autoSignOutTime: text("auto_sign_out_time"),
  headcountLimit: integer("headcount_limit"),
  posterToken: text("poster_token").unique(),
  posterIssuedAt: ts("poster_issued_at"),
  updatedBy: userRef("updated_by"),
  updatedAt: updatedAt(),
});

/** A worker's personal sign-in link (kept on their phone): signs them in from a contract's poster without an account. */
export const workerSignInLinks = pgTable("worker_sign_in_links", {
  workerId: integer("worker_id")
    .primaryKey()
    .references(() => workers.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  issuedBy: userRef("issued_by"),
  issuedAt: ts("issued_at").notNull().defaultNow(),
});

/** The company's sign-in settings (one row, id 1): how long sign-ins and gate answers are kept (decision 0069). */
export const siteSignInRetention = pgTable("site_sign_in_retention", {
  id: integer("id").primaryKey(),
  attendanceMonths: integer("attendance_months").notNull().default(72),
  gateAnswerDays: integer("gate_answer_days").notNull().default(28),
  updatedBy: userRef("updated_by"),
  updatedAt: updatedAt(),
});

/** An evacuation roll-call: started by a marshal, each person on site ticked off as they are found at the muster point. */
export const siteRollCalls = pgTable(
  "site_roll_calls",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    startedBy: userRef("started_by"),
    startedAt: ts("started_at").notNull().defaultNow(),
    endedAt: ts("ended_at"),
    endedBy: userRef("ended_by"),
  },
  (t) => [
    index("site_roll_calls_project_idx").on(t.projectId, t.startedAt),
    // One evacuation roll-call in progress per site: two marshals pressing Start at once get one drill and a 409.
    uniqueIndex("site_roll_calls_running_idx")
      .on(t.projectId)
      .where(sql`${t.endedAt} is null`),
  ],
);

export const siteRollCallTicks = pgTable(
  "site_roll_call_ticks",
  {
    id: serial("id").primaryKey(),
    rollCallId: integer("roll_call_id")
      .notNull()
      .references(() => siteRollCalls.id, { onDelete: "cascade" }),
    /** worker (site_attendance) or visitor (visitor_attendance) */
    kind: text("kind").notNull(),
    attendanceId: integer("attendance_id").notNull(),
    tickedBy: userRef("ticked_by"),
    tickedAt: ts("ticked_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("site_roll_call_ticks_unique_idx").on(t.rollCallId, t.kind, t.attendanceId)],
);

/** Visitors signed in from the poster on their own phone: the phone keeps a token (only its hash is stored) that signs them out. */
export const visitorSignOutTokens = pgTable("visitor_sign_out_tokens", {
  visitorId: integer("visitor_id")
    .primaryKey()
    .references(() => visitorAttendance.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
});
