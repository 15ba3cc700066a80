import { z } from "zod";
import { MONEY_12_2, decimalField, optionalText, requiredDecimalField } from "../common/fields";
import { idSchema } from "../common/ids";
import { pageOf } from "../common/paging";
import { isoDay, personRef, timestamp } from "../common/wire";
import { VEHICLE_FUEL_KEYS, VEHICLE_FUELS, type VehicleFuel } from "../carbon/carbon";
import { optionalMileage, pastDay } from "./vehicle";

/**
 * Fuel put in a vehicle (issue 33) with its Scope 1 carbon: litres × the DESNZ factor of that fuel in
 * the company's reporting year (the one source, shared/carbon/carbon.ts VEHICLE_FUELS and the loaded
 * conversion factors). A company vehicle's fuel belongs to no contract unless one is named.
 */

export const FUEL_MESSAGES = {
  fuelType: `Choose the fuel: ${VEHICLE_FUEL_KEYS.map((k) => VEHICLE_FUELS[k].label).join(", ")}`,
  litres: "Litres must be a number, e.g. 65.40",
  litresMin: "Litres must be more than 0",
  litresMax: "Litres must be 99,999,999.99 or less",
  cost: "Cost must be an amount in pounds, e.g. 92.35",
  contractNotFound: "Contract not found",
  notFound: "Fuel log not found",
} as const;

export const fuelTypeLabel = (t: string) => VEHICLE_FUELS[t as VehicleFuel]?.label ?? t;

export const fuelLogSchema = z.object({
  day: pastDay("Date"),
  litres: requiredDecimalField(
    "Litres",
    { scale: 2, whole: 8 },
    {
      example: "65.40",
      min: { value: "0.01", message: FUEL_MESSAGES.litresMin },
      max: { value: "99999999.99", message: FUEL_MESSAGES.litresMax },
      messages: { notNumber: FUEL_MESSAGES.litres },
    },
  ),
  fuelType: z.enum(VEHICLE_FUEL_KEYS, { error: FUEL_MESSAGES.fuelType }),
  cost: decimalField("Cost", MONEY_12_2, {
    example: "92.35",
    symbols: true,
    min: { value: "0", message: FUEL_MESSAGES.cost },
    messages: { notNumber: FUEL_MESSAGES.cost },
  }),
  mileage: optionalMileage,
  /** The contract it is charged to; none: the company's own fuel (a vehicle's contract is only the form's default). */
  projectId: z.preprocess((v) => (v === "" ? null : v), idSchema(FUEL_MESSAGES.contractNotFound).nullish()).transform((v) => v ?? null),
  fuelCard: z.boolean({ error: "Fuel card must be true or false" }).default(false),
  notes: optionalText("Notes", 1000),
});
export type FuelLogInput = z.output<typeof fuelLogSchema>;
export type FuelLogForm = z.input<typeof fuelLogSchema>;

export const fuelParams = z.object({ id: idSchema("Vehicle not found"), fuelId: idSchema(FUEL_MESSAGES.notFound) });

export const fuelLogView = z
  .object({
    id: z.number().int(),
    day: isoDay,
    litres: z.string(),
    fuelType: z.string(),
    fuelTypeLabel: z.string(),
    cost: z.string().nullable(),
    mileage: z.number().int().nullable(),
    project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    fuelCard: z.boolean(),
    notes: z.string().nullable(),
    /** kg CO2e per litre used and where it came from; the carbon itself is kgCo2e (Carbon Tracking's). */
    factorKgPerLitre: z.string(),
    factorSource: z.string(),
    kgCo2e: z.number().optional().describe("Absent for a reader without Carbon Tracking view"),
    recordedBy: personRef.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "FuelLog" });
export type FuelLogView = z.output<typeof fuelLogView>;

export const fuelTotals = z.object({
  litres: z.string(),
  cost: z.string(),
  kgCo2e: z.number().optional().describe("Absent for a reader without Carbon Tracking view"),
  logs: z.number().int(),
});

export const fuelList = pageOf(fuelLogView)
  .extend({
    totals: fuelTotals,
    /** The form's default contract: the vehicle's own, if it has one. */
    defaultProject: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: "FuelList" });
export type FuelList = z.output<typeof fuelList>;
