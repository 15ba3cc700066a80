import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { driverLicenceChecks, fleet, fleetWalkaroundChecks } from "../../db/schema/index";
import { buildUser } from "../../seed/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { seedDemoVehicleChecks } from "./vehicle-checks.demo";
import { insertVehicle, insertWorker } from "./vehicle-checks.test-support";

let t: TestApp;
// Wednesday 25 November 2026, 10:00 in Leeds.
const NOW = new Date("2026-11-25T10:00:00Z");

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo walkaround and licence checks", () => {
  it("with no vehicles, nothing", async () => {
    const staff = [await buildUser(t.db, { role: "Site Manager" })];
    await seedDemoVehicleChecks(
      t.db,
      staff.map((s) => ({ id: s.id, name: s.name, role: s.role })),
      NOW,
    );
    expect(await t.db.select().from(fleetWalkaroundChecks)).toEqual([]);
  });

  it("a week of checks before now, one unsafe defect on a van (off the road), and one overdue licence check", async () => {
    const staff = [await buildUser(t.db, { role: "Site Manager" }), await buildUser(t.db, { role: "Site Supervisor" })];
    const a = await insertWorker(t.db, "Adam", "Ash");
    const b = await insertWorker(t.db, "Bea", "Birch");
    const car = await insertVehicle(t.db, { vehicleType: "car", driverWorkerId: a.id, currentMileage: 20_000 });
    const van = await insertVehicle(t.db, { vehicleType: "van", driverWorkerId: b.id, currentMileage: 60_000 });
    const hgv = await insertVehicle(t.db, { vehicleType: "truck", grossWeightKg: 26_000, driverWorkerId: a.id });
    await seedDemoVehicleChecks(
      t.db,
      staff.map((s) => ({ id: s.id, name: s.name, role: s.role })),
      NOW,
    );

    const checks = await t.db.select().from(fleetWalkaroundChecks);
    expect(checks).toHaveLength(15);
    expect(checks.every((c) => c.day < "2026-11-25" && c.createdAt <= NOW)).toBe(true);
    const defects = checks.filter((c) => c.hasDefects);
    expect(defects).toHaveLength(1);
    expect(defects[0]).toMatchObject({ vehicleId: van.id, unsafe: true, clearedAt: null, day: "2026-11-24" });
    expect((await t.db.select().from(fleet).where(eq(fleet.id, van.id)))[0]).toMatchObject({ offRoad: true, status: "off_road" });
    expect(checks.find((c) => c.vehicleId === hgv.id)!.items.some((i) => i.key === "coupling" && i.result === "na")).toBe(true);
    expect(checks.filter((c) => c.vehicleId === car.id).every((c) => c.mileage! < 20_000)).toBe(true);

    const licences = await t.db.select().from(driverLicenceChecks);
    expect(licences).toHaveLength(2);
    expect(licences.filter((l) => l.nextCheckDue < "2026-11-25")).toHaveLength(1);
  });
});
