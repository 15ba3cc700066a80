import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { daysBefore, ukDay, ukToday } from "@shared/common/uk-dates";
import { HGV_WALKAROUND_ITEMS, WALKAROUND_ITEMS } from "@shared/vehicle-checks/walkaround";
import { formatPlate } from "@shared/rules/uk-plates";
import { fleetMileageReadings, fleetWalkaroundChecks, notifications } from "../../db/schema/index";
import { buildUser } from "../../seed/factories";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { addSecondaryDriver, fleetSessions, historyOf, insertVehicle, insertWorker, lastLog, messages, vehicleRow } from "./vehicle-checks.test-support";

let t: TestApp;
let manager: string; // Fleet Management view, create, edit: records checks and clears defects
let managerId: number;
let supervisor: string; // Fleet Management view only
let outsider: string; // no Fleet Management at all

beforeAll(async () => {
  t = await createTestApp();
  ({ manager, managerId, supervisor, outsider } = await fleetSessions(t));
});
afterAll(() => t.close());

const today = ukToday();
const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
const post = (cookie: string | undefined, url: string, payload: object) => call(t.app, cookie, { method: "POST", url, payload });
const record = (cookie: string | undefined, id: number, payload: object) => post(cookie, `/api/fleet/${id}/walkaround-checks`, payload);
const clear = (cookie: string | undefined, checkId: number, note = "Bulb replaced and lights tested") =>
  post(cookie, `/api/fleet/walkaround-checks/${checkId}/clearance`, { note });
const allOk = (items = WALKAROUND_ITEMS) => items.map((i) => ({ key: i.key, result: "ok" }));
const withDefect = (key = "lights", note = "Nearside brake light out") => allOk().map((a) => (a.key === key ? { key, result: "defect", note } : a));

describe("the walkaround checklist", () => {
  it("a van's items, an HGV's extras, the drivers (main, secondary, me) and the last mileage; 401, 403, 404", async () => {
    const worker = await insertWorker(t.db, "Wendy", "Wheeler");
    const van = await insertVehicle(t.db, { driverWorkerId: worker.id, currentMileage: 41_200, mileageRecordedOn: daysBefore(today, 2) });
    const colleague = await buildUser(t.db, { name: "Colin Colleague" });
    await addSecondaryDriver(t.db, van.id, { userId: colleague.id });
    const res = await get(supervisor, `/api/fleet/${van.id}/walkaround-checklist`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      vehicle: { id: van.id, name: van.vehicleName, offRoad: false },
      hgv: false,
      items: WALKAROUND_ITEMS,
      lastMileage: { mileage: 41_200, day: daysBefore(today, 2) },
      drivers: [
        { kind: "worker", id: worker.id, name: "Wendy Wheeler", role: "main" },
        { kind: "user", id: colleague.id, name: "Colin Colleague", role: "secondary" },
        { kind: "user", name: "Sid Supervisor", role: "me" },
      ],
    });
    const hgv = await insertVehicle(t.db, { vehicleType: "truck", grossWeightKg: 18_000 });
    expect((await get(supervisor, `/api/fleet/${hgv.id}/walkaround-checklist`)).json()).toMatchObject({
      hgv: true,
      items: [...WALKAROUND_ITEMS, ...HGV_WALKAROUND_ITEMS],
    });
    expect((await get(undefined, `/api/fleet/${van.id}/walkaround-checklist`)).statusCode).toBe(401);
    expect((await get(outsider, `/api/fleet/${van.id}/walkaround-checklist`)).statusCode).toBe(403);
    expect((await get(supervisor, "/api/fleet/999999/walkaround-checklist")).json()).toEqual({ message: "Vehicle not found" });
  });
});

