import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { daysAfter, daysBefore, ukToday } from "@shared/common/uk-dates";
import { isoWeekOf, weekMonday } from "@shared/rules/hgv-inspections";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { driverLicenceChecks, fleet, fleetDrivers, workers } from "../../db/schema/index";
import { buildDriver, fleetSessions } from "./fleet.test-support";

/*
 * The register's "needs attention" filter finds exactly the vehicles whose row shows a flag, the other
 * parts' flags too (fleet-extra-flags.ts): a driver without a current licence check or whose licence
 * does not cover the vehicle, an HGV's safety inspection or vehicle-unit download due.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof fleetSessions>>;
const today = ukToday();

beforeAll(async () => {
  t = await createTestApp();
  s = await fleetSessions(t);
});
afterAll(() => t.close());

/** A vehicle with none of its own dates due: whatever flags it, another part adds. */
async function vehicle(name: string, over: Partial<typeof fleet.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(fleet)
    .values({ vehicleName: `Attn ${name}`, vehicleType: "van", motExpiry: daysAfter(today, 300), ...over })
    .returning();
  return row.id;
}

/** A licence check of a worker, with the categories seen and its next check due. */
async function licenceCheck(workerId: number | null, categories: string[], nextCheckDue: string, userId: number | null = null) {
  await t.db.insert(driverLicenceChecks).values({
    workerId,
    userId,
    checkedOn: daysBefore(today, 30),
    method: "dvla_online",
    categories,
    points: 0,
    risk: "low",
    nextCheckDue,
  });
}

type Row = { id: number; flags: { key: string }[] };
const list = async (attention: boolean) => {
  const res = await call(t.app, s.viewer, { method: "GET", url: `/api/fleet?q=attn&pageSize=100${attention ? "&attention=yes" : ""}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Row[];
};

describe("GET /api/fleet?attention=yes with the other parts' flags", () => {
  it("finds a vehicle flagged only by a driver's licence or only by an HGV duty, and not one with none; the filter matches the rows' flags", async () => {
    const nextMonday = daysAfter(weekMonday(isoWeekOf(today)), 7);
    const current = daysAfter(today, 200);

    const unchecked = await buildDriver(t.db, "Unchecked");
    const noCheck = await vehicle("no licence check", { driverWorkerId: unchecked.id });

    const lapsed = await buildDriver(t.db, "Lapsed");
    await licenceCheck(lapsed.id, ["B"], daysAfter(today, 300));
    // The latest check is the one that counts: a newer, lapsed one flags the driver.
    await t.db.insert(driverLicenceChecks).values({
      workerId: lapsed.id,
      checkedOn: daysBefore(today, 1),
      method: "photocard",
      categories: ["B"],
      points: 0,
      risk: "low",
      nextCheckDue: daysBefore(today, 1),
    });
    const lapsedVan = await vehicle("lapsed check", { driverWorkerId: lapsed.id });

    const carDriver = await buildDriver(t.db, "Car only");
    await licenceCheck(carDriver.id, ["B", "BE"], current);
    const notCovered = await vehicle("lorry, car licence", { vehicleType: "truck", grossWeightKg: 18_000, driverWorkerId: carDriver.id });
    const covered = await vehicle("van, car licence", { driverWorkerId: carDriver.id });

    const secondUnchecked = await vehicle("secondary user unchecked", { driverWorkerId: carDriver.id });
    await t.db.insert(fleetDrivers).values({ vehicleId: secondUnchecked, userId: s.managerId });

    // A deleted worker is no longer a driver: nothing to flag.
    const gone = await buildDriver(t.db, "Gone");
    await t.db.update(workers).set({ deletedAt: new Date() }).where(eq(workers.id, gone.id));
    const goneDriver = await vehicle("deleted driver", { driverWorkerId: gone.id });

    // A vehicle sold or disposed of shows no flags, so the filter leaves it out.
    const sold = await vehicle("sold, unchecked driver", { driverWorkerId: unchecked.id, status: "sold" });

    const hgv = { vehicleType: "truck", grossWeightKg: 18_000, operatorLicence: true, safetyInspectionIntervalWeeks: 6 };
    const inspected = daysBefore(today, 7);
    const downloadDue = await vehicle("HGV download due", { ...hgv, lastSafetyInspectionDate: inspected, lastTachoDownloadDate: daysBefore(today, 85) });
    const downloadSoonEdge = await vehicle("HGV download due in 7 days", {
      ...hgv,
      lastSafetyInspectionDate: inspected,
      lastTachoDownloadDate: daysBefore(today, 83),
    });
    const downloadFine = await vehicle("HGV all in date", { ...hgv, lastSafetyInspectionDate: inspected, lastTachoDownloadDate: daysBefore(today, 82) });
    // Six weeks on from a week whose Monday is six weeks before next Monday: due next week.
    const inspectionDue = await vehicle("HGV inspection due next week", {
      ...hgv,
      lastSafetyInspectionDate: daysBefore(nextMonday, 42),
      lastTachoDownloadDate: today,
    });
    const inspectionLater = await vehicle("HGV inspection in two weeks", {
      ...hgv,
      lastSafetyInspectionDate: daysBefore(nextMonday, 35),
      lastTachoDownloadDate: today,
    });
    const neverInspected = await vehicle("HGV never inspected", { ...hgv, lastSafetyInspectionDate: null, lastTachoDownloadDate: today });
    const noInterval = await vehicle("HGV no interval", { ...hgv, safetyInspectionIntervalWeeks: null, lastTachoDownloadDate: today });
    // Never downloaded is due now (as the reminders view has it): flagged, and found.
    const neverDownloaded = await vehicle("HGV never downloaded", { ...hgv, lastSafetyInspectionDate: inspected, lastTachoDownloadDate: null });
    const plain = await vehicle("nothing due");

    const attention = (await list(true)).map((r) => r.id).sort((a, b) => a - b);
    expect(attention).toEqual(
      [noCheck, lapsedVan, notCovered, secondUnchecked, downloadDue, downloadSoonEdge, inspectionDue, neverInspected, neverDownloaded].sort((a, b) => a - b),
    );
    for (const none of [covered, goneDriver, sold, downloadFine, inspectionLater, noInterval, plain]) expect(attention).not.toContain(none);

    // Every row the filter finds shows a flag, and every row with a flag is found: one rule.
    const all = await list(false);
    expect(
      all
        .filter((r) => r.flags.length > 0)
        .map((r) => r.id)
        .sort((a, b) => a - b),
    ).toEqual(attention);
    const keys = new Map(all.map((r) => [r.id, r.flags.map((f) => f.key)]));
    expect(keys.get(noCheck)).toEqual(["licence_check"]);
    expect(keys.get(notCovered)).toEqual(["licence_cover"]);
    expect(keys.get(downloadDue)).toEqual(["tachograph"]);
    expect(all.find((r) => r.id === neverDownloaded)!.flags).toEqual([
      expect.objectContaining({ key: "tachograph", state: "expiring", text: "Tachograph never downloaded" }),
    ]);
    expect(keys.get(inspectionDue)).toEqual(["safety_inspection"]);
  });
});
