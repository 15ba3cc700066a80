import { z } from "zod";
import { decimalField, MONEY_12_2, optional, optionalCount, optionalDay, optionalText, phoneField, requiredText } from "../common/fields";
import { idSchema } from "../common/ids";
import { wholeNumber } from "../common/whole-number";
import { normalisePlate, plateProblem } from "../rules/uk-plates";
import {
  DEFAULT_VEHICLE_STATUS,
  VEHICLE_CONDITIONS,
  VEHICLE_FUEL_TYPES,
  VEHICLE_OWNERSHIPS,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  type VehicleOwnership,
} from "./fleet-lists";

export * from "./fleet-lists";

/**
 * A vehicle's fields (data-model.md §3 fleet, §5 Fleet, issue 33): one schema for the vehicle form and
 * POST/PATCH /api/fleet. §5's rules and messages come first; the rest are the columns a UK fleet keeps
 * (finance, fuel card, insurance, road tax, MOT, service by date or miles, an HGV's operator licence
 * duties). The plate is checked as a UK registration and stored in its canonical form (rules/uk-plates.ts).
 * Mileage is the odometer now: a new figure is recorded as a reading, never lower than the last.
 */

export const VEHICLE_NOT_FOUND = "Vehicle not found";
export const vehicleParams = z.object({ id: idSchema(VEHICLE_NOT_FOUND) });

export const FLEET_MESSAGES = {
  nameRequired: "Vehicle name is required",
  nameTooLong: "Vehicle name must be 100 characters or fewer",
  type: "Please select a valid vehicle type",
  yearMin: "Year must be 1990 or later",
  yearFuture: "Year cannot be in the future",
  yearNumber: "Year must be a whole number, e.g. 2021",
  status: "Choose a status: active, maintenance, off road, sold or disposed",
  ownership: "Choose owned, leased, hired or financed",
  fuelType: "Choose a fuel type",
  condition: "Choose a condition: excellent, good, fair or poor",
  mileageNegative: "Mileage cannot be negative",
  mileageNumber: "Mileage must be whole miles, e.g. 45000",
  weight: "Gross weight must be whole kilograms, e.g. 3500",
  flag: "Answer yes or no",
  driverBoth: "Choose a worker or a user as the driver, not both",
  financeEndBeforeStart: "Finance end date cannot be before its start date",
  nextServiceBeforeLast: "Next service date cannot be before the last service date",
  contract: "Contract not found",
  plateTaken: (plate: string, holder: string) => `${plate} is already on the fleet register (${holder})`,
} as const;

/** The first year the fleet takes (§5, §9), and the last: next year's models are sold from the autumn. */
export const FLEET_YEAR_MIN = 1990;
export const fleetYearMax = (today = new Date()) => today.getFullYear() + 1;

/** General money, numeric(12,2) (§9), never negative (§5): "£1,250.50" is 1250.50. */
const money = (label: string) =>
  decimalField(label, MONEY_12_2, {
    example: "1250.50",
    symbols: true,
    min: { value: "0", message: `${label} cannot be negative` },
    messages: { notNumber: `${label} must be an amount in pounds, e.g. 1250.50` },
  });

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** An optional whole number (miles, kg): "45,000" is read as a person means it; blank is none. */
const optionalWhole = (message: string, max: number, negative = message) =>
  z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform((v) => (isBlank(v) ? null : typeof v === "string" ? v.trim().replace(/,/g, "") : v!))
    .pipe(wholeNumber({ message, min: 0, max, tooSmall: negative }).nullable());

/** A choice from a closed list: a form's empty select (""), null and missing are none. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), z.enum(values, { error }).nullish());
const nullableEnum = <const T extends readonly [string, ...string[]]>(values: T, error: string) => choice(values, error).transform((v) => v ?? null);

/** An optional record id (a driver, a contract): "" and null are none. */
const optionalId = (message: string) => z.preprocess((v) => (isBlank(v) ? null : v), idSchema(message).nullish()).transform((v) => v ?? null);

/** The plate as typed, checked as a UK registration and kept upper case without spaces ("ab12 cde" → "AB12CDE"). */
export const plateField = z
  .string({ error: "Enter a UK registration, e.g. AB12 CDE" })
  .nullish()
  .transform((v, ctx) => {
    if (isBlank(v)) return null;
    const problem = plateProblem(v!);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return normalisePlate(v!);
  });

