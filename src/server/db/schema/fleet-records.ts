import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { files } from "./projects";
import { carbonKg, money, ts, userRef } from "./procurement-columns";
import { projectRef, workerRef } from "./assets";
import { fleet, vehicleRef } from "./fleet";

/**
 * What a fleet keeps beside the vehicle (issue 33): daily walkaround checks, drivers' licence checks,
 * an HGV's safety inspections and tachograph downloads, and fuel with its Scope 1 carbon.
 */

/** One item of a walkaround check as the driver answered it. */
export type WalkaroundItem = { key: string; label: string; result: "ok" | "defect" | "na"; note?: string | null };

/** A driver's daily walkaround check (DVSA's daily walkaround), nil-defect too. */
export const fleetWalkaroundChecks = pgTable(
  "fleet_walkaround_checks",
  {
    id: serial("id").primaryKey(),
    vehicleId: vehicleRef(),
    day: text("day").notNull(),
    /** Who drove and checked: a worker or a user (the one signed in). */
    driverWorkerId: workerRef("driver_worker_id"),
    driverUserId: userRef("driver_user_id"),
    driverName: text("driver_name").notNull(),
    mileage: integer("mileage"),
    items: jsonb("items").$type<WalkaroundItem[]>().notNull(),
    /** Any item answered defect. */
    hasDefects: boolean("has_defects").notNull().default(false),
    /** A defect that makes the vehicle unsafe to drive: it goes off the road until cleared. */
    unsafe: boolean("unsafe").notNull().default(false),
    notes: text("notes"),
    /** The defect's rectification: who cleared it, when and what was done. */
    clearedAt: ts("cleared_at"),
    clearedBy: userRef("cleared_by"),
    clearedNote: text("cleared_note"),
    recordedBy: userRef("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("fleet_walkaround_vehicle_idx").on(t.vehicleId, t.day, t.id),
    index("fleet_walkaround_open_defects_idx")
      .on(t.vehicleId)
      .where(sql`${t.hasDefects} and ${t.clearedAt} is null`),
  ],
);

/**
 * A photo of one defect of a walkaround check (the item's key: a check may find several defects, each
 * with its own photos). A company file (decision 0026), the check's alone: served only through the check.
 */
export const fleetWalkaroundPhotos = pgTable(
  "fleet_walkaround_photos",
  {
    id: serial("id").primaryKey(),
    checkId: integer("check_id")
      .notNull()
      .references(() => fleetWalkaroundChecks.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    uploadedBy: userRef("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("fleet_walkaround_photos_file_idx").on(t.fileId), index("fleet_walkaround_photos_check_idx").on(t.checkId, t.itemKey, t.id)],
);

/**
 * A driver's licence check (DVLA's View a driving licence with a check code, the paper or photocard
 * seen, or a checking service): categories and points as seen, and the next check due by risk.
 * The driver is a worker or a user.
 */
export const driverLicenceChecks = pgTable(
  "driver_licence_checks",
  {
    id: serial("id").primaryKey(),
    workerId: workerRef(),
    userId: userRef("user_id"),
    checkedOn: text("checked_on").notNull(),
    /** dvla_online, photocard, checking_service */
    method: text("method").notNull(),
    licenceNumber: text("licence_number"),
    /** Entitlement categories as seen, e.g. ["B", "BE", "C1", "C"]. */
    categories: jsonb("categories").$type<string[]>().notNull(),
    points: integer("points").notNull().default(0),
    licenceExpiry: text("licence_expiry"),
    /** low, medium, high: sets the interval to the next check. */
    risk: text("risk").notNull(),
    nextCheckDue: text("next_check_due").notNull(),
    notes: text("notes"),
    checkedBy: userRef("checked_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("driver_licence_checks_worker_idx")
      .on(t.workerId, t.checkedOn, t.id)
      .where(sql`${t.workerId} is not null`),
    index("driver_licence_checks_user_idx")
      .on(t.userId, t.checkedOn, t.id)
      .where(sql`${t.userId} is not null`),
    index("driver_licence_checks_due_idx").on(t.nextCheckDue),
  ],
);

/**
 * An HGV's periodic safety inspection (DVSA's Guide to maintaining roadworthiness), planned in ISO
 * weeks at the interval declared on the operator licence; records are kept at least 15 months.
 */
export const fleetSafetyInspections = pgTable(
  "fleet_safety_inspections",
  {
    id: serial("id").primaryKey(),
    vehicleId: vehicleRef(),
    day: text("day").notNull(),
    /** The ISO week it was done in, e.g. 2026-W48 (the forward plan is kept in weeks). */
    isoWeek: text("iso_week").notNull(),
    inspector: text("inspector").notNull(),
    mileage: integer("mileage"),
    /** pass, pass_with_rectification, fail */
    result: text("result").notNull(),
    /** A roller brake test's efficiency (service brake %), as the inspection sheet records it. */
    brakeTestPercent: numeric("brake_test_percent", { precision: 5, scale: 1 }),
    defects: text("defects"),
    reportFileId: integer("report_file_id").references(() => files.id, { onDelete: "set null" }),
    recordedBy: userRef("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [index("fleet_safety_inspections_vehicle_idx").on(t.vehicleId, t.day, t.id)],
);

/** A tachograph download: a vehicle unit's (every 90 days at most) or a driver card's (every 28 days at most). */
export const tachographDownloads = pgTable(
  "tachograph_downloads",
  {
    id: serial("id").primaryKey(),
    /** vehicle_unit or driver_card */
    kind: text("kind").notNull(),
    vehicleId: integer("vehicle_id").references(() => fleet.id, { onDelete: "cascade" }),
    workerId: workerRef(),
    userId: userRef("user_id"),
    day: text("day").notNull(),
    notes: text("notes"),
    recordedBy: userRef("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("tachograph_downloads_vehicle_idx")
      .on(t.vehicleId, t.day)
      .where(sql`${t.vehicleId} is not null`),
    index("tachograph_downloads_worker_idx")
      .on(t.workerId, t.day)
      .where(sql`${t.workerId} is not null`),
    index("tachograph_downloads_user_idx")
      .on(t.userId, t.day)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * Fuel put in a vehicle, with its Scope 1 carbon at the DESNZ factor for that fuel and year (kept as
 * worked out then, with the factor used). A company vehicle's fuel belongs to no contract unless one is named.
 */
export const fleetFuelLogs = pgTable(
  "fleet_fuel_logs",
  {
    id: serial("id").primaryKey(),
    vehicleId: vehicleRef(),
    day: text("day").notNull(),
    litres: numeric("litres", { precision: 10, scale: 2 }).notNull(),
    fuelType: text("fuel_type").notNull(),
    cost: money("cost"),
    mileage: integer("mileage"),
    projectId: projectRef(),
    /** kg CO2e per litre used, and the factor set it came from (e.g. "DESNZ 2025"). */
    factorKgPerLitre: numeric("factor_kg_per_litre", { precision: 10, scale: 5 }).notNull(),
    factorSource: text("factor_source").notNull(),
    carbonKg: carbonKg("carbon_kg").notNull(),
    fuelCard: boolean("fuel_card").notNull().default(false),
    notes: text("notes"),
    recordedBy: userRef("recorded_by"),
    createdAt: createdAt(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    index("fleet_fuel_logs_vehicle_idx").on(t.vehicleId, t.day, t.id),
    index("fleet_fuel_logs_project_idx")
      .on(t.projectId, t.day)
      .where(sql`${t.projectId} is not null`),
  ],
);
