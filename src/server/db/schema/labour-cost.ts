import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";
import { money, total, ts, userRef } from "./procurement-columns";

/**
 * Labour cost (issue 34, docs/decisions/0081-cost-analysis.md, "How labour cost is kept"). The
 * company's labour settings are one row; the rest is derived from the sign-ins, the workers' rates and
 * the diary's typed labour by `labour-cost.ts`, folded in by the labour-cost module before every read.
 * The stale marks are written by triggers in the writing transaction (the migration's hand-written
 * block), never by the app. No foreign keys on the derived tables, for the reason contract_spend_totals
 * gives: a purged contract or worker removes its sign-ins by cascade, the triggers mark their days, and
 * the next fold removes the rows.
 */

/** The company's labour settings (one row, id 1): the standard day, weekend overtime and the on-cost percentages. */
export const labourCostSettings = pgTable("labour_cost_settings", {
  id: integer("id").primaryKey(),
  standardDayHours: numeric("standard_day_hours", { precision: 4, scale: 2 }).notNull().default("8"),
  weekendOvertime: boolean("weekend_overtime").notNull().default(true),
  employersNi: numeric("employers_ni", { precision: 5, scale: 2 }).notNull().default("0"),
  holidayPay: numeric("holiday_pay", { precision: 5, scale: 2 }).notNull().default("0"),
  pension: numeric("pension", { precision: 5, scale: 2 }).notNull().default("0"),
  apprenticeshipLevy: numeric("apprenticeship_levy", { precision: 5, scale: 2 }).notNull().default("0"),
  updatedBy: userRef("updated_by"),
  updatedAt: updatedAt(),
});

/** A worker's UK day whose labour must be worked out again: a sign-in, the worker's rates or the settings changed. */
export const labourCostStale = pgTable(
  "labour_cost_stale",
  {
    workerId: integer("worker_id").notNull(),
    day: text("day").notNull(),
    /** Bumped by each write that marks it again (the upsert takes the row's lock, so a fold holding it is waited for). */
    markedAt: ts("marked_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workerId, t.day] })],
);

/** A contract's day whose diary labour must be weighed again against its sign-ins: a diary entry or a sign-in changed. */
export const labourCostDiaryStale = pgTable(
  "labour_cost_diary_stale",
  {
    projectId: integer("project_id").notNull(),
    day: text("day").notNull(),
    markedAt: ts("marked_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day] })],
);

/** One worker's labour on one contract and UK day: `labourDays` of that worker's whole day across contracts. */
export const labourCostDays = pgTable(
  "labour_cost_days",
  {
    workerId: integer("worker_id").notNull(),
    day: text("day").notNull(),
    projectId: integer("project_id").notNull(),
    /** The employer copied on the sign-ins (trimmed; "" is none recorded). */
    employer: text("employer").notNull(),
    standardSeconds: integer("standard_seconds").notNull(),
    overtimeSeconds: integer("overtime_seconds").notNull(),
    /** Of the seconds above, those with no rate to price them. */
    uncostedSeconds: integer("uncosted_seconds").notNull(),
    /** hourly, day (the day rate pro rata) or none: what priced the standard hours. */
    rateBasis: text("rate_basis").notNull(),
    overtimeAtStandardRate: boolean("overtime_at_standard_rate").notNull(),
    pay: money("pay").notNull(),
    onCost: money("on_cost").notNull(),
  },
  (t) => [primaryKey({ columns: [t.workerId, t.day, t.projectId] }), index("labour_cost_days_project_day_idx").on(t.projectId, t.day)],
);

/** A contract day's typed diary labour that counts (no sign-in of that employer there that day): uncosted, by employer. */
export const labourCostDiary = pgTable(
  "labour_cost_diary",
  {
    projectId: integer("project_id").notNull(),
    day: text("day").notNull(),
    /** The employer as matched: trimmed and lower case. */
    employerKey: text("employer_key").notNull(),
    /** The employer as first typed that day, trimmed ("" is none). */
    employer: text("employer").notNull(),
    uncostedSeconds: integer("uncosted_seconds").notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day, t.employerKey] })],
);

/** A contract's labour by month (yyyy-MM), written with the days: what the company view and the CVR read. */
export const labourCostMonths = pgTable(
  "labour_cost_months",
  {
    projectId: integer("project_id").notNull(),
    month: text("month").notNull(),
    standardSeconds: bigint("standard_seconds", { mode: "number" }).notNull(),
    overtimeSeconds: bigint("overtime_seconds", { mode: "number" }).notNull(),
    /** Of the sign-ins' seconds, those with no rate to price them. */
    uncostedSeconds: bigint("uncosted_seconds", { mode: "number" }).notNull(),
    /** The diary's typed hours that count (no sign-in of that employer that day), in seconds: uncosted too. */
    diarySeconds: bigint("diary_seconds", { mode: "number" }).notNull(),
    pay: total("pay").notNull(),
    onCost: total("on_cost").notNull(),
    /** How many worker-day and diary rows make the month: at 0 the row goes. */
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.month] })],
);
