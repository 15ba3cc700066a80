import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { daysAfter, daysBefore, monthsAfter, ukDay, ukToday } from "@shared/common/uk-dates";
import { isoWeekOf, weeksAfter } from "@shared/rules/hgv-inspections";
import { SAFETY_MESSAGES } from "@shared/vehicle-compliance/safety-inspections";
import { VEHICLE_MESSAGES } from "@shared/vehicle-compliance/vehicle";
import { fleet, fleetMileageReadings, fleetSafetyInspections, recycleBin } from "../../db/schema/index";
import { call } from "../../test/harness";
import { complianceFixture, insertVehicle, lastLog, messages, type ComplianceFixture } from "./vehicle-compliance.test-support";

let f: ComplianceFixture;
let hgv: number;
let van: number;
beforeAll(async () => {
  f = await complianceFixture();
  hgv = (await insertVehicle(f.t.db, { vehicleName: "DAF CF tipper", currentMileage: 100_000 }, { firstReading: true })).id;
  van = (await insertVehicle(f.t.db, { vehicleName: "Transit van", vehicleType: "van", operatorLicence: false, safetyInspectionIntervalWeeks: null })).id;
});
afterAll(() => f.t.close());

const today = ukToday();
const url = (id: number | string) => `/api/fleet/${id}/safety-inspections`;
const record = (cookie: string | undefined, payload: Record<string, unknown>, id: number | string = hgv) =>
  call(f.t.app, cookie, { method: "POST", url: url(id), payload });
const body = (over: Record<string, unknown> = {}) => ({
  day: daysBefore(today, 3),
  inspector: "Northern Fleet Services",
  mileage: 100_500,
  result: "pass",
  brakeTestPercent: "58.5",
  ...over,
});

describe("POST /api/fleet/:id/safety-inspections", () => {
  it("401 signed out, 403 without Fleet Management create, 404 for a vehicle not there", async () => {
    expect((await record(undefined, body())).statusCode).toBe(401);
    expect((await record(f.viewer, body())).statusCode).toBe(403);
    expect((await record(f.outsider, body())).statusCode).toBe(403);
    const gone = await insertVehicle(f.t.db, { deletedAt: new Date() });
    const res = await record(f.manager, body(), gone.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(VEHICLE_MESSAGES.notFound);
    expect((await record(f.manager, body(), "abc")).json().message).toBe(VEHICLE_MESSAGES.notFound);
  });

  it("400 with each field's message", async () => {
    const msg = async (over: Record<string, unknown>) => messages((await record(f.manager, body(over))).json());
    expect(await msg({ day: daysAfter(today, 1) })).toEqual([VEHICLE_MESSAGES.futureDay]);
    expect(await msg({ inspector: " " })).toEqual(["Inspector is required"]);
    expect(await msg({ result: "ok" })).toEqual([SAFETY_MESSAGES.result]);
    expect(await msg({ brakeTestPercent: "101" })).toEqual([SAFETY_MESSAGES.brakeMax]);
    expect(await msg({ brakeTestPercent: "fast" })).toEqual([SAFETY_MESSAGES.brake]);
    expect(await msg({ mileage: "12.5" })).toEqual([VEHICLE_MESSAGES.mileage]);
    expect(await msg({ result: "fail", defects: "" })).toEqual([SAFETY_MESSAGES.defectsOnFail]);
  });

  it("400 for a vehicle not on an operator licence, with the reason", async () => {
    const res = await record(f.manager, body(), van);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VEHICLE_MESSAGES.notOperatorLicence);
  });

  it("400 for a mileage lower than the last reading, and nothing is saved", async () => {
    const res = await record(f.manager, body({ mileage: 99_000 }));
    expect(res.statusCode).toBe(400);
    expect(messages(res.json())).toEqual([expect.stringMatching(/^Mileage cannot be lower than the last reading \(100,000 miles on \d\d\/\d\d\/\d{4}\)$/)]);
    expect(await f.t.db.select().from(fleetSafetyInspections).where(eq(fleetSafetyInspections.vehicleId, hgv))).toHaveLength(0);
  });

  it("records it in its ISO week, moves the last inspection and the plan, adds the mileage, logs it", async () => {
    const day = daysBefore(today, 3);
    const res = await record(f.manager, body({ day }));
    expect(res.statusCode).toBe(201);
    const { inspection, standing } = res.json();
    expect(inspection).toMatchObject({
      day,
      isoWeek: isoWeekOf(day),
      result: "pass",
      brakeTestPercent: "58.5",
      mileage: 100_500,
      keptUntil: monthsAfter(day, 15),
    });
    expect(standing).toMatchObject({ intervalWeeks: 6, lastDay: day, lastWeek: isoWeekOf(day), nextWeek: weeksAfter(isoWeekOf(day), 6), state: "valid" });
    expect(standing.plan[1].week).toBe(weeksAfter(isoWeekOf(day), 12));
    const [v] = await f.t.db.select().from(fleet).where(eq(fleet.id, hgv));
    expect([v.lastSafetyInspectionDate, v.currentMileage]).toEqual([day, 100_500]);
    const readings = await f.t.db.select().from(fleetMileageReadings).where(eq(fleetMileageReadings.vehicleId, hgv));
    expect(readings.map((r) => [r.mileage, r.source])).toEqual([
      [100_000, "typed"],
      [100_500, "inspection"],
    ]);
    expect(await lastLog(f.t.db)).toMatchObject({ action: "safety_inspection_recorded", entityType: "safety_inspection", category: "fleet" });
  });

  it("a failed inspection is recorded but does not move the plan; an older one back-dated neither", async () => {
    const before = (await f.t.db.select().from(fleet).where(eq(fleet.id, hgv)))[0].lastSafetyInspectionDate;
    expect((await record(f.manager, body({ day: today, mileage: null, result: "fail", defects: "Brake imbalance axle 2" }))).statusCode).toBe(201);
    expect((await record(f.manager, body({ day: daysBefore(today, 60), mileage: null }))).statusCode).toBe(201);
    expect((await f.t.db.select().from(fleet).where(eq(fleet.id, hgv)))[0].lastSafetyInspectionDate).toBe(before);
  });
});

