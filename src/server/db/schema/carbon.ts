import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./identity";
import { projects } from "./projects";
import { assets } from "./assets";

const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });
const projectRef = () =>
  integer("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" });
/** data-model.md §9: quantities 12,3; carbon 10,3; emission factors 10,6; general money 12,2. */
const quantity = (name: string) => numeric(name, { precision: 12, scale: 3 });
const carbon = (name: string) => numeric(name, { precision: 10, scale: 3 });
/** A copy of the main factor, unrounded like carbon_factors.value (issue 11 §13). */
const factor = (name: string) => numeric(name);
/** General money (data-model.md §9): 12 digits with 2 places. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * The conversion-factor library: the DESNZ sets shipped in src/server/db/reference (one row per
 * factor ID and set year, loaded at start from the committed CSV) and a company's own imported
 * factors (set_year null, source as the company named it, e.g. "ICE v3.0").
 * Values are kg CO2e per unit; wider than the spec's 10,6 because DESNZ publishes per-tonne factors
 * in the thousands and an imported per-tonne factor may pass 9,999.
 */
export const carbonFactors = pgTable(
  "carbon_factors",
  {
    id: serial("id").primaryKey(),
    factorId: text("factor_id").notNull(),
    setYear: integer("set_year"),
    source: text("source").notNull(),
    isCompany: boolean("is_company").notNull().default(false),
    scope: text("scope"),
    sheet: text("sheet").notNull(),
    level2: text("level2"),
    level3: text("level3"),
    level4: text("level4"),
    columnText: text("column_text"),
    name: text("name").notNull(),
    unit: text("unit").notNull(),
    // Unconstrained: a factor keeps every decimal it was published or imported with (issue 11 §13).
    value: numeric("value").notNull(),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("carbon_factors_factor_year_idx").on(t.factorId, t.setYear), index("carbon_factors_sheet_idx").on(t.sheet, t.setYear, t.name)],
);

/** The List of Waste (EWC codes), shipped in src/server/db/reference and loaded at start. */
export const wasteCodes = pgTable("waste_codes", {
  code: text("code").primaryKey(),
  isHazardous: boolean("is_hazardous").notNull(),
  entryType: text("entry_type").notNull(),
  chapter: text("chapter").notNull(),
  subChapter: text("sub_chapter").notNull(),
  description: text("description").notNull(),
});

