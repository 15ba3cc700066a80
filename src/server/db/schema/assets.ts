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

export const assetRef = () =>
  integer("asset_id")
    .notNull()
    .references(() => assets.id, { onDelete: "cascade" });
export const workerRef = (name = "worker_id") => integer(name).references(() => workers.id, { onDelete: "set null" });
export const projectRef = (name = "project_id") => integer(name).references(() => projects.id, { onDelete: "set null" });

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
