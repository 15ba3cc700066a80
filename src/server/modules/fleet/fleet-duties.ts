import type { FastifyRequest } from "fastify";
import { formatCount } from "@shared/common/numbers";
import { ukDay } from "@shared/common/uk-dates";
import { vehicleStatusLabel, type MileageSource } from "@shared/fleet/fleet";
import type { Tx } from "../../db/client";
import { fleetMileageReadings } from "../../db/schema/index";
import { badRequest } from "../../platform/errors";
import { notify, usersWhoCan } from "../../platform/notify";
import { lockedVehicle, recordHistory, vehicleLabel, type VehicleRow } from "./fleet-record";
import * as repo from "./fleet.repository";

/*
 * The two things other parts of the fleet do to a vehicle (issue 33), each in the caller's
 * transaction: record a mileage reading (a walkaround check, a fuel fill, an MOT test's odometer), and
 * take a vehicle off the road or put it back (a walkaround defect, an authorised person's clearance).
 * fleet.service.ts exports both; neither writes the activity log (the caller's event does, with its
 * own words), both write the vehicle's own history or readings.
 */

export const mileageLowerMessage = (last: { mileage: number; day: string }) =>
  `Mileage cannot be lower than the last reading (${formatCount(last.mileage)} miles on ${ukDay(last.day)})`;
export const mileageHigherMessage = (next: { mileage: number; day: string }) =>
  `Mileage cannot be higher than a later reading (${formatCount(next.mileage)} miles on ${ukDay(next.day)})`;

export type MileageReading = {
  /** The ISO day it was read. */
  day: string;
  /** Whole miles on the odometer. */
  mileage: number;
  /** typed, walkaround, fuel, service or mot. */
  source: MileageSource;
  /** The user recording it, or null (the system: public vehicle data). */
  by: number | null;
};

/**
 * Records a mileage reading for a vehicle, inside the caller's transaction. An odometer only goes up:
 * a reading lower than the last one on or before its day is refused with 400 "Mileage cannot be lower
 * than the last reading (45,210 miles on 01/03/2026)" on the field `mileage`, and a back-dated one
 * higher than a later reading is refused likewise. The newest reading becomes the vehicle's
 * currentMileage. 404 when the vehicle is not live. Answers the stored reading.
 */
export async function recordMileage(tx: Tx, vehicleId: number, reading: MileageReading): Promise<typeof fleetMileageReadings.$inferSelect> {
  const vehicle = await lockedVehicle(tx, vehicleId);
  const { before, after } = await repo.readingsAround(tx, vehicleId, reading.day);
  if (before && reading.mileage < before.mileage) throw badRequest(mileageLowerMessage(before), "mileage");
  if (after && reading.mileage > after.mileage) throw badRequest(mileageHigherMessage(after), "mileage");
  const saved = await repo.insertReading(tx, { vehicleId, day: reading.day, mileage: reading.mileage, source: reading.source, recordedBy: reading.by });
  if (!vehicle.mileageRecordedOn || reading.day >= vehicle.mileageRecordedOn)
    await repo.updateVehicle(tx, vehicleId, { currentMileage: reading.mileage, mileageRecordedOn: reading.day });
  return saved;
}

export type OffRoadChange = {
  /** true: off the road (VOR); false: back on the road. */
  offRoad: boolean;
  /** Why (the defect); kept while it is off the road. */
  reason?: string | null;
  /** The user doing it, or null (the system). */
  by: number | null;
  /** A line for the history (who cleared it and how). */
  note?: string | null;
  /** The request doing it: with it, the notice also emails those who chose email for "Out of use" (platform/notify.ts). */
  request?: FastifyRequest;
};

/**
 * Takes a vehicle off the road or puts it back, inside the caller's transaction: the off-road flag,
 * its reason and since, the status (off_road while off; back to active when cleared, unless a person
 * has set another status meanwhile), one history line each for the flag and the status, and (when it
 * goes off the road) a notice to everyone who may edit the fleet (category out_of_use), the person
 * doing it left out. Nothing happens when it is already so. 404 when the vehicle is not live.
 */
export async function setOffRoad(tx: Tx, vehicleId: number, change: OffRoadChange): Promise<{ changed: boolean; vehicle: VehicleRow }> {
  const before = await lockedVehicle(tx, vehicleId);
  if (before.offRoad === change.offRoad) return { changed: false, vehicle: before };
  const status = change.offRoad ? "off_road" : before.status === "off_road" ? "active" : before.status;
  const values = change.offRoad
    ? { offRoad: true, offRoadReason: change.reason ?? null, offRoadSince: new Date(), status }
    : { offRoad: false, offRoadReason: null, offRoadSince: null, status };
  await repo.updateVehicle(tx, vehicleId, values);
  await recordHistory(tx, {
    vehicleId,
    field: "off_road",
    from: change.offRoad ? "On the road" : "Off the road",
    to: change.offRoad ? "Off the road" : "On the road",
    note: [change.offRoad ? change.reason : null, change.note].filter(Boolean).join(". ") || null,
    by: change.by,
  });
  if (status !== before.status)
    await recordHistory(tx, { vehicleId, field: "status", from: vehicleStatusLabel(before.status), to: vehicleStatusLabel(status), by: change.by });
  if (change.offRoad) {
    const who = (await usersWhoCan(tx, "Fleet Management", "edit")).filter((id) => id !== change.by);
    await notify(
      tx,
      who,
      {
        title: `${vehicleLabel(before)} is off the road`,
        message: change.reason ? `Off the road: ${change.reason}` : "Taken off the road until it is cleared.",
        type: "vehicle_off_road",
        category: "out_of_use",
        priority: "high",
        link: `/fleet/${vehicleId}/edit`,
        metadata: { vehicleId },
      },
      change.request,
    );
  }
  return { changed: true, vehicle: { ...before, ...values } };
}