/** Which version of each reference file is in the database: a changed file is reloaded at the next start. */
export const referenceData = pgTable("reference_data", {
  name: text("name").primaryKey(),
  checksum: text("checksum").notNull(),
  rows: integer("rows").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The company's carbon reporting choices: one row (id 1). */
export const carbonSettings = pgTable("carbon_settings", {
  id: integer("id").primaryKey().default(1),
  /** The DESNZ set new figures are computed with; null means the newest loaded. */
  factorYear: integer("factor_year"),
  updatedBy: userRef("updated_by"),
  updatedAt: updatedAt(),
});

/**
 * data-model.md §3 carbon_entries: the site activity that carries carbon, one row per plant entry,
 * delivery or waste movement (`kind`). The spec's columns are kept; the ones after them are what
 * the forms add (plant hours and fuel, delivery note, waste route and transfer note).
 */
export const carbonEntries = pgTable(
  "carbon_entries",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    date: text("date").notNull(),
    kind: text("kind").notNull(),
    source: text("source"),
    category: text("category"),
    quantity: quantity("quantity"),
    unit: text("unit"),
    carbonEmitted: carbon("carbon_emitted").notNull().default("0"),
    notes: text("notes"),
    supplier: text("supplier"),
    userId: userRef("user_id"),
    createdBy: text("created_by"),
    poNumber: text("po_number"),
    isDelivered: text("is_delivered").notNull().default("false"),
    lineItems: jsonb("line_items"),
    poTotal: numeric("po_total", { precision: 12, scale: 2 }),
    grnNumber: text("grn_number"),
    lineItemId: text("line_item_id"),
    materialCategory: text("material_category"),
    materialQuantity: quantity("material_quantity"),
    materialUnit: text("material_unit"),
    transportCategory: text("transport_category"),
    transportWeight: quantity("transport_weight"),
    transportDistance: quantity("transport_distance"),
    lastModified: timestamp("last_modified", { withTimezone: true }),
    uploadedFiles: jsonb("uploaded_files"),
    wasteCode: text("waste_code"),
    wasteCodeDescription: text("waste_code_description"),
    wasteCodeCategory: text("waste_code_category"),
    isHazardousWaste: boolean("is_hazardous_waste").notNull().default(false),
    // Plant
    plantItem: text("plant_item"),
    ownership: text("ownership"),
    hireCompany: text("hire_company"),
    assetName: text("asset_name"),
    /** The register's asset booked to the diary as plant (issue 32); its fuel, engine stage and power come from it. */
    assetId: integer("asset_id").references(() => assets.id, { onDelete: "set null" }),
    hours: numeric("hours", { precision: 8, scale: 2 }),
    fuelType: text("fuel_type"),
    fuelLitres: quantity("fuel_litres"),
    /** What the plant is hired at, net of VAT (decision 0081), and per what: hour, day or week; both or neither. */
    hireRate: money("hire_rate"),
    hireRateUnit: text("hire_rate_unit"),
    // Delivery
    deliveryNoteNumber: text("delivery_note_number"),
    // Waste
    wasteMaterial: text("waste_material"),
    /** The user confirmed a material other than the one the waste code names (issue 11 item 14). */
    wasteMaterialConfirmed: boolean("waste_material_confirmed").notNull().default(false),
    disposalRoute: text("disposal_route"),
    weightTonnes: quantity("weight_tonnes"),
    carrier: text("carrier"),
    wasteTransferNote: text("waste_transfer_note"),
    /** Waste: what the carrier's ticket says it cost, net of VAT (decision 0081). */
    cost: money("cost"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: userRef("updated_by"),
  },
  (t) => [
    index("carbon_entries_project_kind_date_idx").on(t.projectId, t.kind, t.date, t.id),
    index("carbon_entries_project_created_idx").on(t.projectId, t.createdAt),
    index("carbon_entries_date_idx").on(t.date, t.id),
    index("carbon_entries_asset_idx")
      .on(t.assetId, t.date)
      .where(sql`${t.assetId} is not null`),
  ],
);

/** data-model.md §3 scope2_energy: metered electricity, gas, heat or steam. */
export const scope2Energy = pgTable(
  "scope2_energy",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    date: text("date").notNull(),
    energyType: text("energy_type").notNull(),
    consumption: quantity("consumption").notNull(),
    unit: text("unit").notNull(),
    siteName: text("site_name"),
    meterReading: text("meter_reading"),
    supplier: text("supplier"),
    invoiceReference: text("invoice_reference"),
    /** What the supplier's invoice says it cost, net of VAT (decision 0081). */
    cost: money("cost"),
    carbonEmitted: carbon("carbon_emitted").notNull().default("0"),
    emissionFactor: factor("emission_factor"),
    notes: text("notes"),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
    updatedBy: userRef("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [index("scope2_energy_project_date_idx").on(t.projectId, t.date, t.id), index("scope2_energy_project_created_idx").on(t.projectId, t.createdAt)],
);

/** data-model.md §3 scope3_additional: other indirect emissions (waste, water, purchased goods, subcontractors). */
export const scope3Additional = pgTable(
  "scope3_additional",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    date: text("date").notNull(),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    description: text("description").notNull(),
    quantity: quantity("quantity").notNull(),
    unit: text("unit").notNull(),
    supplier: text("supplier"),
    wasteCode: text("waste_code"),
    wasteDisposalMethod: text("waste_disposal_method"),
    /** The user confirmed a waste material other than the one the EWC code names (issue 11 item 14). */
    wasteMaterialConfirmed: boolean("waste_material_confirmed").notNull().default(false),
    invoiceReference: text("invoice_reference"),
    carbonEmitted: carbon("carbon_emitted").notNull().default("0"),
    emissionFactor: factor("emission_factor"),
    calculationMethod: text("calculation_method"),
    notes: text("notes"),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
    updatedBy: userRef("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("scope3_additional_project_date_idx").on(t.projectId, t.date, t.id),
    index("scope3_additional_project_created_idx").on(t.projectId, t.createdAt),
  ],
);