describe("recording a walkaround check", () => {
  it("401, 403 (view only), 404, and 400 with the messages; nothing kept", async () => {
    const van = await insertVehicle(t.db);
    const ok = { answers: allOk() };
    expect((await record(undefined, van.id, ok)).statusCode).toBe(401);
    expect((await record(supervisor, van.id, ok)).statusCode).toBe(403);
    expect((await record(outsider, van.id, ok)).statusCode).toBe(403);
    expect((await record(manager, 999_999, ok)).statusCode).toBe(404);
    const bad = await record(manager, van.id, {
      answers: [
        { key: "lights", result: "defect", note: "" },
        { key: "horn", result: "fine" },
      ],
      mileage: "lots",
      unsafe: "yes",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: "answers.0.note", message: "Say what is wrong" },
      { field: "answers.1.result", message: "Choose OK, Defect or N/A" },
      { field: "mileage", message: "Mileage must be a whole number of miles" },
      { field: "unsafe", message: "Say whether the vehicle is unsafe to drive" },
    ]);
    expect(messages((await record(manager, van.id, { answers: allOk(), unsafe: true })).json())).toEqual([
      "Only a defect can make the vehicle unsafe to drive",
    ]);
    expect(messages((await record(manager, van.id, { answers: allOk().slice(1) })).json())).toEqual(["Answer every check: Dashboard warning lamps"]);
    expect(messages((await record(manager, van.id, { answers: allOk([...WALKAROUND_ITEMS, HGV_WALKAROUND_ITEMS[2]]) })).json())).toEqual([
      "Not a check of this vehicle: coupling",
    ]);
    expect((await record(manager, van.id, { ...ok, driverWorkerId: 999_999 })).json().errors).toEqual([
      { field: "driverWorkerId", message: "Driver not found" },
    ]);
    expect(messages((await record(manager, van.id, { ...ok, day: "2999-01-01" })).json())).toEqual(["The check date cannot be in the future"]);
    await t.db.insert(fleetMileageReadings).values({ vehicleId: van.id, day: daysBefore(today, 3), mileage: 52_000 });
    expect((await record(manager, van.id, { ...ok, mileage: 51_999 })).json().errors).toEqual([
      { field: "mileage", message: `Mileage cannot be lower than the last reading (52,000 miles on ${ukDay(daysBefore(today, 3))})` },
    ]);
    expect(await t.db.select().from(fleetWalkaroundChecks).where(eq(fleetWalkaroundChecks.vehicleId, van.id))).toEqual([]);
  });

  it("a nil-defect check is kept, with the driver, and its mileage becomes a reading; listed as No defects", async () => {
    const worker = await insertWorker(t.db, "Nora", "Nil");
    const van = await insertVehicle(t.db, { driverWorkerId: worker.id });
    const res = await record(manager, van.id, { answers: allOk(), driverWorkerId: worker.id, mileage: "45,210" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      vehicleOffRoad: false,
      check: {
        day: today,
        driverName: "Nora Nil",
        mileage: 45_210,
        hasDefects: false,
        defects: null,
        unsafe: false,
        open: false,
        recordedBy: { id: managerId },
      },
    });
    expect(await vehicleRow(t.db, van.id)).toMatchObject({ currentMileage: 45_210, mileageRecordedOn: today, offRoad: false });
    const readings = await t.db.select().from(fleetMileageReadings).where(eq(fleetMileageReadings.vehicleId, van.id));
    expect(readings.map((r) => [r.mileage, r.source])).toEqual([[45_210, "walkaround"]]);
    expect(await lastLog(t.db)).toMatchObject({
      action: "fleet_walkaround_recorded",
      entityType: "vehicle",
      description: `Walkaround check of ${van.vehicleName} on ${ukDay(today)} by Nora Nil: no defects`,
    });
    // With no driver named, the driver is the person signed in.
    await record(manager, van.id, { answers: allOk() });
    const list = await get(supervisor, `/api/fleet/${van.id}/walkaround-checks`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, items: [{ driverName: "Mia Manager" }, { driverName: "Nora Nil" }] });
    expect((await get(undefined, `/api/fleet/${van.id}/walkaround-checks`)).statusCode).toBe(401);
    expect((await get(outsider, `/api/fleet/${van.id}/walkaround-checks`)).statusCode).toBe(403);
    expect((await get(supervisor, "/api/fleet/999999/walkaround-checks")).statusCode).toBe(404);
    expect((await get(supervisor, `/api/fleet/${van.id}/walkaround-checks?pageSize=0`)).json().errors).toEqual([
      { field: "pageSize", message: "Page size must be 1 or more" },
    ]);
  });

  it("an unsafe defect takes the van off the road, tells the fleet's editors (not the one who found it), and stays until an authorised person clears it", async () => {
    const van = await insertVehicle(t.db);
    const editor = await buildUser(t.db, { role: "Site Manager", name: "Ed Editor" });
    const viewer = await buildUser(t.db, { role: "Site Supervisor" });
    const res = await record(manager, van.id, { answers: withDefect(), unsafe: true, notes: "Reported to the yard" });
    expect(res.statusCode).toBe(201);
    const check = res.json().check;
    expect(res.json()).toMatchObject({
      vehicleOffRoad: true,
      check: { hasDefects: true, unsafe: true, open: true, defects: "Lights and indicators: Nearside brake light out", notes: "Reported to the yard" },
    });
    expect(await vehicleRow(t.db, van.id)).toMatchObject({
      offRoad: true,
      status: "off_road",
      offRoadReason: "Walkaround defect: Lights and indicators: Nearside brake light out",
    });
    expect((await historyOf(t.db, van.id)).map((h) => [h.field, h.fromValue, h.toValue, h.note])).toEqual([
      ["off_road", "On the road", "Off the road", "Walkaround defect: Lights and indicators: Nearside brake light out"],
      ["status", "Active", "Off road", null],
    ]);
    const told = await t.db.select().from(notifications).where(eq(notifications.type, "vehicle_off_road"));
    const mine = told.filter((n) => n.link === `/fleet/${van.id}/edit`);
    expect(mine.some((n) => n.userId === editor.id)).toBe(true);
    expect(mine.some((n) => n.userId === viewer.id || n.userId === managerId)).toBe(false);
    expect(mine[0]).toMatchObject({ category: "out_of_use", title: `${van.vehicleName} (${formatPlate(van.licensePlate)}) is off the road` });
    expect((await lastLog(t.db)).severity).toBe("warning");

    // Listed first among the company's checks while open.
    await record(manager, (await insertVehicle(t.db)).id, { answers: allOk() });
    const recent = (await get(supervisor, "/api/fleet/walkaround-checks")).json();
    expect(recent.items[0]).toMatchObject({ id: check.id, open: true });
    const open = (await get(supervisor, "/api/fleet/walkaround-checks?open=true")).json();
    expect(open.items.every((c: { open: boolean }) => c.open)).toBe(true);
    expect((await get(supervisor, "/api/fleet/walkaround-checks?open=maybe")).json().errors).toEqual([
      { field: "open", message: "Open must be true or false" },
    ]);
    expect((await get(undefined, "/api/fleet/walkaround-checks")).statusCode).toBe(401);
    expect((await get(outsider, "/api/fleet/walkaround-checks")).statusCode).toBe(403);

    // Clearing: 401, 403 (view only), 404, 400; then cleared once, back on the road; a second clear is 409.
    expect((await clear(undefined, check.id)).statusCode).toBe(401);
    expect((await clear(supervisor, check.id)).statusCode).toBe(403);
    expect((await clear(manager, 999_999)).json()).toEqual({ message: "Walkaround check not found" });
    expect((await post(manager, `/api/fleet/walkaround-checks/${check.id}/clearance`, { note: " " })).json().errors).toEqual([
      { field: "note", message: "Say what was done to put it right" },
    ]);
    const cleared = await clear(manager, check.id);
    expect(cleared.statusCode).toBe(201);
    expect(cleared.json()).toMatchObject({
      vehicleOffRoad: false,
      check: { open: false, clearedBy: { id: managerId, name: "Mia Manager" }, clearedNote: "Bulb replaced and lights tested" },
    });
    expect(await vehicleRow(t.db, van.id)).toMatchObject({ offRoad: false, status: "active", offRoadReason: null });
    expect((await historyOf(t.db, van.id)).slice(-2)).toMatchObject([
      { field: "off_road", fromValue: "Off the road", toValue: "On the road", note: "Bulb replaced and lights tested" },
      { field: "status", fromValue: "Off road", toValue: "Active" },
    ]);
    expect(await lastLog(t.db)).toMatchObject({ action: "fleet_walkaround_defect_cleared" });
    const again = await clear(manager, check.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This defect has already been cleared" });
  });

  it("a defect not marked unsafe stays open without taking the vehicle off the road; a nil-defect check has nothing to clear (409)", async () => {
    const van = await insertVehicle(t.db);
    const res = await record(manager, van.id, { answers: withDefect("bodywork", "Offside rear door seal torn") });
    expect(res.json()).toMatchObject({ vehicleOffRoad: false, check: { open: true, unsafe: false } });
    expect((await vehicleRow(t.db, van.id)).offRoad).toBe(false);
    expect((await get(supervisor, "/api/fleet/walkaround-checks?open=true")).json().items.map((c: { id: number }) => c.id)).toContain(res.json().check.id);
    const nil = (await record(manager, van.id, { answers: allOk() })).json().check;
    expect((await clear(manager, nil.id)).json()).toEqual({ message: "This check found no defects to clear" });
    expect((await clear(manager, res.json().check.id)).json()).toMatchObject({ vehicleOffRoad: false, check: { open: false } });
  });

  it("two unsafe defects: the vehicle stays off the road until the last is cleared", async () => {
    const van = await insertVehicle(t.db);
    const first = (await record(manager, van.id, { answers: withDefect(), unsafe: true })).json().check;
    const second = (await record(manager, van.id, { answers: withDefect("tyres", "Offside front cut to the cords"), unsafe: true })).json().check;
    expect((await vehicleRow(t.db, van.id)).offRoadReason).toBe("Walkaround defect: Lights and indicators: Nearside brake light out");
    expect((await clear(manager, first.id)).json().vehicleOffRoad).toBe(true);
    expect((await vehicleRow(t.db, van.id)).offRoad).toBe(true);
    expect((await clear(manager, second.id, "Tyre replaced")).json().vehicleOffRoad).toBe(false);
    const offRoadLines = (await historyOf(t.db, van.id)).filter((h) => h.field === "off_road");
    expect(offRoadLines).toHaveLength(2);
    const open = await t.db
      .select()
      .from(fleetWalkaroundChecks)
      .where(and(eq(fleetWalkaroundChecks.vehicleId, van.id), eq(fleetWalkaroundChecks.hasDefects, true)));
    expect(open.every((c) => c.clearedAt !== null)).toBe(true);
  });
});
