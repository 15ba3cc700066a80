import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { daysAfter, daysBefore, ukToday } from "@shared/common/uk-dates";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { fleet, fleetMileageReadings, recycleBin } from "../../db/schema/index";
import { buildProject } from "../../seed/factories";
import { buildDriver, fleetSessions, lastLog, messages, vehicleBody } from "./fleet.test-support";

let t: TestApp;
let s: Awaited<ReturnType<typeof fleetSessions>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await fleetSessions(t);
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/fleet", payload });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await post(s.manager, vehicleBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
const patch = (cookie: string | undefined, id: number, payload: object) => call(t.app, cookie, { method: "PATCH", url: `/api/fleet/${id}`, payload });

describe("POST /api/fleet", () => {
  it("401 signed out, 403 without Fleet Management create", async () => {
    expect((await post(undefined, vehicleBody())).statusCode).toBe(401);
    expect((await post(s.viewer, vehicleBody())).statusCode).toBe(403);
    expect((await post(s.none, vehicleBody())).statusCode).toBe(403);
  });

  it("400 with §5's messages and the plate's", async () => {
    const next = new Date().getFullYear() + 2;
    const cases: [Record<string, unknown>, string][] = [
      [{ vehicleName: " " }, "Vehicle name is required"],
      [{ vehicleName: "x".repeat(101) }, "Vehicle name must be 100 characters or fewer"],
      [{ make: "x".repeat(51) }, "Make must be 50 characters or fewer"],
      [{ model: "x".repeat(51) }, "Model must be 50 characters or fewer"],
      [{ vehicleType: "tractor" }, "Please select a valid vehicle type"],
      [{ year: 1989 }, "Year must be 1990 or later"],
      [{ year: next }, "Year cannot be in the future"],
      [{ licensePlate: "AB12 CDEFGHI" }, "License plate must be 10 characters or fewer"],
      [{ licensePlate: "NOTPLATE" }, "Enter a UK registration, e.g. AB12 CDE"],
      [{ vin: "x".repeat(18) }, "VIN must be 17 characters or fewer"],
      [{ currentMileage: -1 }, "Mileage cannot be negative"],
      [{ purchasePrice: "-5" }, "Purchase price cannot be negative"],
      [{ monthlyPayment: "-1" }, "Monthly payment cannot be negative"],
      [{ insuranceExcess: "-1" }, "Insurance excess cannot be negative"],
      [{ serviceCost: "-1" }, "Service cost cannot be negative"],
      [{ status: "stolen" }, "Choose a status: active, maintenance, off road, sold or disposed"],
      [{ ownership: "borrowed" }, "Choose owned, leased, hired or financed"],
      [{ driverWorkerId: 1, driverUserId: 1 }, "Choose a worker or a user as the driver, not both"],
      [{ driverWorkerId: 999999 }, "Driver not found"],
      [{ projectId: 999999 }, "Contract not found"],
    ];
    for (const [over, message] of cases) {
      const res = await post(s.manager, vehicleBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect([res.json().message, ...messages(res.json())]).toContain(message);
    }
  });

  it("adds the vehicle: the plate stored without spaces and shown in the plate format, its mileage the first reading, history and log", async () => {
    const driver = await buildDriver(t.db, "Wheeler");
    const project = await buildProject(t.db, { name: "Kirkstall Road Apartments" });
    const v = await create({ licensePlate: "ab12 cde", currentMileage: "45,210", driverWorkerId: driver.id, projectId: project.id, year: "2021" });
    expect(v).toMatchObject({
      licensePlate: "AB12CDE",
      plate: "AB12 CDE",
      purchasePrice: "34995.00",
      year: 2021,
      status: "active",
      ownership: "owned",
      currentMileage: 45210,
      mileageRecordedOn: ukToday(),
      driver: { kind: "worker", id: driver.id, name: "Dan Wheeler" },
      contract: { id: project.id, name: "Kirkstall Road Apartments" },
      // Nothing due; a driver with no licence check on record is flagged (the licence checks' flag).
      flags: [{ key: "licence_check", state: "expired", due: null, text: "Driver without a current licence check: Dan Wheeler" }],
      offRoad: false,
    });
    const readings = await t.db.select().from(fleetMileageReadings).where(eq(fleetMileageReadings.vehicleId, v.id));
    expect(readings).toMatchObject([{ mileage: 45210, day: ukToday(), source: "typed" }]);
    expect(await lastLog(t.db)).toMatchObject({
      action: "vehicle_created",
      entityId: String(v.id),
      entityName: `${v.vehicleName} (AB12 CDE)`,
      category: "fleet",
    });
    const history = await get(s.viewer, `/api/fleet/${v.id}/history`);
    expect(
      history
        .json()
        .items.map((h: { field: string }) => h.field)
        .sort(),
    ).toEqual(["added", "driver"]);
  });

  it("409 for a plate a live vehicle already has, however it is typed", async () => {
    await create({ licensePlate: "YK19HXB", vehicleName: "Site Van 1" });
    const res = await post(s.manager, vehicleBody({ licensePlate: "yk19 hxb" }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("YK19 HXB is already on the fleet register (Site Van 1)");
  });
});

describe("GET /api/fleet", () => {
  it("401, 403, 400; searched by plate with or without its space, filtered, each row's flags in words", async () => {
    expect((await get(undefined, "/api/fleet")).statusCode).toBe(401);
    expect((await get(s.none, "/api/fleet")).statusCode).toBe(403);
    expect(messages((await get(s.viewer, "/api/fleet?type=tractor")).json())).toEqual(["Please select a valid vehicle type"]);
    expect(messages((await get(s.viewer, "/api/fleet?driver=bob")).json())).toEqual(["Choose a driver from the list"]);
    const today = ukToday();
    const driver = await buildDriver(t.db, "Filter");
    const due = await create({ vehicleName: "Zed MOT van", licensePlate: "YJ21PWU", motExpiry: daysAfter(today, 10), roadTaxExpiry: daysBefore(today, 1) });
    const fine = await create({ vehicleName: "Zed fine van", vehicleType: "car", motExpiry: daysAfter(today, 200), driverWorkerId: driver.id });
    const hgv = await create({
      vehicleName: "Zed tipper",
      vehicleType: "truck",
      lastServiceMileage: 40000,
      serviceIntervalMiles: 20000,
      currentMileage: 59500,
    });

    const found = await get(s.viewer, "/api/fleet?q=yj21 pwu");
    expect(found.json().items.map((v: { id: number }) => v.id)).toEqual([due.id]);
    expect((await get(s.viewer, "/api/fleet?q=YJ21PWU")).json().items.map((v: { id: number }) => v.id)).toEqual([due.id]);
    const [row] = found.json().items;
    expect(row.flags).toEqual([
      { key: "tax", label: "Road tax", state: "expired", due: daysBefore(today, 1), text: expect.stringMatching(/^Road tax expired /) },
      { key: "mot", label: "MOT", state: "expiring", due: daysAfter(today, 10), text: expect.stringMatching(/^MOT due /) },
    ]);
    const attention = (await get(s.viewer, "/api/fleet?attention=yes&q=zed")).json().items.map((v: { id: number }) => v.id);
    // "Zed fine van" is flagged by its driver, who has no licence check.
    expect(attention).toEqual([fine.id, due.id, hgv.id]);
    expect((await get(s.viewer, "/api/fleet?type=car&q=zed")).json().items.map((v: { id: number }) => v.id)).toEqual([fine.id]);
    expect((await get(s.viewer, `/api/fleet?driver=worker:${driver.id}`)).json().items.map((v: { id: number }) => v.id)).toEqual([fine.id]);
    const tipper = (await get(s.viewer, `/api/fleet/${hgv.id}`)).json();
    expect(tipper.flags).toMatchObject([{ key: "service", state: "expiring", text: "Service due at 60,000 miles" }]);
    expect(tipper.serviceDue).toMatchObject({ state: "expiring", by: "miles", dueMileage: 60000 });
  });

  it("exports CSV and XLSX with the filters (403 without view)", async () => {
    expect((await get(s.none, "/api/fleet/export")).statusCode).toBe(403);
    const csv = await get(s.viewer, "/api/fleet/export?q=zed");
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Vehicle,Registration,Type");
    expect(csv.body).toContain("YJ21 PWU");
    const xlsx = await get(s.viewer, "/api/fleet/export?format=xlsx");
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });
});

describe("GET, PATCH /api/fleet/:id", () => {
  it("404 for a vehicle that is not there; 400 for an id that is not one", async () => {
    expect((await get(s.viewer, "/api/fleet/999999")).json()).toMatchObject({ message: "Vehicle not found" });
    expect((await get(s.viewer, "/api/fleet/abc")).statusCode).toBe(400);
    expect((await patch(s.manager, 999999, { make: "Ford" })).statusCode).toBe(404);
  });

  it("403 without edit; checks the merged record; a status change is history; a lower mileage is refused", async () => {
    const v = await create({ currentMileage: 30000, lastServiceDate: "2026-01-10" });
    expect((await patch(s.viewer, v.id, { make: "VW" })).statusCode).toBe(403);
    expect(messages((await patch(s.manager, v.id, { nextServiceDate: "2026-01-01" })).json())).toEqual([
      "Next service date cannot be before the last service date",
    ]);
    const lower = await patch(s.manager, v.id, { currentMileage: 29000 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().message).toMatch(/^Mileage cannot be lower than the last reading \(30,000 miles on \d\d\/\d\d\/\d{4}\)$/);
    const res = await patch(s.manager, v.id, { status: "maintenance", motExpiry: "2027-05-01", currentMileage: 31000, licensePlate: "ab12 cdf" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "maintenance", motExpiry: "2027-05-01", currentMileage: 31000, plate: "AB12 CDF" });
    const history = (await get(s.viewer, `/api/fleet/${v.id}/history`)).json().items;
    expect(history[0]).toMatchObject({ field: "status", fieldLabel: "Status", from: "Active", to: "In maintenance", changedBy: { name: "Mia Manager" } });
    expect(await lastLog(t.db)).toMatchObject({ action: "vehicle_updated", category: "fleet" });
    // Another's plate: 409.
    const other = await create();
    expect((await patch(s.manager, other.id, { licensePlate: "AB12CDF" })).statusCode).toBe(409);
  });
});

describe("DELETE /api/fleet/:id and the recycle bin", () => {
  it("403 without delete; to the bin, gone from reads, restored; refused while its plate is another's", async () => {
    const v = await create({ licensePlate: "YC17LRW" });
    expect((await call(t.app, s.manager, { method: "DELETE", url: `/api/fleet/${v.id}` })).statusCode).toBe(403);
    expect((await call(t.app, s.director, { method: "DELETE", url: `/api/fleet/${v.id}` })).statusCode).toBe(204);
    expect((await get(s.viewer, `/api/fleet/${v.id}`)).statusCode).toBe(404);
    expect((await call(t.app, s.director, { method: "DELETE", url: `/api/fleet/${v.id}` })).statusCode).toBe(404);
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(v.id)));
    expect(bin).toMatchObject({ recordType: "vehicle", recordName: `${v.vehicleName} (YC17 LRW)` });
    // The plate is free while it is in the bin: another vehicle takes it, and the restore is refused.
    const twin = await create({ licensePlate: "YC17LRW", vehicleName: "Relay twin" });
    const restore = () => call(t.app, s.director, { method: "POST", url: `/api/recycle-bin/${bin.id}/restore` });
    const refused = await restore();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("YC17 LRW is already on the fleet register (Relay twin)");
    await call(t.app, s.director, { method: "DELETE", url: `/api/fleet/${twin.id}` });
    expect((await restore()).statusCode).toBe(200);
    expect((await get(s.viewer, `/api/fleet/${v.id}`)).json()).toMatchObject({ plate: "YC17 LRW" });
    const [row] = await t.db.select().from(fleet).where(eq(fleet.id, v.id));
    expect(row.deletedAt).toBeNull();
  });
});

describe("GET /api/fleet/options and /api/fleet/driver-options", () => {
  it("403 without view; contracts; workers and users by name", async () => {
    expect((await get(s.none, "/api/fleet/options")).statusCode).toBe(403);
    expect((await get(s.none, "/api/fleet/driver-options")).statusCode).toBe(403);
    expect((await get(s.viewer, "/api/fleet/options")).json().contracts.length).toBeGreaterThan(0);
    await buildDriver(t.db, "Pickering");
    const found = (await get(s.viewer, "/api/fleet/driver-options?q=pickering")).json();
    expect(found).toMatchObject([{ kind: "worker", name: "Dan Pickering" }]);
    expect((await get(s.viewer, "/api/fleet/driver-options?q=mia man")).json()).toMatchObject([{ kind: "user", name: "Mia Manager" }]);
  });
});
