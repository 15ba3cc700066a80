import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { daysAfter, daysBefore, ukToday } from "@shared/common/uk-dates";
import { FUEL_MESSAGES } from "@shared/vehicle-compliance/fuel";
import { VEHICLE_MESSAGES } from "@shared/vehicle-compliance/vehicle";
import { carbonFigures, carbonMonthTotals, carbonSettings, fleetFuelLogs, recycleBin, rolePermissions } from "../../db/schema/index";
import { call } from "../../test/harness";
import { validProject } from "../projects/projects.test-support";
import { complianceFixture, insertVehicle, lastLog, messages, type ComplianceFixture } from "./vehicle-compliance.test-support";

let f: ComplianceFixture;
let van: number;
let projectId: number;
const today = ukToday();

beforeAll(async () => {
  f = await complianceFixture();
  // The 2025 DESNZ set, so the figures below are hand-worked from its published factors.
  await f.t.db
    .insert(carbonSettings)
    .values({ id: 1, factorYear: 2025 })
    .onConflictDoUpdate({ target: carbonSettings.id, set: { factorYear: 2025 } });
  const project = await call(f.t.app, f.admin, {
    method: "POST",
    url: "/api/projects",
    payload: validProject({ name: "Fuel Street", code: `FS-${Math.random().toString(36).slice(2, 6)}`, status: "Open" }),
  });
  projectId = project.json().id;
  van = (
    await insertVehicle(
      f.t.db,
      { vehicleName: "Transit van", vehicleType: "van", operatorLicence: false, projectId, currentMileage: 20_000 },
      { firstReading: true },
    )
  ).id;
});
afterAll(() => f.t.close());

const url = (id: number | string) => `/api/fleet/${id}/fuel`;
const log = (cookie: string | undefined, payload: Record<string, unknown>, id: number | string = van) =>
  call(f.t.app, cookie, { method: "POST", url: url(id), payload });
const body = (over: Record<string, unknown> = {}) => ({
  day: daysBefore(today, 1),
  litres: "50",
  fuelType: "diesel",
  cost: "£71.00",
  mileage: 20_300,
  projectId: null,
  fuelCard: true,
  ...over,
});
const figuresOf = (id: number) =>
  f.t.db
    .select()
    .from(carbonFigures)
    .where(and(eq(carbonFigures.sourceKind, "fleet_fuel"), eq(carbonFigures.sourceId, id)));
const companyKg = async () => {
  const [r] = await f.t.db
    .select({ kg: sql<string>`coalesce(sum(${carbonMonthTotals.kgCo2e}), 0)::text` })
    .from(carbonMonthTotals)
    .where(isNull(carbonMonthTotals.projectId));
  return Number(r.kg);
};

