import { z } from "zod";
import { dayField, optional } from "../common/fields";
import { idSchema } from "../common/ids";
import { ukToday } from "../common/uk-dates";
import { wholeNumber } from "../common/whole-number";

/**
 * What every part of a vehicle's compliance (issue 33: HGV inspections, tachograph downloads, fuel,
 * public vehicle data) shares: the vehicle in the path, a day that has happened, an odometer reading.
 */

export const VEHICLE_MESSAGES = {
  notFound: "Vehicle not found",
  futureDay: "The date cannot be in the future",
  mileage: "Mileage must be a whole number of miles, e.g. 48250",
  mileageMax: "Mileage must be at most 2,000,000 miles",
  notOperatorLicence: "This vehicle is not on an operator licence: safety inspections and tachograph downloads are for HGVs on an operator licence",
} as const;

export const vehicleParams = z.object({ id: idSchema(VEHICLE_MESSAGES.notFound) });

/** A day that has happened (UK): a record of work done is never dated ahead. */
export const pastDay = (label: string) => dayField(label).refine((d) => d <= ukToday(), VEHICLE_MESSAGES.futureDay);

export const MAX_MILEAGE = 2_000_000;

/** An optional odometer reading in miles: "", null or missing is none. */
export const optionalMileage = z
  .union([z.string(), z.number()], { error: VEHICLE_MESSAGES.mileage })
  .nullish()
  .transform((v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : typeof v === "string" ? v.trim() : v))
  .pipe(wholeNumber({ message: VEHICLE_MESSAGES.mileage, min: 0, max: MAX_MILEAGE, tooBig: VEHICLE_MESSAGES.mileageMax }).nullable());

/** A text that is optional: re-exported so the forms of this area import one file. */
export { optional };
