import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { daysAfter, daysBefore, ukToday } from "@shared/common/uk-dates";
import { isoWeekOf, weeksAfter } from "@shared/rules/hgv-inspections";
import { TACHO_MESSAGES } from "@shared/vehicle-compliance/tachograph";
import { PUBLIC_DATA_MESSAGES } from "@shared/vehicle-compliance/public-data";
import { VEHICLE_MESSAGES } from "@shared/vehicle-compliance/vehicle";
import { fleet, fleetDrivers } from "../../db/schema/index";
import { call } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { complianceFixture, insertVehicle, lastLog, messages, type ComplianceFixture } from "./vehicle-compliance.test-support";

let f: ComplianceFixture;
let hgv: number;
let van: number;
let driverId: number;
let secondId: number;
const today = ukToday();

beforeAll(async () => {
  f = await complianceFixture();
  driverId = (await signedIn(f.t, { role: "Viewer", name: "Dave Driver" })).user.id;
  secondId = (await signedIn(f.t, { role: "Viewer", name: "Sam Second" })).user.id;
  hgv = (await insertVehicle(f.t.db, { vehicleName: "Volvo FH artic", driverUserId: driverId, lastTachoDownloadDate: daysBefore(today, 85) })).id;
  await f.t.db.insert(fleetDrivers).values({ vehicleId: hgv, userId: secondId });
  van = (await insertVehicle(f.t.db, { vehicleName: "Transit van", vehicleType: "van", operatorLicence: false })).id;
});
afterAll(() => f.t.close());

const url = (id: number | string) => `/api/fleet/${id}/tachograph-downloads`;
const record = (cookie: string | undefined, payload: Record<string, unknown>, id: number | string = hgv) =>
  call(f.t.app, cookie, { method: "POST", url: url(id), payload });

describe("GET /api/fleet/:id/tachograph-downloads", () => {
  it("401, 403 without Fleet view, 404", async () => {
    expect((await call(f.t.app, undefined, { method: "GET", url: url(hgv) })).statusCode).toBe(401);
    expect((await call(f.t.app, f.outsider, { method: "GET", url: url(hgv) })).statusCode).toBe(403);
    expect((await call(f.t.app, f.viewer, { method: "GET", url: url(999_999) })).json().message).toBe(VEHICLE_MESSAGES.notFound);
  });

  it("what is due: the unit downloaded 85 days ago is due within the week; both drivers' cards never downloaded", async () => {
    const res = await call(f.t.app, f.viewer, { method: "GET", url: url(hgv) });
    expect(res.statusCode).toBe(200);
    const due = res.json().due;
    expect(due[0]).toMatchObject({ kind: "vehicle_unit", lastDay: daysBefore(today, 85), dueDay: daysAfter(daysBefore(today, 85), 90), state: "expiring" });
    expect(due.slice(1).map((d: { driver: { name: string }; state: string }) => [d.driver.name, d.state])).toEqual([
      ["Dave Driver", "none"],
      ["Sam Second", "none"],
    ]);
    expect((await call(f.t.app, f.viewer, { method: "GET", url: url(van) })).json().due).toEqual([]);
  });
});

