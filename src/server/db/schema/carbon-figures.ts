import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, primaryKey, serial, smallint, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { projects } from "./projects";
import { carbonEntries, scope2Energy, scope3Additional } from "./carbon";
import { visitorAttendance } from "./site";

/**
 * Every computed carbon figure, one row per figure, with the factor it used (ID, set year, unit,
 * value, source): the ledger the carbon tab, the footprint and the PDF report total
 * (docs/decisions/0009-carbon-figures.md). A record's figures are rewritten whenever it is saved and
 * go with it when it is deleted (exactly one source column is set).
 */
export const carbonFigures = pgTable(
  "carbon_figures",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    carbonEntryId: integer("carbon_entry_id").references(() => carbonEntries.id, { onDelete: "cascade" }),
    energyId: integer("energy_id").references(() => scope2Energy.id, { onDelete: "cascade" }),
    scope3Id: integer("scope3_id").references(() => scope3Additional.id, { onDelete: "cascade" }),
    visitorId: integer("visitor_id").references(() => visitorAttendance.id, { onDelete: "cascade" }),
    /** plant, delivery, waste, energy, scope3 or visitor: what kind of record it came from. */
    sourceKind: text("source_kind").notNull(),
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
    index("carbon_figures_carbon_entry_idx").on(t.carbonEntryId),
    index("carbon_figures_energy_idx").on(t.energyId),
    index("carbon_figures_scope3_idx").on(t.scope3Id),
    index("carbon_figures_visitor_idx").on(t.visitorId),
    index("carbon_figures_date_idx").on(t.date),
    check("carbon_figures_one_source", sql`num_nonnulls(${t.carbonEntryId}, ${t.energyId}, ${t.scope3Id}, ${t.visitorId}) = 1`),
  ],
);

/**
 * carbon_figures summed per contract, month (yyyy-mm) and scope, kept by statement triggers on
 * carbon_figures (migration 0011): the company overview reads a few rows a contract-month instead of
 * every figure (issue 13, docs/decisions/0021-scale-capped-counts.md). A derived cache, never written by
 * the app. No foreign key: a purged project's figures go by cascade and the trigger then only lowers
 * (and removes) its rows, so nothing can be inserted for a project that is going.
 */
export const carbonMonthTotals = pgTable(
  "carbon_month_totals",
  {
    projectId: integer("project_id").notNull(),
    month: text("month").notNull(),
    scope: smallint("scope").notNull(),
    kgCo2e: numeric("kg_co2e").notNull(),
    figures: integer("figures").notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.month, t.scope] })],
);
