import { sql } from "drizzle-orm";
import { index, integer, numeric, pgTable, serial, smallint, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { projects } from "./projects";

/**
 * Every computed carbon figure, one row per figure, with the factor it used (ID, set year, unit,
 * value, source): the ledger the carbon tab, the footprint and the PDF report total
 * (docs/decisions/0009-carbon-figures.md). A record's figures are rewritten whenever it is saved and
 * go with it when it is deleted.
 *
 * A figure's owner is one (source_kind, source_id) pair, not a foreign key per record type
 * (docs/decisions/0063-carbon-figure-owner.md): a new source (vehicles, company records) needs no
 * column. Without a foreign key nothing cascades, so the one writer (modules/carbon/carbon-figures.service)
 * removes a record's figures when the record is deleted. project_id is null for a company-level figure
 * (no contract); a purged contract's figures still go by its cascade.
 */
export const carbonFigures = pgTable(
  "carbon_figures",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    /** plant, delivery, waste, energy, scope3 or visitor (SOURCE_KINDS): what kind of record it came from. */
    sourceKind: text("source_kind").notNull(),
    /** The record's id in its own table (carbon_entries for plant, deliveries and waste). */
    sourceId: integer("source_id").notNull(),
    scope: smallint("scope").notNull(),
    /** fuel, transport, materials, waste, electricity, gas, heat, steam, transmission, water, purchased_goods, subcontractor, travel */
    category: text("category").notNull(),
    /** The GHG Protocol Scope 3 category number (1 purchased goods … 7 commuting); null for Scopes 1 and 2. */
    ghgCategory: smallint("ghg_category"),
    description: text("description").notNull(),
    activityAmount: numeric("activity_amount", { precision: 16, scale: 3 }).notNull(),
    activityUnit: text("activity_unit").notNull(),
    factorId: text("factor_id").notNull(),
    factorYear: integer("factor_year"),
    factorUnit: text("factor_unit").notNull(),
    // The factor exactly as used, unrounded, like carbon_factors.value.
    factorValue: numeric("factor_value").notNull(),
    factorSource: text("factor_source").notNull(),
    factorName: text("factor_name").notNull(),
    kgCo2e: numeric("kg_co2e", { precision: 14, scale: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("carbon_figures_project_date_idx").on(t.projectId, t.date),
    index("carbon_figures_source_idx").on(t.sourceKind, t.sourceId),
    // Plant burns one fuel, waste goes one way, a visitor makes one journey, a worker's sign-in one commute: one figure each. Deliveries
    // (material and transport), energy (generation and losses) and water (supply and treatment) have more.
    uniqueIndex("carbon_figures_one_per_source")
      .on(t.sourceKind, t.sourceId)
      .where(sql`${t.sourceKind} in ('plant', 'waste', 'visitor', 'site_attendance')`),
    index("carbon_figures_date_idx").on(t.date),
  ],
);

/**
 * carbon_figures summed per contract, month (yyyy-mm) and scope, kept by statement triggers on
 * carbon_figures (migration 0011): the company overview reads a few rows a contract-month instead of
 * every figure (issue 13, docs/decisions/0021-scale-capped-counts.md). A derived cache, never written by
 * the app. No foreign key: a purged project's figures go by cascade and the trigger then only lowers
 * (and removes) its rows, so nothing can be inserted for a project that is going. Company-level
 * figures (no contract) are summed under a null project_id: nulls are not distinct in its key, so
 * they make one row a month and scope (migration 0019).
 */
export const carbonMonthTotals = pgTable(
  "carbon_month_totals",
  {
    projectId: integer("project_id"),
    month: text("month").notNull(),
    scope: smallint("scope").notNull(),
    kgCo2e: numeric("kg_co2e").notNull(),
    figures: integer("figures").notNull(),
  },
  (t) => [unique("carbon_month_totals_owner_month_scope").on(t.projectId, t.month, t.scope).nullsNotDistinct()],
);
