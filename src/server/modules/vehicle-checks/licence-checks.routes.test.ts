import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBefore, monthsAfter, ukToday } from "@shared/common/uk-dates";
import { driverLicenceChecks } from "../../db/schema/index";
import { buildUser } from "../../seed/factories";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { driversWithoutCurrentCheck } from "./licence-checks.service";
import { addSecondaryDriver, fleetSessions, insertVehicle, insertWorker, lastLog } from "./vehicle-checks.test-support";

let t: TestApp;
let manager: string;
let supervisor: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ manager, supervisor, outsider } = await fleetSessions(t));
});
afterAll(() => t.close());

const today = ukToday();
const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
const record = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/fleet/licence-checks", payload });
const check = (driver: object, over: object = {}) => ({ ...driver, checkedOn: today, method: "dvla_online", categories: ["B"], points: 0, ...over });

describe("recording a licence check", () => {
  it("401, 403 (view only), 400 with the messages", async () => {
    const worker = await insertWorker(t.db);
    expect((await record(undefined, check({ workerId: worker.id }))).statusCode).toBe(401);
    expect((await record(supervisor, check({ workerId: worker.id }))).statusCode).toBe(403);
    expect((await record(outsider, check({ workerId: worker.id }))).statusCode).toBe(403);
    const bad = await record(manager, { checkedOn: "", method: "guess", categories: [], points: 100, licenceNumber: "NOT A NUMBER", risk: "extreme" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toEqual([
      "Check date is required",
      "Choose how the licence was checked",
      "Enter the licence number as printed, e.g. MORGA753116SM9IJ",
      "Choose at least one category",
      "Points must be a whole number from 0 to 99",
      "Choose low, medium or high",
    ]);
    expect((await record(manager, check({ workerId: worker.id }, { points: 5, risk: "low" }))).json().errors).toEqual([
      { field: "risk", message: "With 5 points the risk is at least medium" },
    ]);
    expect((await record(manager, check({ workerId: 999_999 }))).json().errors).toEqual([{ field: "workerId", message: "Driver not found" }]);
    expect((await record(manager, check({ userId: 999_999 }))).json().errors).toEqual([{ field: "userId", message: "Driver not found" }]);
    expect((await record(manager, check({}))).json().errors).toEqual([{ field: "workerId", message: "Choose the driver: a worker or a user" }]);
    expect((await record(manager, check({ workerId: worker.id }, { checkedOn: "2999-01-01" }))).json().errors).toEqual([
      { field: "checkedOn", message: "The check date cannot be in the future" },
    ]);
  });

  it("the risk from the points unless raised, and the next check by risk (or the licence's expiry); listed per driver", async () => {
    const worker = await insertWorker(t.db, "Lenny", "Licence");
    const low = await record(manager, check({ workerId: worker.id }, { licenceNumber: "LICEN 801012 LL9AB", categories: ["C", "B", "C1"], points: 3 }));
    expect(low.statusCode).toBe(201);
    expect(low.json()).toMatchObject({
      driver: { kind: "worker", id: worker.id, name: "Lenny Licence" },
      licenceNumber: "LICEN801012LL9AB",
      categories: ["B", "C1", "C"],
      risk: "low",
      nextCheckDue: monthsAfter(today, 12),
      state: "valid",
    });
    expect(await lastLog(t.db)).toMatchObject({ action: "driver_licence_checked", entityType: "worker", entityName: "Lenny Licence" });
    const medium = await record(manager, check({ workerId: worker.id }, { points: 6 }));
    expect(medium.json()).toMatchObject({ risk: "medium", nextCheckDue: monthsAfter(today, 6) });
    const raised = await record(manager, check({ workerId: worker.id }, { points: 0, risk: "high", licenceExpiry: monthsAfter(today, 1) }));
    expect(raised.json()).toMatchObject({ risk: "high", nextCheckDue: monthsAfter(today, 1) });
    const user = await buildUser(t.db, { name: "Ursula User" });
    expect((await record(manager, check({ userId: user.id }))).json().driver).toEqual({ kind: "user", id: user.id, name: "Ursula User" });

    const list = await get(supervisor, `/api/fleet/licence-checks?workerId=${worker.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 3 });
    expect((await get(supervisor, `/api/fleet/licence-checks?userId=${user.id}`)).json().total).toBe(1);
    expect((await get(supervisor, "/api/fleet/licence-checks")).json().errors).toEqual([
      { field: "workerId", message: "Choose the driver: a worker or a user" },
    ]);
    expect((await get(supervisor, "/api/fleet/licence-checks?workerId=abc")).json().errors).toEqual([{ field: "workerId", message: "Driver not found" }]);
    expect((await get(undefined, `/api/fleet/licence-checks?workerId=${worker.id}`)).statusCode).toBe(401);
    expect((await get(outsider, `/api/fleet/licence-checks?workerId=${worker.id}`)).statusCode).toBe(403);
  });
});

describe("a vehicle's drivers and the licence flag", () => {
  it("each driver's latest check, whether current and whether it covers the vehicle; the register's flag", async () => {
    const current = await insertWorker(t.db, "Cora", "Current");
    const overdue = await insertWorker(t.db, "Owen", "Overdue");
    const never = await buildUser(t.db, { name: "Nev Never" });
    const lorry = await insertVehicle(t.db, { vehicleType: "truck", grossWeightKg: 18_000, driverWorkerId: current.id });
    await addSecondaryDriver(t.db, lorry.id, { workerId: overdue.id });
    await addSecondaryDriver(t.db, lorry.id, { userId: never.id });
    const van = await insertVehicle(t.db, { driverWorkerId: current.id });
    const clean = await insertVehicle(t.db);
    await record(manager, check({ workerId: current.id }, { categories: ["B", "C1"] }));
    await t.db.insert(driverLicenceChecks).values({
      workerId: overdue.id,
      checkedOn: daysBefore(today, 200),
      method: "photocard",
      categories: ["B", "C"],
      points: 7,
      risk: "high",
      nextCheckDue: daysBefore(today, 108),
    });

    const res = await get(supervisor, `/api/fleet/${lorry.id}/licence-checks`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      needs: ["C"],
      drivers: [
        { driver: { name: "Cora Current" }, role: "main", state: "valid", covers: false },
        { driver: { name: "Owen Overdue" }, role: "secondary", state: "expired", covers: true, latest: { risk: "high" } },
        { driver: { name: "Nev Never" }, role: "secondary", state: "none", covers: null, latest: null },
      ],
    });
    expect((await get(undefined, `/api/fleet/${lorry.id}/licence-checks`)).statusCode).toBe(401);
    expect((await get(outsider, `/api/fleet/${lorry.id}/licence-checks`)).statusCode).toBe(403);
    expect((await get(supervisor, "/api/fleet/999999/licence-checks")).statusCode).toBe(404);

    const flags = [{ vehicleId: lorry.id, withoutCurrentCheck: ["Owen Overdue", "Nev Never"], notCovered: ["Cora Current"] }];
    expect(await driversWithoutCurrentCheck(t.db, [lorry.id, van.id, clean.id])).toEqual(flags);
    const status = await get(supervisor, `/api/fleet/licence-status?ids=${lorry.id},${van.id},${clean.id}`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ flagged: flags });
    expect((await get(supervisor, "/api/fleet/licence-status?ids=x")).json().errors).toEqual([
      { field: "ids", message: "Vehicle ids must be 1 to 100 ids separated by commas" },
    ]);
    expect((await get(undefined, `/api/fleet/licence-status?ids=${van.id}`)).statusCode).toBe(401);
    expect((await get(outsider, `/api/fleet/licence-status?ids=${van.id}`)).statusCode).toBe(403);
  });
});
