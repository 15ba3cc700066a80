import { and, eq, isNull } from "drizzle-orm";
import { VEHICLE_MESSAGES } from "@shared/vehicle-compliance/vehicle";
import type { Db, Tx } from "../../db/client";
import { fleet, fleetMileageReadings } from "../../db/schema/index";
import { badRequest, notFound } from "../../platform/errors";

/**
 * STAND-IN, replaced by fleet.service at merge (modules/fleet/fleet.service.ts exports the same two
 * names with the same behaviour): the live vehicle, and the one way a mileage reading is recorded.
 * Works straight on the fleet tables until the register lands.
 */

export type VehicleRow = typeof fleet.$inferSelect;
export type MileageSource = "typed" | "walkaround" | "fuel" | "service" | "mot" | "inspection";

/** The vehicle, not deleted, or 404. */
export async function liveVehicle(db: Db | Tx, id: number): Promise<VehicleRow> {
  const [row] = await db
    .select()
    .from(fleet)
    .where(and(eq(fleet.id, id), isNull(fleet.deletedAt)));
  if (!row) throw notFound(VEHICLE_MESSAGES.notFound);
  return row;
}

/**
 * A reading joins the vehicle's history and becomes its current mileage. A reading lower than the last
 * one is refused (400 on `mileage`): the odometer only goes up.
 */
export async function recordMileage(tx: Tx, vehicleId: number, r: { day: string; mileage: number; source: MileageSource; by: number | null }) {
  const [v] = await tx.select({ current: fleet.currentMileage }).from(fleet).where(eq(fleet.id, vehicleId)).for("update");
  if (v?.current != null && r.mileage < v.current) throw badRequest(VEHICLE_MESSAGES.mileageLower(v.current), "mileage");
  await tx.insert(fleetMileageReadings).values({ vehicleId, day: r.day, mileage: r.mileage, source: r.source, recordedBy: r.by });
  await tx.update(fleet).set({ currentMileage: r.mileage, mileageRecordedOn: r.day }).where(eq(fleet.id, vehicleId));
}
