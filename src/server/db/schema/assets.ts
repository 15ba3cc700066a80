import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { files, projects } from "./projects";
import { money, ts, userRef } from "./procurement-columns";
import { workers } from "./workforce";

/**
 * Assets and plant (issue 32): data-model.md §3 assets, asset_images and asset_documents, with what a
 * UK register must also hold: where an item is (a contract, or the yard) and who has it, its meters,
 * the inspections the law asks for (LOLER, PUWER, HSG107's electrical tiers), pre-use checks that take
 * it out of use, check-outs, hired-in plant, its authorised operators, and hand-arm vibration exposure.
 * Days are ISO text (yyyy-MM-dd, UK), as everywhere else.
 */

const assetRef = () =>
  integer("asset_id")
    .notNull()
    .references(() => assets.id, { onDelete: "cascade" });
const workerRef = (name = "worker_id") => integer(name).references(() => workers.id, { onDelete: "set null" });
const projectRef = (name = "project_id") => integer(name).references(() => projects.id, { onDelete: "set null" });

export const assets = pgTable(
  "assets",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    category: text("category"),
    model: text("model"),
    serialNumber: text("serial_number"),
    manufacturer: text("manufacturer"),
    purchasePrice: money("purchase_price"),
    currentValue: money("current_value"),
    purchaseDate: text("purchase_date"),
    /** Free text within the place: "Bay 3", "Container 2", the yard's address. */
    location: text("location"),
    status: text("status").notNull().default("active"),
    condition: text("condition"),
    supplier: text("supplier"),
    warrantyExpiry: text("warranty_expiry"),
    lastMaintenanceDate: text("last_maintenance_date"),
    nextMaintenanceDate: text("next_maintenance_date"),
    maintenanceInterval: integer("maintenance_interval"),
    maintenanceIntervalHours: integer("maintenance_interval_hours"),
    maintenanceIntervalMiles: integer("maintenance_interval_miles"),
    /** The meters when the last maintenance was done, so the next is due by hours or miles too. */
    lastMaintenanceHours: numeric("last_maintenance_hours", { precision: 8, scale: 1 }),
    lastMaintenanceMiles: numeric("last_maintenance_miles", { precision: 7, scale: 0 }),
    /**
     * The inspection of the spec's fields is PUWER's (reg. 6, "at suitable intervals" the company sets):
     * due by date, engine hours or miles, whichever first (rules/asset-due.ts). LOLER's examinations and
     * the electrical tiers are asset_inspections of their own kinds.
     */
    lastInspectionDate: text("last_inspection_date"),
    nextInspectionDate: text("next_inspection_date"),
    inspectionInterval: integer("inspection_interval"),
    inspectionIntervalHours: integer("inspection_interval_hours"),
    inspectionIntervalMiles: integer("inspection_interval_miles"),
    lastInspectionHours: numeric("last_inspection_hours", { precision: 8, scale: 1 }),
    lastInspectionMiles: numeric("last_inspection_miles", { precision: 7, scale: 0 }),
    certificationsRequired: text("certifications_required"),
    insuranceDetails: text("insurance_details"),
    /** The last meter readings (asset_meter_readings keeps each one). */
    operatingHours: numeric("operating_hours", { precision: 8, scale: 1 }),
    mileage: numeric("mileage", { precision: 7, scale: 0 }),
    fuelType: text("fuel_type"),
    notes: text("notes"),
    /** The spec's qrCodeData: what the label's QR code carries, the scan page's address with qr_token. */
    qrCodeData: text("qr_code_data"),
    /** An unguessable token (never the id): the public scan finds the asset by it; re-issuing voids the old label. */
    qrToken: text("qr_token").notNull(),
    qrIssuedAt: ts("qr_issued_at").notNull().defaultNow(),
    /** The spec's image: the picture the register shows first (one of asset_images). */
    imageFileId: integer("image_file_id").references(() => files.id, { onDelete: "set null" }),
    customFields: jsonb("custom_fields").$type<Record<string, string>>(),
    // Owned or hired in, and a hire's details.
    ownership: text("ownership").notNull().default("owned"),
    hireSupplier: text("hire_supplier"),
    hireOrderReference: text("hire_order_reference"),
    onHireDate: text("on_hire_date"),
    offHireDate: text("off_hire_date"),
    offHireReference: text("off_hire_reference"),
    collectionDate: text("collection_date"),
    // Vibration and engine (HAVS, London's NRMM register).
    vibrationMagnitude: numeric("vibration_magnitude", { precision: 5, scale: 2 }),
    engineStage: text("engine_stage"),
    enginePowerKw: numeric("engine_power_kw", { precision: 5, scale: 1 }),
    // Which inspections the item needs (shared/rules/inspections.ts).
    /** LOLER: lifts_people, accessory or other; null when it is not lifting equipment. */
    liftingUse: text("lifting_use"),
    /** An examination scheme's interval in months, replacing LOLER's 6 or 12. */
    examinationSchemeMonths: integer("examination_scheme_months"),
    /** Its safety depends on installation (a tower crane, a hoist): examined again at each new site. */
    dependsOnInstallation: boolean("depends_on_installation").notNull().default(false),
    /** A 110 V (or other portable electrical) site tool: HSG107's three tiers apply at the company's intervals. */
    portableElectrical: boolean("portable_electrical").notNull().default(false),
    // Where it is and who has it.
    /** The contract it is on; null: in the yard. */
    projectId: projectRef(),
    /** The day it arrived where it is: an inspection due "before use at a new site" counts from it. */
    arrivedOn: text("arrived_on"),
    /** Who has it now (an open check-out); kept with asset_checkouts in one transaction. */
    holderWorkerId: workerRef("holder_worker_id"),
    /** Taken out of use (a failed pre-use check or a dangerous defect) until an authorised person clears it. */
    outOfUse: boolean("out_of_use").notNull().default(false),
    outOfUseReason: text("out_of_use_reason"),
    outOfUseSince: ts("out_of_use_since"),
    createdBy: userRef("created_by"),
    updatedBy: userRef("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts("deleted_at"),
    /** What the register's search reads: name, serial, manufacturer, model, category, lower-cased once, joined by U+001F. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(name || chr(31) || coalesce(serial_number, '') || chr(31) || coalesce(manufacturer, '') || chr(31) || coalesce(model, '') || chr(31) || coalesce(category, ''))`,
    ),
  },
  (t) => [
    uniqueIndex("assets_qr_token_idx").on(t.qrToken),
    index("assets_name_idx")
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("assets_status_name_idx")
      .on(t.status, sql`lower(${t.name})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("assets_type_name_idx")
      .on(t.type, sql`lower(${t.name})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("assets_project_idx")
      .on(t.projectId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("assets_holder_idx")
      .on(t.holderWorkerId)
      .where(sql`${t.deletedAt} is null`),
    index("assets_next_inspection_idx")
      .on(t.nextInspectionDate, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** data-model.md §3 asset_images: an asset's pictures, one link per pair. */
export const assetImages = pgTable(
  "asset_images",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    uploadedBy: userRef("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("asset_images_pair_idx").on(t.assetId, t.fileId)],
);

/** data-model.md §3 asset_documents (§5 Asset document): certificates, manuals, hire evidence, with expiry. */
export const assetDocuments = pgTable(
  "asset_documents",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    filename: text("filename").notNull(),
    filepath: text("filepath").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    /** The stored bytes (the files module's store); filepath is the file's address in it. */
    fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
    expiryDate: text("expiry_date"),
    notes: text("notes"),
    uploadedBy: userRef("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [index("asset_documents_asset_idx").on(t.assetId, t.id), index("asset_documents_expiry_idx").on(t.expiryDate)],
);

/**
 * An asset's history: each change of status, place (contract or yard), holder, condition or use
 * (out of use, cleared), with the value before and after as shown then, who and when.
 */
export const assetHistory = pgTable(
  "asset_history",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    /** status, place, holder, condition, out_of_use, defect (reported, not unsafe) */
    field: text("field").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    note: text("note"),
    /** The contract the change concerns, when there is one (a move, a check-out). */
    projectId: projectRef(),
    changedBy: userRef("changed_by"),
    changedAt: ts("changed_at").notNull().defaultNow(),
  },
  (t) => [index("asset_history_asset_idx").on(t.assetId, t.changedAt, t.id)],
);

/** Meter readings (engine hours, miles) over time: each new one at least the last (rules/asset-due.ts). */
export const assetMeterReadings = pgTable(
  "asset_meter_readings",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    /** hours or miles */
    meter: text("meter").notNull(),
    day: text("day").notNull(),
    value: numeric("value", { precision: 8, scale: 1 }).notNull(),
    /** Where it came from: typed, a pre-use check, a diary plant entry. */
    source: text("source").notNull().default("typed"),
    recordedBy: userRef("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [index("asset_meter_readings_asset_idx").on(t.assetId, t.meter, t.day, t.id)],
);

/**
 * An inspection or examination (shared/rules/inspections.ts INSPECTION_KINDS): a LOLER thorough
 * examination's report content (safe working load, examiner, defects with repair-by dates, whether it
 * may stay in use, next due), a PUWER inspection, or one of HSG107's electrical tiers. A hired-in
 * item's supplier evidence is one too (`bySupplier`), with its document.
 */
export const assetInspections = pgTable(
  "asset_inspections",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    kind: text("kind").notNull(),
    /** The day it was done. */
    day: text("day").notNull(),
    /** pass, pass_with_defects, fail */
    result: text("result").notNull(),
    examinerName: text("examiner_name").notNull(),
    examinerCompany: text("examiner_company"),
    /** LOLER: the safe working load as the report states it ("2,000 kg at 3 m"). */
    safeWorkingLoad: text("safe_working_load"),
    /** Each defect: what, whether it is dangerous now, and the day it must be repaired by. */
    defects: jsonb("defects").$type<{ description: string; dangerous: boolean; repairBy: string | null }[]>().notNull().default([]),
    mayStayInUse: boolean("may_stay_in_use").notNull().default(true),
    /** The next due day the report states (LOLER), or null to use the rule's interval. */
    nextDueDay: text("next_due_day"),
    /** Where it was when done: an examination after installation counts for that site. */
    projectId: projectRef(),
    bySupplier: boolean("by_supplier").notNull().default(false),
    reportDocumentId: integer("report_document_id").references(() => assetDocuments.id, { onDelete: "set null" }),
    notes: text("notes"),
    recordedBy: userRef("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [index("asset_inspections_asset_kind_idx").on(t.assetId, t.kind, t.day, t.id)],
);

/** A pre-use checklist: the questions asked of an asset type (or one category within it) before use. */
export const assetChecklists = pgTable(
  "asset_checklists",
  {
    id: serial("id").primaryKey(),
    /** The asset type it applies to (shared ASSET_TYPES). */
    assetType: text("asset_type").notNull(),
    /** A category within the type ("Excavator"); null: the type's own list. */
    category: text("category"),
    items: jsonb("items").$type<string[]>().notNull(),
    updatedBy: userRef("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("asset_checklists_type_category_idx").on(t.assetType, sql`lower(coalesce(${t.category}, ''))`)],
);

/**
 * A pre-use check, nil-defect or not: each item's answer, who did it (a worker, or a user), on which
 * contract, the hour meter. A failed check takes the asset out of use (assets.out_of_use).
 */
export const assetPreUseChecks = pgTable(
  "asset_pre_use_checks",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    workerId: workerRef(),
    projectId: projectRef(),
    day: text("day").notNull(),
    checkedAt: ts("checked_at").notNull().defaultNow(),
    answers: jsonb("answers").$type<{ item: string; ok: boolean; note: string | null }[]>().notNull(),
    passed: boolean("passed").notNull(),
    defectNote: text("defect_note"),
    hoursReading: numeric("hours_reading", { precision: 8, scale: 1 }),
    /** An operator whose card did not meet the category's rule, let through: why, and who. */
    overrideReason: text("override_reason"),
    recordedBy: userRef("recorded_by"),
  },
  (t) => [index("asset_pre_use_checks_asset_idx").on(t.assetId, t.checkedAt, t.id), index("asset_pre_use_checks_day_idx").on(t.day)],
);

/** Clearing an out-of-use item: by whom (an authorised person), when, and the note. */
export const assetClearances = pgTable(
  "asset_clearances",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    reason: text("reason").notNull(),
    note: text("note").notNull(),
    clearedBy: userRef("cleared_by"),
    clearedAt: ts("cleared_at").notNull().defaultNow(),
  },
  (t) => [index("asset_clearances_asset_idx").on(t.assetId, t.clearedAt)],
);

/** A check-out to a person on a contract, and its check-in. One open check-out per asset. */
export const assetCheckouts = pgTable(
  "asset_checkouts",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    projectId: projectRef(),
    checkedOutAt: ts("checked_out_at").notNull().defaultNow(),
    checkedOutBy: userRef("checked_out_by"),
    /** The day it is due back; past it and not returned, the check-out is overdue. */
    dueBack: text("due_back"),
    checkedInAt: ts("checked_in_at"),
    checkedInBy: userRef("checked_in_by"),
    conditionIn: text("condition_in"),
    note: text("note"),
    /** An operator whose card did not meet the category's rule, let through: why (the override log). */
    overrideReason: text("override_reason"),
  },
  (t) => [
    uniqueIndex("asset_checkouts_open_idx")
      .on(t.assetId)
      .where(sql`${t.checkedInAt} is null`),
    index("asset_checkouts_asset_idx").on(t.assetId, t.checkedOutAt),
    index("asset_checkouts_worker_idx").on(t.workerId, t.checkedOutAt),
    index("asset_checkouts_due_idx")
      .on(t.dueBack)
      .where(sql`${t.checkedInAt} is null`),
  ],
);

/** An asset's authorised operators (workers). */
export const assetOperators = pgTable(
  "asset_operators",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    authorisedBy: userRef("authorised_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("asset_operators_pair_idx").on(t.assetId, t.workerId), index("asset_operators_worker_idx").on(t.workerId)],
);

/** The cards a plant category's operators need (CPCS, NPORS), judged as a trade's rule is (workforce/card-rules.ts). */
export const plantCategoryCards = pgTable(
  "plant_category_cards",
  {
    id: serial("id").primaryKey(),
    category: text("category").notNull(),
    requirements: jsonb("requirements").$type<{ scheme: string; cardType?: string }[][]>().notNull(),
    updatedBy: userRef("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("plant_category_cards_category_idx").on(sql`lower(${t.category})`)],
);

/**
 * Hand-arm vibration: a worker's trigger time with a tool on one day. Points are worked out when logged
 * (rules/havs.ts) from the tool's magnitude then, which is kept: a later change of the tool's figure
 * does not rewrite a day already worked.
 */
export const havsExposures = pgTable(
  "havs_exposures",
  {
    id: serial("id").primaryKey(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    assetId: assetRef(),
    projectId: projectRef(),
    day: text("day").notNull(),
    minutes: integer("minutes").notNull(),
    magnitude: numeric("magnitude", { precision: 5, scale: 2 }).notNull(),
    points: integer("points").notNull(),
    /** Logged past the limit (400 points): why, and who allowed it. */
    overrideReason: text("override_reason"),
    recordedBy: userRef("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [index("havs_exposures_worker_day_idx").on(t.workerId, t.day), index("havs_exposures_asset_idx").on(t.assetId, t.day)],
);

/**
 * The company's inspection settings (one row, id 1): HSG107's tiers for portable electrical site tools
 * (every N units, and how many days before it turns amber), the days a hired-in item may go without a
 * pre-use check before it is flagged idle. Absent row: HSG107's suggestions and 3 days.
 */
export const assetSettings = pgTable("asset_settings", {
  id: integer("id").primaryKey(),
  electrical: jsonb("electrical").$type<Record<string, { every: number; unit: string; warnDays: number }>>(),
  idleHireDays: integer("idle_hire_days").notNull().default(3),
  updatedBy: userRef("updated_by"),
  updatedAt: updatedAt(),
});
