import { sql } from "drizzle-orm";
import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./identity";
import { projects } from "./projects";

/**
 * The registers a QS writes for a contract's cost analysis (issue 34, decision 0081): variations,
 * the forecast method per head, and the monthly valuations (CVR periods) with their snapshots.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });
/** Contract money (data-model.md §9): 15 digits with 2 places. */
const money = (name: string) => numeric(name, { precision: 15, scale: 2 });
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });
const projectRef = () =>
  integer("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" });

/**
 * A contract's variations, numbered V001 … per contract. Deleted ones stay in place (`deleted_at`,
 * the recycle bin) with their numbers, so a number is never given twice.
 */
export const contractVariations = pgTable(
  "contract_variations",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    /** labour, plant, materials, waste, energy or other (rules/cvr.ts COST_HEADS). */
    head: text("head").notNull(),
    /** pending, approved, unagreed or rejected (rules/cost-forecast.ts VARIATION_STATUSES). */
    status: text("status").notNull().default("pending"),
    valueEstimate: money("value_estimate"),
    costEstimate: money("cost_estimate"),
    agreedValue: money("agreed_value"),
    agreedCost: money("agreed_cost"),
    statusNote: text("status_note"),
    statusChangedAt: ts("status_changed_at"),
    statusChangedBy: userRef("status_changed_by"),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
    updatedBy: userRef("updated_by"),
    updatedAt: updatedAt(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    uniqueIndex("contract_variations_number_unique").on(t.projectId, t.number),
    index("contract_variations_live_idx")
      .on(t.projectId, t.status, t.head)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The last variation number given on each contract, bumped in the creating transaction (one upsert, as document_sequences). */
export const contractVariationNumbers = pgTable("contract_variation_numbers", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  lastNumber: integer("last_number").notNull().default(0),
});

/** The forecast method a contract's head is forecast by (no row: Budget), with the QS figure and its note. */
export const costForecasts = pgTable(
  "cost_forecasts",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    head: text("head").notNull(),
    /** budget, spend_rate or qs_figure (rules/cost-forecast.ts FORECAST_METHODS). */
    method: text("method").notNull(),
    qsAmount: money("qs_amount"),
    qsNote: text("qs_note"),
    chosenBy: userRef("chosen_by"),
    chosenAt: ts("chosen_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cost_forecasts_head_unique").on(t.projectId, t.head)],
);

/**
 * A contract's month (yyyy-MM): its valuation (value applied for, value certified, cumulative), open
 * until closed. Closing locks the snapshot (rules/cvr.ts `CvrSnapshot`, money as decimal strings);
 * `closed_by` is null when the daily job closed it.
 */
export const cvrPeriods = pgTable(
  "cvr_periods",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    month: text("month").notNull(),
    valueApplied: money("value_applied"),
    valueCertified: money("value_certified"),
    status: text("status").notNull().default("open"),
    snapshot: jsonb("snapshot"),
    closedAt: ts("closed_at"),
    closedBy: userRef("closed_by"),
    createdAt: createdAt(),
    updatedBy: userRef("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("cvr_periods_month_unique").on(t.projectId, t.month)],
);
