import { z } from "zod";
import { isoDay, timestamp } from "../common/wire";

/** Public vehicle data (DVLA vehicle enquiry, DVSA MOT history) as a vehicle's panel shows it. */

export const PUBLIC_DATA_MESSAGES = {
  notConfigured: "Public vehicle data is not configured: ask an administrator to add the DVLA and DVSA keys",
  noPlate: "Add the vehicle's registration plate first",
  tooMany: (wait: string) => `Too many vehicle data look-ups: try again in ${wait}`,
} as const;

/**
 * "MOT mileage lower than ours": DVSA's odometer reading at the latest MOT is lower than a reading we
 * recorded on an earlier day. Either the clock was wound back or one of the readings is wrong.
 */
export const mileageBelowEarlierReading = z
  .object({
    motDate: isoDay,
    motMileage: z.number().int(),
    ourDay: isoDay,
    ourMileage: z.number().int(),
  })
  .nullable();

export const publicDataView = z
  .object({
    configured: z.boolean(),
    plate: z.string().nullable(),
    checkedAt: timestamp.nullable(),
    roadTaxExpiry: isoDay.nullable(),
    motExpiry: isoDay.nullable(),
    motTestDate: isoDay.nullable(),
    motTestMileage: z.number().int().nullable(),
    mileageBelowEarlierReading,
  })
  .meta({ id: "VehiclePublicData" });
export type PublicDataView = z.output<typeof publicDataView>;

export const refreshedPublicData = publicDataView.extend({
  /** What the look-up found, in words ("Tax due 01/03/2027", "MOT expires …"), and what it could not. */
  notes: z.array(z.string()),
  taxStatus: z.string().nullable(),
  motStatus: z.string().nullable(),
});