describe("GET /api/fleet/:id/safety-inspections", () => {
  it("401, 403 without Fleet view, 404; lists newest first with the standing", async () => {
    expect((await call(f.t.app, undefined, { method: "GET", url: url(hgv) })).statusCode).toBe(401);
    expect((await call(f.t.app, f.outsider, { method: "GET", url: url(hgv) })).statusCode).toBe(403);
    expect((await call(f.t.app, f.viewer, { method: "GET", url: url(999_999) })).statusCode).toBe(404);
    const res = await call(f.t.app, f.viewer, { method: "GET", url: url(hgv) });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { day: string }) => i.day)).toEqual([today, daysBefore(today, 3), daysBefore(today, 60)]);
    expect(res.json().standing.plan).toHaveLength(12);
  });

  it("says due this week or next, and overdue past the week", async () => {
    const v = await insertVehicle(f.t.db, { lastSafetyInspectionDate: daysBefore(today, 7 * 6) });
    expect((await call(f.t.app, f.viewer, { method: "GET", url: url(v.id) })).json().standing).toMatchObject({ nextWeek: isoWeekOf(today), state: "expiring" });
    const late = await insertVehicle(f.t.db, { lastSafetyInspectionDate: daysBefore(today, 7 * 8) });
    expect((await call(f.t.app, f.viewer, { method: "GET", url: url(late.id) })).json().standing.state).toBe("expired");
  });
});

describe("DELETE /api/fleet/:id/safety-inspections/:inspectionId", () => {
  const del = (cookie: string | undefined, id: number, vehicle = hgv) => call(f.t.app, cookie, { method: "DELETE", url: `${url(vehicle)}/${id}` });

  it("401, 403 without delete, 404 for one not on this vehicle", async () => {
    const [row] = await f.t.db.select().from(fleetSafetyInspections).where(eq(fleetSafetyInspections.vehicleId, hgv)).limit(1);
    expect((await del(undefined, row.id)).statusCode).toBe(401);
    expect((await del(f.manager, row.id)).statusCode).toBe(403);
    expect((await del(f.admin, row.id, van)).statusCode).toBe(404);
    expect((await del(f.admin, 999_999)).json().message).toBe(SAFETY_MESSAGES.notFound);
  });

  it("409 for a record younger than 15 months, saying they must be kept", async () => {
    const [row] = await f.t.db.select().from(fleetSafetyInspections).where(eq(fleetSafetyInspections.vehicleId, hgv)).limit(1);
    const res = await del(f.admin, row.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SAFETY_MESSAGES.keep(ukDay(monthsAfter(row.day, 15))));
    expect(res.json().message).toContain("kept for at least 15 months");
  });

  it("an older record goes to the recycle bin and comes back with its id", async () => {
    const v = await insertVehicle(f.t.db, { vehicleName: "Old Scania" });
    const old = daysBefore(monthsAfter(today, -15), 1);
    const [row] = await f.t.db
      .insert(fleetSafetyInspections)
      .values({ vehicleId: v.id, day: old, isoWeek: isoWeekOf(old), inspector: "A. Inspector", result: "pass" })
      .returning();
    await f.t.db.update(fleet).set({ lastSafetyInspectionDate: old }).where(eq(fleet.id, v.id));
    expect((await del(f.admin, row.id, v.id)).statusCode).toBe(204);
    expect((await f.t.db.select().from(fleet).where(eq(fleet.id, v.id)))[0].lastSafetyInspectionDate).toBeNull();
    const [bin] = await f.t.db.select().from(recycleBin).where(eq(recycleBin.recordType, "safety_inspection"));
    expect(bin.recordName).toContain("Old Scania");
    const back = await call(f.t.app, f.admin, { method: "POST", url: `/api/recycle-bin/${bin.id}/restore` });
    expect(back.statusCode).toBe(200);
    expect(await f.t.db.select().from(fleetSafetyInspections).where(eq(fleetSafetyInspections.id, row.id))).toHaveLength(1);
    expect((await f.t.db.select().from(fleet).where(eq(fleet.id, v.id)))[0].lastSafetyInspectionDate).toBe(old);
  });
});
