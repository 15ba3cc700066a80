import { z } from "zod";
import { idSchema } from "../common/ids";
import { labelled } from "../common/labelled";
import { pageOf, pageQuery } from "../common/paging";
import { recordDocumentFieldsSchema, recordDocumentViewSchema, recordImageSchema } from "../common/record-files";
import { isoDay, personRef, timestamp } from "../common/wire";
import { DUE_STATES } from "../rules/asset-due";
import { FLEET_DOCUMENT_CATEGORIES, VEHICLE_FUEL_TYPES, VEHICLE_OWNERSHIPS, VEHICLE_STATUSES, VEHICLE_TYPES, VEHICLE_NOT_FOUND } from "./fleet";

/**
 * The fleet register's answers and filters (issue 33): a row of the list, the vehicle page with its
 * pictures and documents. The work done from the page (drivers, mileage, services, off road, history)
 * is fleet-work.ts's; the fields a form sends are fleet.ts's.
 */

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
export const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** A driver named in a filter or a choice: "worker:12" or "user:3". */
export const DRIVER_KEY = /^(worker|user):([1-9][0-9]{0,8})$/;
export const driverKey = (d: { kind: "worker" | "user"; id: number }) => `${d.kind}:${d.id}`;

/** The register's filters; also what the CSV and XLSX exports export. */
export const fleetFiltersQuery = z.object({
  q: optionalQuery(z.string().trim().max(100, "Search must be 100 characters or fewer")),
  type: optionalQuery(z.enum(VEHICLE_TYPES, { error: "Please select a valid vehicle type" })),
  status: optionalQuery(z.enum(VEHICLE_STATUSES, { error: "Choose a status: active, maintenance, off road, sold or disposed" })),
  /** Anything due soon or overdue, or off the road. */
  attention: optionalQuery(z.enum(["yes"], { error: "Attention must be yes" })),
  /** The driver or a secondary driver: "worker:12" or "user:3". */
  driver: optionalQuery(z.string().trim().regex(DRIVER_KEY, "Choose a driver from the list")),
});
export type FleetFilters = z.output<typeof fleetFiltersQuery>;

export const listFleetQuery = pageQuery.extend(fleetFiltersQuery.shape);
export type ListFleetQuery = z.output<typeof listFleetQuery>;

export const { values: EXPORT_FORMATS } = labelled({ csv: "CSV", xlsx: "XLSX" });
export const exportFleetQuery = fleetFiltersQuery.extend({
  format: z.preprocess(blankToUndefined, z.enum(EXPORT_FORMATS, { error: "Format must be csv or xlsx" }).default("csv")),
});

// Answers ----------------------------------------------------------------------------------------

export const vehicleFlagSchema = z
  .object({
    key: z.string().describe("mot, tax, insurance, fuel_card, finance, service; other parts add theirs"),
    label: z.string(),
    state: z.enum(["expiring", "expired"]),
    due: isoDay.nullable(),
    text: z.string().describe("In words, e.g. MOT due 08/12/2026"),
  })
  .meta({ id: "VehicleFlag" });

export const driverRefSchema = z.object({ kind: z.enum(["worker", "user"]), id: z.number().int(), name: z.string() }).meta({ id: "FleetDriver" });
export type DriverRef = z.output<typeof driverRefSchema>;

