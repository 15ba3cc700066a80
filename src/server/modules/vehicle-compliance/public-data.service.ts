import { and, desc, eq, lt, ne } from "drizzle-orm";
import { ukDay, ukToday } from "@shared/common/uk-dates";
import { PUBLIC_DATA_MESSAGES, type PublicDataView } from "@shared/vehicle-compliance/public-data";
import type { Db, Tx } from "../../db/client";
import { fleet, fleetMileageReadings } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, conflict } from "../../platform/errors";
import { spend, timeLeft, type RateLimit } from "../../platform/rate-limit";
import type { MotTest, VehicleDataProvider } from "../../platform/vehicle-data/vehicle-data";
import type { Ctx } from "./safety-inspections.service";
import { liveVehicle, recordMileage, type VehicleRow } from "./vehicle-access";

/**
 * Public vehicle data for one vehicle (issue 33): DVLA's tax and MOT expiry, DVSA's MOT tests. A
 * refresh fills the vehicle's tax and MOT dates and its latest MOT test (day and odometer), adds the
 * test's reading to the mileage history when it is not lower than ours, and the panel flags an MOT
 * reading lower than one we recorded before the test's day.
 */

/** DVLA and DVSA bound their keys' use; a person clicking Refresh needs a handful a minute. */
export const REFRESH_LIMIT: RateLimit = { max: 10, windowMs: 10 * 60_000, message: (ms) => PUBLIC_DATA_MESSAGES.tooMany(timeLeft(ms)) };

/**
 * The flag: our highest reading on a day before the MOT test that is above the test's odometer. A
 * clock wound back, a mistyped reading or the wrong vehicle: someone should look. Readings DVSA gave
 * us (source mot) are not "ours".
 */
async function mileageBelowEarlierReading(db: Db | Tx, v: VehicleRow): Promise<PublicDataView["mileageBelowEarlierReading"]> {
  if (!v.motTestDate || v.motTestMileage === null) return null;
  const [ours] = await db
    .select({ day: fleetMileageReadings.day, mileage: fleetMileageReadings.mileage })
    .from(fleetMileageReadings)
    .where(and(eq(fleetMileageReadings.vehicleId, v.id), lt(fleetMileageReadings.day, v.motTestDate), ne(fleetMileageReadings.source, "mot")))
    .orderBy(desc(fleetMileageReadings.mileage), desc(fleetMileageReadings.day))
    .limit(1);
  if (!ours || ours.mileage <= v.motTestMileage) return null;
  return { motDate: v.motTestDate, motMileage: v.motTestMileage, ourDay: ours.day, ourMileage: ours.mileage };
}

async function view(db: Db | Tx, v: VehicleRow, configured: boolean): Promise<PublicDataView> {
  return {
    configured,
    plate: v.licensePlate,
    checkedAt: v.publicDataCheckedAt ? v.publicDataCheckedAt.toISOString() : null,
    roadTaxExpiry: v.roadTaxExpiry,
    motExpiry: v.motExpiry,
    motTestDate: v.motTestDate,
    motTestMileage: v.motTestMileage,
    mileageBelowEarlierReading: await mileageBelowEarlierReading(db, v),
  };
}

export async function getPublicData(db: Db, provider: VehicleDataProvider | null, vehicleId: number) {
  return view(db, await liveVehicle(db, vehicleId), provider !== null);
}

/** The latest test with an expiry (a pass): DVSA's MOT expiry when DVLA has none. */
const latestPass = (tests: MotTest[]) => tests.find((t) => t.expiryDate);

export async function refreshPublicData(ctx: Ctx, provider: VehicleDataProvider | null, vehicleId: number) {
  const user = requireUser(ctx.request);
  const vehicle = await liveVehicle(ctx.db, vehicleId);
  if (!provider) throw conflict(PUBLIC_DATA_MESSAGES.notConfigured);
  if (!vehicle.licensePlate) throw badRequest(PUBLIC_DATA_MESSAGES.noPlate);
  await spend(ctx.db, `vehicle-data:user:${user.id}`, REFRESH_LIMIT);
  // Asked outside the transaction: two services, up to 8 s each, hold no lock.
  const plate = vehicle.licensePlate.replace(/\s+/g, "").toUpperCase();
  const [dvla, tests] = await Promise.all([provider.lookupVehicle(plate), provider.motHistory(plate)]);
  const latest = tests[0] ?? null;
  const notes: string[] = [];
  if (!dvla) notes.push(`DVLA holds no vehicle with the plate ${plate}`);
  if (!tests.length) notes.push("DVSA holds no MOT test for this vehicle");
  return ctx.db.transaction(async (tx) => {
    const v = await liveVehicle(tx, vehicleId);
    const set: Partial<typeof fleet.$inferInsert> = { publicDataCheckedAt: new Date() };
    if (dvla?.taxDueDate) set.roadTaxExpiry = dvla.taxDueDate;
    const motExpiry = dvla?.motExpiryDate ?? latestPass(tests)?.expiryDate ?? null;
    if (motExpiry) set.motExpiry = motExpiry;
    if (latest) {
      set.motTestDate = latest.completedDate;
      set.motTestMileage = latest.odometerMiles;
      set.lastMotDate = latest.completedDate > (v.lastMotDate ?? "") ? latest.completedDate : v.lastMotDate;
    }
    // The test's reading joins ours only when it is not lower (the odometer only goes up) nor already there.
    const miles = latest?.odometerMiles ?? null;
    if (latest && miles !== null && (v.currentMileage === null || miles > v.currentMileage) && latest.completedDate <= ukToday()) {
      await recordMileage(tx, v.id, { day: latest.completedDate, mileage: miles, source: "mot", by: user.id });
    }
    const [after] = await tx
      .update(fleet)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(fleet.id, v.id))
      .returning();
    if (set.roadTaxExpiry) notes.push(`Tax due ${ukDay(set.roadTaxExpiry)}`);
    if (set.motExpiry) notes.push(`MOT expires ${ukDay(set.motExpiry)}`);
    if (latest)
      notes.push(
        `Latest MOT ${ukDay(latest.completedDate)}: ${latest.testResult.toLowerCase()}${miles !== null ? `, ${miles.toLocaleString("en-GB")} miles` : ""}`,
      );
    const answer = await view(tx, after, true);
    if (answer.mileageBelowEarlierReading) {
      const f = answer.mileageBelowEarlierReading;
      notes.push(
        `The MOT mileage (${f.motMileage.toLocaleString("en-GB")} on ${ukDay(f.motDate)}) is lower than our reading of ${f.ourMileage.toLocaleString("en-GB")} on ${ukDay(f.ourDay)}: check the odometer`,
      );
    }
    await audit(tx, ctx.request, {
      entityType: "vehicle",
      entityId: v.id,
      entityName: v.vehicleName,
      category: "fleet",
      action: "vehicle_public_data_refreshed",
      description: `Checked ${v.vehicleName} (${plate}) with DVLA and DVSA: ${notes.join("; ") || "nothing new"}`,
      severity: answer.mileageBelowEarlierReading ? "warning" : "info",
      metadata: { vehicleId: v.id, roadTaxExpiry: set.roadTaxExpiry ?? null, motExpiry: set.motExpiry ?? null, motTestDate: set.motTestDate ?? null },
    });
    return { ...answer, notes, taxStatus: dvla?.taxStatus ?? null, motStatus: dvla?.motStatus ?? null };
  });
}