describe("POST /api/fleet/:id/fuel", () => {
  it("401, 403 without create, 404 for a vehicle or a contract not there", async () => {
    expect((await log(undefined, body())).statusCode).toBe(401);
    expect((await log(f.viewer, body())).statusCode).toBe(403);
    expect((await log(f.manager, body(), 999_999)).json().message).toBe(VEHICLE_MESSAGES.notFound);
    const res = await log(f.manager, body({ projectId: 999_999 }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(FUEL_MESSAGES.contractNotFound);
  });

  it("400 with each field's message", async () => {
    const msg = async (over: Record<string, unknown>) => messages((await log(f.manager, body(over))).json());
    expect(await msg({ litres: "" })).toEqual(["Litres is required"]);
    expect(await msg({ litres: "0" })).toEqual([FUEL_MESSAGES.litresMin]);
    expect(await msg({ litres: "lots" })).toEqual([FUEL_MESSAGES.litres]);
    expect(await msg({ fuelType: "electric" })).toEqual([FUEL_MESSAGES.fuelType]);
    expect(await msg({ cost: "-1" })).toEqual([FUEL_MESSAGES.cost]);
    expect(await msg({ day: daysAfter(today, 1) })).toEqual([VEHICLE_MESSAGES.futureDay]);
    expect(await msg({ mileage: 19_000 })).toEqual([
      expect.stringMatching(/^Mileage cannot be lower than the last reading \(20,000 miles on \d\d\/\d\d\/\d{4}\)$/),
    ]);
  });

  it("company fuel: 50 litres of diesel × 2.57082 (DESNZ 2025) = 128.541 kg CO2e, in the company's ledger", async () => {
    const before = await companyKg();
    const res = await log(f.manager, body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      litres: "50.00",
      cost: "71.00",
      fuelType: "diesel",
      project: null,
      fuelCard: true,
      factorKgPerLitre: "2.57082",
      factorSource: "DESNZ 2025, Liquid fuels · Diesel (average biofuel blend), litres",
      kgCo2e: 128.541,
    });
    const [fig] = await figuresOf(res.json().id);
    expect(fig).toMatchObject({ projectId: null, scope: 1, category: "vehicle_fuel", kgCo2e: "128.541", factorId: "1_101_1011_8_1", factorYear: 2025 });
    expect(await companyKg()).toBeCloseTo(before + 128.541, 3);
    expect(await lastLog(f.t.db)).toMatchObject({ action: "fleet_fuel_created", category: "fleet" });
  });

  it("named contract: the figure counts in the contract's carbon; HVO at its Scope 1 factor", async () => {
    const res = await log(f.manager, body({ litres: "40", fuelType: "hvo", mileage: null, projectId }));
    expect(res.statusCode).toBe(201);
    // 40 × 0.03558 = 1.4232 kg (HVO's CO2 is biogenic, outside the scopes).
    expect(res.json()).toMatchObject({ project: { id: projectId, name: "Fuel Street" }, kgCo2e: 1.423 });
    const [t] = await f.t.db.select().from(carbonMonthTotals).where(eq(carbonMonthTotals.projectId, projectId));
    expect(Number(t.kgCo2e)).toBeCloseTo(1.423, 3);
  });
});

describe("GET /api/fleet/:id/fuel", () => {
  it("401, 403, 404; the list with litres, cost and carbon totals, and the vehicle's contract as the form's default", async () => {
    expect((await call(f.t.app, undefined, { method: "GET", url: url(van) })).statusCode).toBe(401);
    expect((await call(f.t.app, f.outsider, { method: "GET", url: url(van) })).statusCode).toBe(403);
    expect((await call(f.t.app, f.viewer, { method: "GET", url: url(999_999) })).statusCode).toBe(404);
    const res = await call(f.t.app, f.viewer, { method: "GET", url: url(van) });
    expect(res.statusCode).toBe(200);
    expect(res.json().totals).toEqual({ logs: 2, litres: "90.00", cost: "142.00", kgCo2e: 129.964 });
    expect(res.json().defaultProject).toEqual({ id: projectId, name: "Fuel Street" });
  });

  it("a reader without Carbon Tracking view gets no carbon", async () => {
    await f.t.db
      .update(rolePermissions)
      .set({ canView: false })
      .where(and(eq(rolePermissions.role, "Viewer"), eq(rolePermissions.resource, "Carbon Tracking")));
    const res = await call(f.t.app, f.viewer, { method: "GET", url: url(van) });
    expect(res.json().totals.kgCo2e).toBeUndefined();
    expect(res.json().items[0].kgCo2e).toBeUndefined();
    await f.t.db
      .update(rolePermissions)
      .set({ canView: true })
      .where(and(eq(rolePermissions.role, "Viewer"), eq(rolePermissions.resource, "Carbon Tracking")));
  });
});

describe("DELETE /api/fleet/:id/fuel/:fuelId", () => {
  it("401, 403 without delete, 404; to the bin with its figure; the restore brings the totals back", async () => {
    const [row] = await f.t.db
      .select()
      .from(fleetFuelLogs)
      .where(and(eq(fleetFuelLogs.vehicleId, van), eq(fleetFuelLogs.fuelType, "diesel")));
    const del = (cookie: string | undefined, id = row.id) => call(f.t.app, cookie, { method: "DELETE", url: `${url(van)}/${id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del(f.manager)).statusCode).toBe(403);
    expect((await del(f.admin, 999_999)).json().message).toBe(FUEL_MESSAGES.notFound);
    const before = await companyKg();
    expect((await del(f.admin)).statusCode).toBe(204);
    expect(await figuresOf(row.id)).toHaveLength(0);
    expect(await companyKg()).toBeCloseTo(before - 128.541, 3);
    expect((await call(f.t.app, f.viewer, { method: "GET", url: url(van) })).json().totals.logs).toBe(1);
    expect((await del(f.admin)).statusCode).toBe(404);

    const [bin] = await f.t.db.select().from(recycleBin).where(eq(recycleBin.recordType, "fleet_fuel"));
    expect((await call(f.t.app, f.admin, { method: "POST", url: `/api/recycle-bin/${bin.id}/restore` })).statusCode).toBe(200);
    expect((await figuresOf(row.id))[0]).toMatchObject({ kgCo2e: "128.541", factorYear: 2025 });
    expect(await companyKg()).toBeCloseTo(before, 3);
    expect((await call(f.t.app, f.viewer, { method: "GET", url: url(van) })).json().totals.logs).toBe(2);
  });
});
