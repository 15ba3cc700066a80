import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { daysAfter, daysBefore, ukToday } from "@shared/common/uk-dates";
import { PUBLIC_DATA_MESSAGES } from "@shared/vehicle-compliance/public-data";
import { fleet, fleetMileageReadings } from "../../db/schema/index";
import { call } from "../../test/harness";
import { startVehicleDataFake } from "../../platform/vehicle-data/vehicle-data.fake";
import { complianceFixture, insertVehicle, lastLog, type ComplianceFixture } from "./vehicle-compliance.test-support";

let f: ComplianceFixture;
let fake: Awaited<ReturnType<typeof startVehicleDataFake>>;
const today = ukToday();
const motDay = daysBefore(today, 20);
const taxDue = daysAfter(today, 200);
const motExpiry = daysAfter(today, 345);

beforeAll(async () => {
  const test = (miles: string) => [
    {
      completedDate: `${motDay}T10:00:00.000Z`,
      testResult: "PASSED",
      expiryDate: motExpiry,
      odometerValue: miles,
      odometerUnit: "MI",
      odometerResultType: "READ",
    },
  ];
  const good = { dvla: { taxStatus: "Taxed", taxDueDate: taxDue, motStatus: "Valid", motExpiryDate: motExpiry }, motTests: test("61000") };
  fake = await startVehicleDataFake({
    AB12CDE: good,
    AB12CDF: good,
    AB12CDG: good,
    AB12CDH: good,
    CL0CK3D: { dvla: { taxStatus: "Taxed", taxDueDate: taxDue, motStatus: "Valid", motExpiryDate: motExpiry }, motTests: test("40000") },
  });
  f = await complianceFixture({ vehicleData: fake.config });
});
afterAll(async () => {
  await f.t.close();
  await fake.close();
});

const url = (id: number | string) => `/api/fleet/${id}/public-data`;
const refresh = (cookie: string | undefined, id: number | string) => call(f.t.app, cookie, { method: "POST", url: url(id) });

describe("POST /api/fleet/:id/public-data (configured, against the local fake)", () => {
  it("401, 403 without Fleet edit, 404, 400 without a plate", async () => {
    const v = await insertVehicle(f.t.db, { licensePlate: "AB12CDE" });
    expect((await refresh(undefined, v.id)).statusCode).toBe(401);
    expect((await refresh(f.viewer, v.id)).statusCode).toBe(403);
    expect((await refresh(f.manager, 999_999)).statusCode).toBe(404);
    const bare = await insertVehicle(f.t.db, { licensePlate: null });
    const res = await refresh(f.manager, bare.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PUBLIC_DATA_MESSAGES.noPlate);
  });

  it("fills tax and MOT dates and the latest MOT test; its mileage joins ours when higher", async () => {
    const v = await insertVehicle(f.t.db, { licensePlate: "AB12CDF", currentMileage: 60_000, mileageRecordedOn: daysBefore(today, 40) });
    const res = await refresh(f.manager, v.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      configured: true,
      roadTaxExpiry: taxDue,
      motExpiry,
      motTestDate: motDay,
      motTestMileage: 61_000,
      mileageBelowEarlierReading: null,
      taxStatus: "Taxed",
    });
    const [row] = await f.t.db.select().from(fleet).where(eq(fleet.id, v.id));
    expect([row.roadTaxExpiry, row.motExpiry, row.currentMileage, row.publicDataCheckedAt !== null]).toEqual([taxDue, motExpiry, 61_000, true]);
    const readings = await f.t.db.select().from(fleetMileageReadings).where(eq(fleetMileageReadings.vehicleId, v.id));
    expect(readings.map((r) => [r.day, r.mileage, r.source])).toEqual([[motDay, 61_000, "mot"]]);
    expect(await lastLog(f.t.db)).toMatchObject({ action: "vehicle_public_data_refreshed", severity: "info" });
  });

  it("flags an MOT mileage lower than a reading we recorded before the test, and records no lower reading", async () => {
    const v = await insertVehicle(f.t.db, { licensePlate: "CL0CK3D", currentMileage: 52_000 });
    const ours = daysBefore(motDay, 30);
    await f.t.db.insert(fleetMileageReadings).values({ vehicleId: v.id, day: ours, mileage: 52_000, source: "typed" });
    const res = await refresh(f.manager, v.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().mileageBelowEarlierReading).toEqual({ motDate: motDay, motMileage: 40_000, ourDay: ours, ourMileage: 52_000 });
    expect(res.json().notes.at(-1)).toContain("lower than our reading of 52,000");
    const readings = await f.t.db.select().from(fleetMileageReadings).where(eq(fleetMileageReadings.vehicleId, v.id)).orderBy(asc(fleetMileageReadings.id));
    expect(readings.map((r) => r.mileage)).toEqual([52_000]);
    expect(await lastLog(f.t.db)).toMatchObject({ severity: "warning" });
    // The panel's read says the same.
    expect((await call(f.t.app, f.viewer, { method: "GET", url: url(v.id) })).json().mileageBelowEarlierReading).toMatchObject({ motMileage: 40_000 });
  });

  it("a service's failure is a 502 with words, and nothing changes", async () => {
    const v = await insertVehicle(f.t.db, { licensePlate: "AB12CDG" });
    fake.fail.dvla = 500;
    const res = await refresh(f.manager, v.id);
    fake.fail.dvla = undefined;
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe("The DVLA vehicle enquiry service answered with an error (500). Try again later.");
    expect((await f.t.db.select().from(fleet).where(eq(fleet.id, v.id)))[0].publicDataCheckedAt).toBeNull();
  });

  it("is rate-limited per user (429 with the wait)", async () => {
    const v = await insertVehicle(f.t.db, { licensePlate: "ZZ99ZZZ" });
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i += 1) last = (await refresh(f.admin, v.id)).statusCode;
    expect(last).toBe(429);
    const res = await refresh(f.admin, v.id);
    expect(res.json().message).toMatch(/^Too many vehicle data look-ups: try again in \d+ minutes?$/);
  });
});

describe("GET /api/fleet/:id/public-data", () => {
  it("401, 403 without Fleet view, 404; says it is configured", async () => {
    const v = await insertVehicle(f.t.db, { licensePlate: "AB12CDH" });
    expect((await call(f.t.app, undefined, { method: "GET", url: url(v.id) })).statusCode).toBe(401);
    expect((await call(f.t.app, f.outsider, { method: "GET", url: url(v.id) })).statusCode).toBe(403);
    expect((await call(f.t.app, f.viewer, { method: "GET", url: url(999_999) })).statusCode).toBe(404);
    expect((await call(f.t.app, f.viewer, { method: "GET", url: url(v.id) })).json()).toMatchObject({ configured: true, plate: "AB12CDH" });
  });
});