describe("POST /api/fleet/:id/tachograph-downloads", () => {
  it("401, 403 without create, 404 for a vehicle or a driver not there", async () => {
    expect((await record(undefined, { kind: "vehicle_unit", day: today })).statusCode).toBe(401);
    expect((await record(f.viewer, { kind: "vehicle_unit", day: today })).statusCode).toBe(403);
    expect((await record(f.manager, { kind: "vehicle_unit", day: today }, 999_999)).statusCode).toBe(404);
    const res = await record(f.manager, { kind: "driver_card", day: today, userId: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(TACHO_MESSAGES.userNotFound);
  });

  it("400 with each field's message, and for a vehicle not on an operator licence", async () => {
    const msg = async (payload: Record<string, unknown>) => messages((await record(f.manager, payload)).json());
    expect(await msg({ kind: "card", day: today })).toEqual([TACHO_MESSAGES.kind]);
    expect(await msg({ kind: "driver_card", day: today })).toEqual([TACHO_MESSAGES.driver]);
    expect(await msg({ kind: "driver_card", day: today, userId: driverId, workerId: 5 })).toEqual([TACHO_MESSAGES.oneDriver]);
    expect(await msg({ kind: "vehicle_unit", day: today, userId: driverId })).toEqual([TACHO_MESSAGES.noDriverOnUnit]);
    expect(await msg({ kind: "vehicle_unit", day: daysAfter(today, 1) })).toEqual([VEHICLE_MESSAGES.futureDay]);
    const res = await record(f.manager, { kind: "vehicle_unit", day: today }, van);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VEHICLE_MESSAGES.notOperatorLicence);
  });

  it("a unit download moves the vehicle's last download; a card download the driver's", async () => {
    const unit = await record(f.manager, { kind: "vehicle_unit", day: today });
    expect(unit.statusCode).toBe(201);
    expect(unit.json()).toMatchObject({ kind: "vehicle_unit", day: today, driver: null });
    expect((await f.t.db.select().from(fleet).where(eq(fleet.id, hgv)))[0].lastTachoDownloadDate).toBe(today);
    const card = await record(f.manager, { kind: "driver_card", day: daysBefore(today, 30), userId: driverId, notes: "At the depot" });
    expect(card.statusCode).toBe(201);
    expect(card.json().driver).toEqual({ kind: "user", id: driverId, name: "Dave Driver" });
    expect(await lastLog(f.t.db)).toMatchObject({ action: "tachograph_download_recorded", category: "fleet" });
    const due = (await call(f.t.app, f.viewer, { method: "GET", url: url(hgv) })).json().due;
    expect(due[0]).toMatchObject({ state: "valid", dueDay: daysAfter(today, 90) });
    expect(due[1]).toMatchObject({ state: "expired", lastDay: daysBefore(today, 30), dueDay: daysBefore(today, 2) });
  });
});

describe("GET /api/fleet/hgv-plan", () => {
  it("401, 403 without Fleet view", async () => {
    expect((await call(f.t.app, undefined, { method: "GET", url: "/api/fleet/hgv-plan" })).statusCode).toBe(401);
    expect((await call(f.t.app, f.outsider, { method: "GET", url: "/api/fleet/hgv-plan" })).statusCode).toBe(403);
  });

  it("every operator-licence vehicle with its last and next inspection weeks, and every driver's card", async () => {
    const last = daysBefore(today, 14);
    await insertVehicle(f.t.db, { vehicleName: "Actros tipper", lastSafetyInspectionDate: last, safetyInspectionIntervalWeeks: 8 });
    const res = await call(f.t.app, f.viewer, { method: "GET", url: "/api/fleet/hgv-plan" });
    expect(res.statusCode).toBe(200);
    const plan = res.json();
    expect(plan.vehicles.map((v: { vehicleName: string }) => v.vehicleName)).toEqual(["Actros tipper", "Volvo FH artic"]);
    expect(plan.vehicles[0].inspections).toMatchObject({ lastWeek: isoWeekOf(last), nextWeek: weeksAfter(isoWeekOf(last), 8), state: "valid" });
    expect(plan.vehicles[0].inspections.plan).toHaveLength(4);
    expect(plan.vehicles[1].inspections).toMatchObject({ lastDay: null, nextWeek: isoWeekOf(today), state: "expiring" });
    expect(plan.driverCards.map((d: { driver: { name: string }; state: string; vehicles: string[] }) => [d.driver.name, d.state, d.vehicles])).toEqual([
      ["Dave Driver", "expired", ["Volvo FH artic"]],
      ["Sam Second", "none", ["Volvo FH artic"]],
    ]);
    expect(plan.counts).toMatchObject({ valid: 1, expiring: 1 });
  });
});

describe("public vehicle data when not configured (the default)", () => {
  it("the panel says so and a refresh is refused with 409 and the words", async () => {
    expect((await call(f.t.app, f.viewer, { method: "GET", url: `/api/fleet/${hgv}/public-data` })).json()).toMatchObject({ configured: false });
    const res = await call(f.t.app, f.manager, { method: "POST", url: `/api/fleet/${hgv}/public-data` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PUBLIC_DATA_MESSAGES.notConfigured);
  });
});
