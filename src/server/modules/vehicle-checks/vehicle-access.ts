import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { ukDay } from "@shared/common/uk-dates";
import { WALKAROUND_MESSAGES } from "@shared/vehicle-checks/walkaround";
import type { Db, Tx } from "../../db/client";
import { fleet, fleetHistory, fleetMileageReadings } from "../../db/schema/index";
import { badRequest, notFound } from "../../platform/errors";

/*
 * STAND-IN: REPLACED BY fleet.service AT MERGE.
 *
 * The fleet register (modules/fleet, built beside this module) owns the vehicle: finding a live one,
 * taking it off the road and back, and its mileage readings. Until it is merged, these three functions
 * do the same directly on its tables, with the names and arguments fleet.service.ts exports, so the
 * lead swaps this file's body for `export { liveVehicle, setOffRoad, recordMileage } from "../fleet/fleet.service"`.
 * Every call of this module to the vehicle goes through this one file.
 */

export type VehicleRow = typeof fleet.$inferSelect;

/** A vehicle not deleted, or 404 "Vehicle not found". */
export async function liveVehicle(db: Db | Tx, id: number): Promise<VehicleRow> {
  const [row] = await db
    .select()
    .from(fleet)
    .where(and(eq(fleet.id, id), isNull(fleet.deletedAt)));
  if (!row) throw notFound("Vehicle not found");
  return row;
}

/**
 * Off the road (VOR) or back on it: the flag, the status and a history line with who and why. A vehicle
 * already where it is asked to be is left as it is (its first reason and time kept). Answers whether it changed.
 */
export async function setOffRoad(
  tx: Tx,
  vehicleId: number,
  change: { offRoad: boolean; reason: string | null; by: number; note?: string | null },
): Promise<boolean> {
  const [vehicle] = await tx.select({ offRoad: fleet.offRoad, status: fleet.status }).from(fleet).where(eq(fleet.id, vehicleId)).for("update");
  if (!vehicle || vehicle.offRoad === change.offRoad) return false;
  const reason = change.reason && change.reason.length > 1000 ? `${change.reason.slice(0, 999)}…` : change.reason;
  await tx
    .update(fleet)
    .set(
      change.offRoad
        ? { offRoad: true, offRoadReason: reason, offRoadSince: new Date(), status: "off_road", updatedBy: change.by }
        : { offRoad: false, offRoadReason: null, offRoadSince: null, status: vehicle.status === "off_road" ? "active" : vehicle.status, updatedBy: change.by },
    )
    .where(eq(fleet.id, vehicleId));
  await tx.insert(fleetHistory).values({
    vehicleId,
    field: "off_road",
    fromValue: change.offRoad ? "On the road" : "Off the road",
    toValue: change.offRoad ? "Off the road" : "On the road",
    note: change.note ?? reason,
    changedBy: change.by,
  });
  return true;
}

/** A mileage reading: refused (400 on `mileage`) when lower than the last one; the vehicle's current mileage follows the highest. */
export async function recordMileage(tx: Tx, vehicleId: number, reading: { day: string; mileage: number; source: string; by: number }) {
  const [last] = await tx
    .select({ day: fleetMileageReadings.day, mileage: fleetMileageReadings.mileage })
    .from(fleetMileageReadings)
    .where(eq(fleetMileageReadings.vehicleId, vehicleId))
    .orderBy(desc(fleetMileageReadings.mileage), desc(fleetMileageReadings.id))
    .limit(1);
  if (last && reading.mileage < last.mileage)
    throw badRequest(WALKAROUND_MESSAGES.mileageLower(last.mileage.toLocaleString("en-GB"), ukDay(last.day)), "mileage");
  await tx.insert(fleetMileageReadings).values({ vehicleId, day: reading.day, mileage: reading.mileage, source: reading.source, recordedBy: reading.by });
  await tx
    .update(fleet)
    .set({ currentMileage: reading.mileage, mileageRecordedOn: reading.day })
    .where(and(eq(fleet.id, vehicleId), sql`(${fleet.currentMileage} is null or ${fleet.currentMileage} <= ${reading.mileage})`));
}
