import { z } from "zod";
import { dayField, decimalField, MONEY_12_2, optionalDay, optionalText } from "../common/fields";
import { pageOf } from "../common/paging";
import { isoDay, personRef, timestamp } from "../common/wire";
import { wholeNumber } from "../common/whole-number";
import { MILEAGE_SOURCES, SERVICE_KINDS } from "./fleet";
import { driverRefSchema, optionalQuery } from "./fleet-register";

/**
 * The work done on a vehicle from its page (issue 33; server/modules/fleet/fleet-work.service.ts): its
 * drivers, mileage readings, services, taking it off the road, and the history those write. The
 * register's list and the vehicle itself are fleet-register.ts's.
 */

const nullableText = z.string().nullable();
const decimal = z.string().nullable().describe("Exact decimal as text");
const whole = z.number().int().nullable();

// Drivers ----------------------------------------------------------------------------------------

const driverChoice = z
  .object({ workerId: z.number().int().positive().nullish(), userId: z.number().int().positive().nullish() })
  .refine((d) => (d.workerId ? 1 : 0) + (d.userId ? 1 : 0) === 1, "Choose a worker or a user");

/** PUT /api/fleet/:id/drivers: the driver (or none) and the secondary drivers, replaced whole. */
export const vehicleDriversInput = z.object({
  driver: driverChoice.nullable(),
  secondary: z.array(driverChoice).max(20, "At most 20 secondary drivers"),
});
export type VehicleDriversInput = z.output<typeof vehicleDriversInput>;

/** GET /api/fleet/driver-options: workers and users by name, for the driver pickers. */
export const driverOptionsQuery = z.object({ q: optionalQuery(z.string().trim().max(100, "Search must be 100 characters or fewer")) });
export const driverOptionSchema = driverRefSchema.extend({ detail: z.string().nullable() }).meta({ id: "FleetDriverOption" });
export type DriverOption = z.output<typeof driverOptionSchema>;

// Mileage, services, off road, history ------------------------------------------------------------

export const mileageReadingSchema = z
  .object({
    id: z.number().int(),
    day: isoDay,
    mileage: z.number().int(),
    source: z.enum(MILEAGE_SOURCES),
    recordedBy: personRef.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "MileageReading" });
export type MileageReadingView = z.output<typeof mileageReadingSchema>;

export const MILEAGE_MESSAGES = {
  required: "Mileage is required",
  number: "Mileage must be whole miles, e.g. 45000",
  negative: "Mileage cannot be negative",
} as const;

/** POST /api/fleet/:id/mileage */
export const mileageInput = z.object({
  day: dayField("Day"),
  mileage: z
    .union([z.string(), z.number()], { error: MILEAGE_MESSAGES.required })
    .transform((v) => (typeof v === "string" ? v.trim().replace(/,/g, "") : v))
    .refine((v) => v !== "", MILEAGE_MESSAGES.required)
    .pipe(wholeNumber({ message: MILEAGE_MESSAGES.number, min: 0, max: 9_999_999, tooSmall: MILEAGE_MESSAGES.negative })),
});
export type MileageInput = z.output<typeof mileageInput>;
export type MileageFormValues = z.input<typeof mileageInput>;

export const serviceRecordSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(SERVICE_KINDS),
    day: isoDay,
    mileage: whole,
    garage: nullableText,
    cost: decimal,
    description: nullableText,
    recordedBy: personRef.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "ServiceRecord" });
export type ServiceRecordView = z.output<typeof serviceRecordSchema>;

/** POST /api/fleet/:id/services: a service, repair, MOT or tyres done. A service moves the last and next service. */
export const serviceInput = z.object({
  kind: z.enum(SERVICE_KINDS, { error: "Choose what was done" }),
  day: dayField("Day"),
  mileage: z
    .union([z.string(), z.number()], { error: MILEAGE_MESSAGES.number })
    .nullish()
    .transform((v) =>
      v === null || v === undefined || (typeof v === "string" && v.trim() === "") ? null : typeof v === "string" ? v.trim().replace(/,/g, "") : v,
    )
    .pipe(wholeNumber({ message: MILEAGE_MESSAGES.number, min: 0, max: 9_999_999, tooSmall: MILEAGE_MESSAGES.negative }).nullable()),
  garage: optionalText("Garage", 200),
  cost: decimalField("Cost", MONEY_12_2, {
    example: "245.00",
    symbols: true,
    min: { value: "0", message: "Cost cannot be negative" },
    messages: { notNumber: "Cost must be an amount in pounds, e.g. 245.00" },
  }),
  description: optionalText("Description", 1000),
  /** The next service's date, when the garage set one (otherwise the interval in months says it). */
  nextServiceDate: optionalDay("Next service date"),
});

export const offRoadInput = z.object({
  offRoad: z.boolean({ error: "Answer yes or no" }),
  reason: optionalText("Reason", 500),
  note: optionalText("Note", 500),
});
export type OffRoadInput = z.output<typeof offRoadInput>;

export const fleetHistoryLineSchema = z
  .object({
    id: z.number().int(),
    field: z.string(),
    fieldLabel: z.string(),
    from: nullableText,
    to: nullableText,
    note: nullableText,
    changedBy: personRef.nullable(),
    changedAt: timestamp,
  })
  .meta({ id: "FleetHistoryLine" });
export type FleetHistoryLine = z.output<typeof fleetHistoryLineSchema>;
export const fleetHistoryPageSchema = pageOf(fleetHistoryLineSchema);