export const fleetShape = {
  vehicleName: requiredText("Vehicle name", 100, FLEET_MESSAGES.nameRequired, FLEET_MESSAGES.nameTooLong),
  make: optionalText("Make", 50),
  model: optionalText("Model", 50),
  vehicleType: z.enum(VEHICLE_TYPES, { error: FLEET_MESSAGES.type }),
  year: z
    .union([z.string(), z.number()], { error: FLEET_MESSAGES.yearNumber })
    .nullish()
    .transform((v) => (isBlank(v) ? null : typeof v === "string" ? v.trim() : v!))
    .pipe(
      wholeNumber({ message: FLEET_MESSAGES.yearNumber, min: FLEET_YEAR_MIN, max: 9999, tooSmall: FLEET_MESSAGES.yearMin })
        .refine((y) => y <= fleetYearMax(), FLEET_MESSAGES.yearFuture)
        .nullable(),
    ),
  color: optionalText("Colour", 50),
  vin: optionalText("VIN", 17).transform((v) => (v ? v.toUpperCase() : null)),
  licensePlate: plateField,
  fuelType: nullableEnum(VEHICLE_FUEL_TYPES, FLEET_MESSAGES.fuelType),
  grossWeightKg: optionalWhole(FLEET_MESSAGES.weight, 100_000),
  /** A goods vehicle under an operator's licence: safety inspections and tachograph downloads apply. */
  operatorLicence: z.boolean({ error: FLEET_MESSAGES.flag }).default(false),
  // Purchase and finance.
  ownership: choice(VEHICLE_OWNERSHIPS, FLEET_MESSAGES.ownership).transform((v): VehicleOwnership => v ?? "owned"),
  purchaseDate: optionalDay("Purchase date"),
  purchasePrice: money("Purchase price"),
  currentValue: money("Current value"),
  financeProvider: optionalText("Finance provider", 100),
  financeAgreement: optionalText("Finance agreement", 100),
  financeStartDate: optionalDay("Finance start date"),
  financeEndDate: optionalDay("Finance end date"),
  monthlyPayment: money("Monthly payment"),
  // Mileage.
  currentMileage: optionalWhole(FLEET_MESSAGES.mileageNumber, 9_999_999, FLEET_MESSAGES.mileageNegative),
  annualMileageAllowance: optionalWhole("Annual mileage allowance must be whole miles", 1_000_000, "Annual mileage allowance cannot be negative"),
  // Fuel card.
  fuelCardNumber: optionalText("Fuel card number", 30),
  fuelCardProvider: optionalText("Fuel card provider", 100),
  fuelCardExpiry: optionalDay("Fuel card expiry"),
  // Insurance, road tax, MOT.
  insuranceProvider: optionalText("Insurance provider", 100),
  insurancePolicyNumber: optionalText("Insurance policy number", 50),
  insuranceExpiry: optionalDay("Insurance expiry"),
  insuranceExcess: money("Insurance excess"),
  roadTaxExpiry: optionalDay("Road tax expiry"),
  roadTaxCost: money("Road tax cost"),
  motExpiry: optionalDay("MOT expiry"),
  lastMotDate: optionalDay("Last MOT date"),
  // Service: by date or miles, whichever first (rules/vehicle-due.ts).
  lastServiceDate: optionalDay("Last service date"),
  lastServiceMileage: optionalWhole("Last service mileage must be whole miles", 9_999_999, FLEET_MESSAGES.mileageNegative),
  nextServiceDate: optionalDay("Next service date"),
  serviceIntervalMonths: optionalCount("Service interval (months)", 60),
  serviceIntervalMiles: optionalCount("Service interval (miles)", 100_000),
  serviceCost: money("Service cost"),
  garageName: optionalText("Garage", 200),
  garagePhone: optional(phoneField("Enter a UK phone number, e.g. 0113 496 0000")),
  // An HGV's duties (the inspections and downloads themselves are their own records).
  safetyInspectionIntervalWeeks: optionalCount("Safety inspection interval (weeks)", 26),
  lastSafetyInspectionDate: optionalDay("Last safety inspection"),
  lastTachoDownloadDate: optionalDay("Last tachograph download"),
  // The driver: a worker or a user (the secondary drivers are set with the drivers).
  driverWorkerId: optionalId("Driver not found"),
  driverUserId: optionalId("Driver not found"),
  status: choice(VEHICLE_STATUSES, FLEET_MESSAGES.status).transform((v) => v ?? DEFAULT_VEHICLE_STATUS),
  condition: nullableEnum(VEHICLE_CONDITIONS, FLEET_MESSAGES.condition),
  location: optionalText("Location", 200),
  projectId: optionalId(FLEET_MESSAGES.contract),
  customFields: z
    .record(z.string().max(50, "A custom field's name must be 50 characters or fewer"), z.string().max(500, "A custom field must be 500 characters or fewer"))
    .nullish()
    .transform((v) => (v && Object.keys(v).length ? v : null)),
  notes: optionalText("Notes", 2000),
};

export const fleetObject = z.object(fleetShape);
type FleetFields = z.output<typeof fleetObject>;

/** The record's cross-field rules, each on its field and all at once. */
function fleetRules<T extends FleetFields>(v: T, ctx: z.RefinementCtx): T {
  const before = (a: string | null, b: string | null) => !!a && !!b && b < a;
  let refused = false;
  const refuse = (path: keyof FleetFields, message: string) => {
    refused = true;
    ctx.addIssue({ code: "custom", path: [path], message });
  };
  if (v.driverWorkerId !== null && v.driverUserId !== null) refuse("driverUserId", FLEET_MESSAGES.driverBoth);
  if (before(v.financeStartDate, v.financeEndDate)) refuse("financeEndDate", FLEET_MESSAGES.financeEndBeforeStart);
  if (before(v.lastServiceDate, v.nextServiceDate)) refuse("nextServiceDate", FLEET_MESSAGES.nextServiceBeforeLast);
  return refused ? z.NEVER : v;
}

export const fleetSchema = fleetObject.transform(fleetRules);
export type VehicleInput = z.output<typeof fleetSchema>;
export type VehicleFormValues = z.input<typeof fleetSchema>;

/** PATCH /api/fleet/:id: any of the fields; the server checks the merged record with fleetSchema. */
export const updateVehicleSchema = fleetObject.partial().extend({
  operatorLicence: z.boolean({ error: FLEET_MESSAGES.flag }).optional(),
});
export type UpdateVehicleInput = z.output<typeof updateVehicleSchema>;

/** The fields a person types in the form (the rest are the server's: off road, public vehicle data, the picture). */
export type VehicleFieldKey = keyof typeof fleetShape;
