import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { files } from "./projects";
import { money, ts, userRef } from "./procurement-columns";
import { projectRef, workerRef } from "./assets";

/**
 * The vehicle fleet (issue 33): data-model.md §3 fleet and fleet_images, with what a UK fleet register
 * must also hold: MOT, tax, insurance and service due by date (and service by miles, whichever first),
 * a mileage history that only goes up, the driver (a worker or a user) and secondary drivers, a
 * vehicle taken off the road (VOR) by a walkaround defect until an authorised person clears it, and an
 * HGV's operator-licence duties (safety inspections in ISO weeks, tachograph downloads).
 * Days are ISO text (yyyy-MM-dd, UK), as everywhere else.
 */

export const vehicleRef = () =>
  integer("vehicle_id")
    .notNull()
    .references(() => fleet.id, { onDelete: "cascade" });

export const fleet = pgTable(
  "fleet",
  {
    id: serial("id").primaryKey(),
    vehicleName: text("vehicle_name").notNull(),
    make: text("make"),
    model: text("model"),
    /** van, car, truck, trailer, motorbike or other (§5). */
    vehicleType: text("vehicle_type").notNull(),
    year: integer("year"),
    color: text("color"),
    vin: text("vin"),
    /** Stored without spaces, upper case (the plate's canonical form); shown in the plate format. */
    licensePlate: text("license_plate"),
    fuelType: text("fuel_type"),
    /** Gross vehicle weight in kg: over 3,500 kg a goods vehicle needs an operator licence (HGV duties). */
    grossWeightKg: integer("gross_weight_kg"),
    /** Goods vehicle under an operator's licence: safety inspections and tachograph downloads apply. */
    operatorLicence: boolean("operator_licence").notNull().default(false),
    // Purchase and finance.
    ownership: text("ownership").notNull().default("owned"),
    purchaseDate: text("purchase_date"),
    purchasePrice: money("purchase_price"),
    currentValue: money("current_value"),
    financeProvider: text("finance_provider"),
    financeAgreement: text("finance_agreement"),
    financeStartDate: text("finance_start_date"),
    financeEndDate: text("finance_end_date"),
    monthlyPayment: money("monthly_payment"),
    // Mileage: the last reading (fleet_mileage_readings keeps each one).
    currentMileage: integer("current_mileage"),
    mileageRecordedOn: text("mileage_recorded_on"),
    annualMileageAllowance: integer("annual_mileage_allowance"),
    // Fuel card.
    fuelCardNumber: text("fuel_card_number"),
    fuelCardProvider: text("fuel_card_provider"),
    fuelCardExpiry: text("fuel_card_expiry"),
    // Insurance.
    insuranceProvider: text("insurance_provider"),
    insurancePolicyNumber: text("insurance_policy_number"),
    insuranceExpiry: text("insurance_expiry"),
    insuranceExcess: money("insurance_excess"),
    // Road tax (VED) and MOT.
    roadTaxExpiry: text("road_tax_expiry"),
    roadTaxCost: money("road_tax_cost"),
    motExpiry: text("mot_expiry"),
    lastMotDate: text("last_mot_date"),
    // Service: due by date or miles, whichever first.
    lastServiceDate: text("last_service_date"),
    lastServiceMileage: integer("last_service_mileage"),
    nextServiceDate: text("next_service_date"),
    serviceIntervalMonths: integer("service_interval_months"),
    serviceIntervalMiles: integer("service_interval_miles"),
    serviceCost: money("service_cost"),
    garageName: text("garage_name"),
    garagePhone: text("garage_phone"),
    // HGV (operator licence): safety inspections at the declared interval in weeks; VU downloads.
    safetyInspectionIntervalWeeks: integer("safety_inspection_interval_weeks"),
    lastSafetyInspectionDate: text("last_safety_inspection_date"),
    lastTachoDownloadDate: text("last_tacho_download_date"),
    // The driver: a worker or a user (one of the two); secondary drivers in fleet_drivers.
    driverWorkerId: workerRef("driver_worker_id"),
    driverUserId: userRef("driver_user_id"),
    /** active (default), maintenance, off_road, sold, disposed */
    status: text("status").notNull().default("active"),
    condition: text("condition"),
    location: text("location"),
    /** The contract it is working on, if any (its fuel defaults to it). */
    projectId: projectRef(),
    /** Off the road (VOR) after a defect that makes it unsafe, until an authorised person clears it. */
    offRoad: boolean("off_road").notNull().default(false),
    offRoadReason: text("off_road_reason"),
    offRoadSince: ts("off_road_since"),
    // Public vehicle data (DVLA vehicle enquiry, DVSA MOT history), when the provider is on.
    publicDataCheckedAt: ts("public_data_checked_at"),
    /** The odometer reading of the latest MOT test, as DVSA reports it. */
    motTestMileage: integer("mot_test_mileage"),
    motTestDate: text("mot_test_date"),
    /** The spec's picture: the one the register shows first (one of fleet_images). */
    imageFileId: integer("image_file_id").references(() => files.id, { onDelete: "set null" }),
    customFields: jsonb("custom_fields").$type<Record<string, string>>(),
    notes: text("notes"),
    createdBy: userRef("created_by"),
    updatedBy: userRef("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts("deleted_at"),
    /** What the register's search reads: name, plate, make, model, VIN, lower-cased once, joined by U+001F. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(vehicle_name || chr(31) || coalesce(license_plate, '') || chr(31) || coalesce(make, '') || chr(31) || coalesce(model, '') || chr(31) || coalesce(vin, ''))`,
    ),
  },
  (t) => [
    uniqueIndex("fleet_plate_idx")
      .on(t.licensePlate)
      .where(sql`${t.deletedAt} is null and ${t.licensePlate} is not null`),
    index("fleet_name_idx")
      .on(sql`lower(${t.vehicleName})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("fleet_status_name_idx")
      .on(t.status, sql`lower(${t.vehicleName})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("fleet_type_name_idx")
      .on(t.vehicleType, sql`lower(${t.vehicleName})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("fleet_mot_idx")
      .on(t.motExpiry, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("fleet_tax_idx")
      .on(t.roadTaxExpiry, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("fleet_insurance_idx")
      .on(t.insuranceExpiry, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("fleet_service_idx")
      .on(t.nextServiceDate, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("fleet_driver_worker_idx").on(t.driverWorkerId),
    index("fleet_driver_user_idx").on(t.driverUserId),
  ],
);

/** data-model.md §3 fleet_images: a vehicle's pictures, one link per pair. */
export const fleetImages = pgTable(
  "fleet_images",
  {
    id: serial("id").primaryKey(),
    vehicleId: vehicleRef(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    uploadedBy: userRef("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("fleet_images_pair_idx").on(t.vehicleId, t.fileId)],
);

/** The spec's document paths: V5C, insurance certificate, MOT certificate, finance, service records, with expiry. */
export const fleetDocuments = pgTable(
  "fleet_documents",
  {
    id: serial("id").primaryKey(),
    vehicleId: vehicleRef(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    filename: text("filename").notNull(),
    filepath: text("filepath").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
    expiryDate: text("expiry_date"),
    notes: text("notes"),
    uploadedBy: userRef("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [index("fleet_documents_vehicle_idx").on(t.vehicleId, t.id), index("fleet_documents_expiry_idx").on(t.expiryDate)],
);

/** The spec's secondaryDrivers: each a worker or a user, one row per pair. */
export const fleetDrivers = pgTable(
  "fleet_drivers",
  {
    id: serial("id").primaryKey(),
    vehicleId: vehicleRef(),
    workerId: workerRef(),
    userId: userRef("user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("fleet_drivers_worker_idx")
      .on(t.vehicleId, t.workerId)
      .where(sql`${t.workerId} is not null`),
    uniqueIndex("fleet_drivers_user_idx")
      .on(t.vehicleId, t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/** A vehicle's history: status, driver, off the road and cleared, with before and after, who and when. */
export const fleetHistory = pgTable(
  "fleet_history",
  {
    id: serial("id").primaryKey(),
    vehicleId: vehicleRef(),
    field: text("field").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    note: text("note"),
    changedBy: userRef("changed_by"),
    changedAt: ts("changed_at").notNull().defaultNow(),
  },
  (t) => [index("fleet_history_vehicle_idx").on(t.vehicleId, t.changedAt, t.id)],
);

/** Odometer readings over time: each new one at least the last. */
export const fleetMileageReadings = pgTable(
  "fleet_mileage_readings",
  {
    id: serial("id").primaryKey(),
    vehicleId: vehicleRef(),
    day: text("day").notNull(),
    mileage: integer("mileage").notNull(),
    /** typed, walkaround, fuel, service, mot (DVSA's test record) */
    source: text("source").notNull().default("typed"),
    recordedBy: userRef("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [index("fleet_mileage_readings_vehicle_idx").on(t.vehicleId, t.day, t.id)],
);

/** The spec's servicingRecords: each service, repair or MOT done, with its mileage and cost. */
export const fleetServices = pgTable(
  "fleet_services",
  {
    id: serial("id").primaryKey(),
    vehicleId: vehicleRef(),
    /** service, repair, mot, tyres, other */
    kind: text("kind").notNull(),
    day: text("day").notNull(),
    mileage: integer("mileage"),
    garage: text("garage"),
    cost: money("cost"),
    description: text("description"),
    recordedBy: userRef("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [index("fleet_services_vehicle_idx").on(t.vehicleId, t.day, t.id)],
);
