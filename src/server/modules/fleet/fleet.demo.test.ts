import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, isNull } from "drizzle-orm";
import { daysAfter } from "@shared/common/uk-dates";
import { vehicleFlags } from "@shared/rules/vehicle-due";
import { createTestApp, type TestApp } from "../../test/harness";
import { fleet, fleetDocuments, fleetMileageReadings, fleetServices, workers } from "../../db/schema/index";
import { buildUser } from "../../seed/factories";
import { MOT_DUE_VAN, seedDemoFleet } from "./fleet.demo";

let t: TestApp;
// Wednesday 25 November 2026, 10:00 in Leeds.
const NOW = new Date("2026-11-25T10:00:00Z");
const TODAY = "2026-11-25";

beforeAll(async () => {
  t = await createTestApp();
  const staff = [await buildUser(t.db, { role: "Contracts Manager" }), await buildUser(t.db, { role: "Site Manager" })];
  await t.db.insert(workers).values(Array.from({ length: 12 }, (_, i) => ({ workerId: `D-${i}`, firstName: "Demo", lastName: `Driver ${i}` })));
  await seedDemoFleet(t.db, staff, NOW);
});
afterAll(() => t.close());

describe("demo fleet", () => {
  it("12 vehicles: vans, a car, two HGVs under the operator licence, each with a UK plate and a driver or none", async () => {
    const rows = await t.db.select().from(fleet).where(isNull(fleet.deletedAt));
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.vehicleType === "car")).toHaveLength(1);
    const hgvs = rows.filter((r) => r.operatorLicence).sort((a, b) => a.grossWeightKg! - b.grossWeightKg!);
    expect(hgvs.map((r) => [r.grossWeightKg, r.safetyInspectionIntervalWeeks])).toEqual([
      [18000, 6],
      [26000, 6],
    ]);
    expect(rows.every((r) => /^[A-Z]{2}[0-9]{2}[A-Z]{3}$/.test(r.licensePlate ?? ""))).toBe(true);
    expect(rows.filter((r) => r.driverWorkerId || r.driverUserId).length).toBeGreaterThanOrEqual(10);
  });

  it("the MOT van's MOT is due in exactly 10 days; some others due or overdue; most in date", async () => {
    const rows = await t.db.select().from(fleet);
    const van = rows.find((r) => r.vehicleName === MOT_DUE_VAN)!;
    expect(van.motExpiry).toBe(daysAfter(TODAY, 10));
    const flagged = rows.map((r) => [r.vehicleName, vehicleFlags(r, TODAY).map((f) => `${f.key}:${f.state}`)] as const).filter(([, f]) => f.length);
    expect(Object.fromEntries(flagged)).toMatchObject({
      [MOT_DUE_VAN]: ["mot:expiring"],
      "Crafter Dropside": ["mot:expired"],
      "Relay Luton": ["tax:expired"],
      "Vivaro - Electricians' Van": ["service:expiring"],
      "Hilux - Groundworks Pickup": ["service:expired"],
    });
    expect(flagged.length).toBeLessThanOrEqual(7);
  });

  it("mileage only goes up, services and documents recorded, nothing dated after now", async () => {
    const readings = await t.db.select().from(fleetMileageReadings);
    expect(readings.length).toBe(12 * 7);
    for (const v of await t.db.select().from(fleet)) {
      const own = readings.filter((r) => r.vehicleId === v.id).sort((a, b) => (a.day < b.day ? -1 : 1));
      expect(own.map((r) => r.mileage)).toEqual([...own.map((r) => r.mileage)].sort((a, b) => a - b));
      expect(own.at(-1)!.mileage).toBe(v.currentMileage);
      expect(own.every((r) => r.day <= TODAY)).toBe(true);
    }
    expect((await t.db.select().from(fleetServices)).every((s) => s.day <= TODAY)).toBe(true);
    expect(await t.db.select().from(fleetDocuments).where(eq(fleetDocuments.category, "v5c"))).toHaveLength(12);
  });
});