/** A row of the register. */
export const vehicleSummarySchema = z
  .object({
    id: z.number().int(),
    vehicleName: z.string(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    vehicleType: z.enum(VEHICLE_TYPES),
    year: z.number().int().nullable(),
    licensePlate: z.string().nullable().describe("Stored: upper case, no spaces"),
    plate: z.string().nullable().describe("Shown: the plate format, e.g. AB12 CDE"),
    status: z.enum(VEHICLE_STATUSES),
    ownership: z.enum(VEHICLE_OWNERSHIPS),
    fuelType: z.enum(VEHICLE_FUEL_TYPES).nullable(),
    operatorLicence: z.boolean(),
    currentMileage: z.number().int().nullable(),
    motExpiry: isoDay.nullable(),
    roadTaxExpiry: isoDay.nullable(),
    insuranceExpiry: isoDay.nullable(),
    nextServiceDate: isoDay.nullable(),
    driver: driverRefSchema.nullable(),
    location: z.string().nullable(),
    offRoad: z.boolean(),
    offRoadReason: z.string().nullable(),
    flags: z.array(vehicleFlagSchema).describe("Due soon or overdue, worst first"),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: "VehicleSummary" });
export type VehicleSummary = z.output<typeof vehicleSummarySchema>;
export const fleetListSchema = pageOf(vehicleSummarySchema);
export type FleetList = z.output<typeof fleetListSchema>;

export const serviceDueSchema = z.object({
  state: z.enum(DUE_STATES),
  dueDay: isoDay.nullable(),
  by: z.enum(["date", "hours", "miles"]).nullable(),
  dueMileage: z.number().int().nullable(),
});

export const vehicleImageSchema = recordImageSchema().meta({ id: "VehicleImage" });

export const vehicleDocumentViewSchema = recordDocumentViewSchema(FLEET_DOCUMENT_CATEGORIES).meta({ id: "VehicleDocument" });
export type VehicleDocumentView = z.output<typeof vehicleDocumentViewSchema>;

const nullableText = z.string().nullable();
const decimal = z.string().nullable().describe("Exact decimal as text");
const whole = z.number().int().nullable();
const day = isoDay.nullable();

/** GET /api/fleet/:id: every field, what is due, the drivers, pictures and documents. */
export const vehicleDetailSchema = vehicleSummarySchema
  .extend({
    color: nullableText,
    vin: nullableText,
    grossWeightKg: whole,
    purchaseDate: day,
    purchasePrice: decimal,
    currentValue: decimal,
    financeProvider: nullableText,
    financeAgreement: nullableText,
    financeStartDate: day,
    financeEndDate: day,
    monthlyPayment: decimal,
    mileageRecordedOn: day,
    annualMileageAllowance: whole,
    fuelCardNumber: nullableText,
    fuelCardProvider: nullableText,
    fuelCardExpiry: day,
    insuranceProvider: nullableText,
    insurancePolicyNumber: nullableText,
    insuranceExcess: decimal,
    roadTaxCost: decimal,
    lastMotDate: day,
    lastServiceDate: day,
    lastServiceMileage: whole,
    serviceIntervalMonths: whole,
    serviceIntervalMiles: whole,
    serviceCost: decimal,
    garageName: nullableText,
    garagePhone: nullableText,
    safetyInspectionIntervalWeeks: whole,
    lastSafetyInspectionDate: day,
    lastTachoDownloadDate: day,
    driverWorkerId: whole,
    driverUserId: whole,
    secondaryDrivers: z.array(driverRefSchema),
    condition: nullableText,
    projectId: whole,
    contract: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    offRoadSince: timestamp.nullable(),
    publicDataCheckedAt: timestamp.nullable(),
    motTestMileage: whole,
    motTestDate: day,
    customFields: z.record(z.string(), z.string()).nullable(),
    notes: nullableText,
    serviceDue: serviceDueSchema,
    images: z.array(vehicleImageSchema),
    documents: z.array(vehicleDocumentViewSchema),
    createdBy: personRef.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "VehicleDetail" });
export type VehicleDetail = z.output<typeof vehicleDetailSchema>;

export const FLEET_DOCUMENT_NOT_FOUND = "Document not found on this vehicle";
export const fleetFileParams = z.object({ id: idSchema(VEHICLE_NOT_FOUND), fileId: idSchema("File not found") });
export const fleetDocumentParams = z.object({ id: idSchema(VEHICLE_NOT_FOUND), documentId: idSchema(FLEET_DOCUMENT_NOT_FOUND) });
export const fleetServiceParams = z.object({ id: idSchema(VEHICLE_NOT_FOUND), serviceId: idSchema("Service record not found") });

/** A vehicle's document: the details typed with the upload, and a PATCH's body. */
export const fleetDocumentFieldsSchema = recordDocumentFieldsSchema(FLEET_DOCUMENT_CATEGORIES);
export type FleetDocumentFields = z.output<typeof fleetDocumentFieldsSchema>;
export type FleetDocumentFormValues = z.input<typeof fleetDocumentFieldsSchema>;

export const fleetOptionsSchema = z
  .object({ contracts: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })) })
  .meta({ id: "FleetOptions" });
