import { z } from "zod";
import { EXPIRY_STATES } from "../common/expiry";
import { isoDay } from "../common/wire";
import { inspectionStanding } from "./safety-inspections";
import { tachoDue } from "./tachograph";

/**
 * The company's HGV plan: every vehicle on the operator licence with its last and next safety
 * inspection weeks (the forward planner DVSA asks an operator to keep) and its vehicle unit's
 * download, and every driver of those vehicles with their card's download.
 */
export const hgvPlanVehicle = z.object({
  id: z.number().int(),
  vehicleName: z.string(),
  licensePlate: z.string().nullable(),
  inspections: inspectionStanding,
  vehicleUnit: tachoDue,
});

export const hgvPlan = z
  .object({
    today: isoDay,
    vehicles: z.array(hgvPlanVehicle),
    driverCards: z.array(tachoDue.extend({ vehicles: z.array(z.string()) })),
    counts: z.object(Object.fromEntries(EXPIRY_STATES.map((s) => [s, z.number().int()])) as Record<(typeof EXPIRY_STATES)[number], z.ZodNumber>),
  })
  .meta({ id: "HgvPlan" });
export type HgvPlan = z.output<typeof hgvPlan>;
