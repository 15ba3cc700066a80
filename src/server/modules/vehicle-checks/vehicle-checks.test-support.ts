import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fleet, fleetDrivers, fleetHistory, workers } from "../../db/schema/index";
import type { TestApp } from "../../test/harness";
import { deny } from "../../test/records";
import { testPlate } from "../../test/plates";
import { signedIn } from "../../test/sessions";
export { lastLog, messages } from "../../test/records";

/**
 * What the vehicle checks' route tests share. Vehicles are inserted straight into the register's table:
 * the register's routes are another part of issue 33, and these tests are about the checks.
 */

export async function insertVehicle(db: Db, over: Partial<typeof fleet.$inferInsert> = {}) {
  const tag = randomBytes(3).toString("hex").toUpperCase();
  const [row] = await db
    .insert(fleet)
    .values({ vehicleName: `Transit ${tag}`, vehicleType: "van", licensePlate: testPlate(), grossWeightKg: 3500, ...over })
    .returning();
  return row;
}

export async function insertWorker(db: Db, firstName = "Dale", lastName = "Driver") {
  const [row] = await db
    .insert(workers)
    .values({ workerId: `W-${randomBytes(4).toString("hex")}`, firstName, lastName })
    .returning();
  return row;
}

export const addSecondaryDriver = (db: Db, vehicleId: number, who: { workerId?: number; userId?: number }) =>
  db.insert(fleetDrivers).values({ vehicleId, ...who });

export const vehicleRow = async (db: Db, id: number) => (await db.select().from(fleet).where(eq(fleet.id, id)))[0];
export const historyOf = (db: Db, id: number) => db.select().from(fleetHistory).where(eq(fleetHistory.vehicleId, id)).orderBy(fleetHistory.id);

/**
 * The people these tests sign in: a Site Manager (Fleet Management view, create, edit: an authorised
 * person), a Site Supervisor (view only) and a Viewer whose role has had Fleet Management taken away (403).
 */
export async function fleetSessions(t: TestApp) {
  await deny(t.db, "Viewer", "Fleet Management");
  const managerUser = await signedIn(t, { role: "Site Manager", name: "Mia Manager" });
  const supervisorUser = await signedIn(t, { role: "Site Supervisor", name: "Sid Supervisor" });
  const outsider = (await signedIn(t, { role: "Viewer" })).cookie;
  return { manager: managerUser.cookie, managerId: managerUser.user.id, supervisor: supervisorUser.cookie, supervisorId: supervisorUser.user.id, outsider };
}
