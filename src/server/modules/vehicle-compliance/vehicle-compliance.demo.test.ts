import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ukToday } from "@shared/common/uk-dates";
import { isoWeekOf, weeksAfter } from "@shared/rules/hgv-inspections";
import { carbonFigures, fleet, fleetFuelLogs, fleetSafetyInspections, tachographDownloads } from "../../db/schema/index";
import { createTestApp, type TestApp } from "../../test/harness";
import { buildUser } from "../../seed/factories";
import { hgvPlan } from "./hgv-plan.service";
import { seedDemoVehicleCompliance } from "./vehicle-compliance.demo";
import { insertVehicle } from "./vehicle-compliance.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the demo's HGV duties and fuel", () => {
  it("adds nothing without vehicles", async () => {
    await seedDemoVehicleCompliance(t.db, new Date());
    expect(await t.db.select().from(fleetSafetyInspections)).toHaveLength(0);
  });

  it("15 months of inspections every 6 weeks, the first HGV due next week, one driver card overdue, fuel with its carbon", async () => {
    const driver = await buildUser(t.db, { role: "Viewer", name: "Demo Driver" });
    const first = await insertVehicle(t.db, { vehicleName: "A HGV", driverUserId: driver.id, currentMileage: 150_000 });
    const second = await insertVehicle(t.db, { vehicleName: "B HGV", currentMileage: 90_000 });
    const van = await insertVehicle(t.db, { vehicleName: "C van", vehicleType: "van", operatorLicence: false, safetyInspectionIntervalWeeks: null });
    await seedDemoVehicleCompliance(t.db, new Date());
    const today = ukToday();

    const rows = await t.db.select().from(fleetSafetyInspections).where(eq(fleetSafetyInspections.vehicleId, first.id));
    expect(rows.length).toBeGreaterThanOrEqual(10); // 65 weeks / 6
    const plan = await hgvPlan(t.db);
    const a = plan.vehicles.find((v) => v.id === first.id)!;
    expect(a.inspections).toMatchObject({ nextWeek: weeksAfter(isoWeekOf(today), 1), state: "expiring" });
    expect(plan.vehicles.find((v) => v.id === second.id)!.inspections.state).toBe("valid");
    expect(plan.driverCards).toEqual([expect.objectContaining({ state: "expired", vehicles: ["A HGV"] })]);
    expect((await t.db.select().from(fleet).where(eq(fleet.id, van.id)))[0].lastSafetyInspectionDate).toBeNull();
    expect(await t.db.select().from(tachographDownloads).where(eq(tachographDownloads.vehicleId, van.id))).toHaveLength(0);

    const fuel = await t.db.select().from(fleetFuelLogs);
    expect(new Set(fuel.map((f) => f.vehicleId))).toEqual(new Set([first.id, second.id, van.id]));
    expect(await t.db.select().from(carbonFigures).where(eq(carbonFigures.sourceKind, "fleet_fuel"))).toHaveLength(fuel.length);
    expect(fuel.every((f) => f.day <= today)).toBe(true);
  });
});
