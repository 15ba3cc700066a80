import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonFigures, carbonSettings, recycleBin, scope2Energy } from "../../db/schema/index";
import { deny, energyBody, lastLog, messages } from "./energy.test-support";
import { ownedBy } from "../carbon/carbon-figures.service";

let t: TestApp;
let manager: { user: { id: number; name: string }; cookie: string };
let director: string;
let viewer: string;
let outsider: string;
let project: { id: number; slug: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t, { role: "Site Manager", name: "Sam Site" });
  director = (await signedIn(t, { role: "Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await deny(t.db, "Other", "Contracts");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  project = await buildProject(t.db, { name: "Kirkstall Road Apartments" });
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/energy-entries", payload });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await post(manager.cookie, energyBody(project.id, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe("POST /api/energy-entries", () => {
  it("401 signed out, 403 for a role that may only view Contracts", async () => {
    expect((await post(undefined, energyBody(project.id))).statusCode).toBe(401);
    expect((await post(viewer, energyBody(project.id))).statusCode).toBe(403);
  });

  it("400 with data-model.md §5's messages, and units that follow the energy type", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ projectId: 0 }, "Project is required"],
      [{ projectId: undefined }, "Project is required"],
      [{ date: "" }, "Date is required"],
      [{ date: undefined }, "Date is required"],
      [{ energyType: "diesel" }, "Invalid energy type"],
      [{ consumption: 0 }, "Consumption must be positive"],
      [{ consumption: -5 }, "Consumption must be positive"],
      [{ consumption: "lots" }, "Consumption must be positive"],
      [{ unit: "" }, "Unit is required"],
      [{ carbonEmitted: -1 }, "Invalid carbon value"],
      [{ unit: "litres" }, "Unit must be kWh or MWh for electricity"],
      [{ energyType: "heat", unit: "m³" }, "Unit must be kWh or MWh for heat"],
    ];
    for (const [over, message] of cases) {
      const res = await post(manager.cookie, energyBody(project.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
    expect((await post(manager.cookie, energyBody(999999))).statusCode).toBe(404);
  });

  it("10,000 kWh of grid electricity: 1,770 kg Scope 2 + 185.3 kg T&D losses = 1,955.3 kg (DESNZ 2025)", async () => {
    const body = await create({ carbonEmitted: 1 });
    expect(body).toMatchObject({
      projectId: project.id,
      energyType: "electricity",
      consumption: 10000,
      unit: "kWh",
      carbonEmitted: 1955.3,
      emissionFactor: 0.177,
    });
    expect(body.createdBy).toEqual({ id: manager.user.id, name: "Sam Site" });
    expect(body.figures).toHaveLength(2);
    expect(body.figures[0]).toMatchObject({
      scope: 2,
      category: "electricity",
      ghgCategory: null,
      activityAmount: 10000,
      activityUnit: "kWh",
      factor: { factorId: "7_400_4000_5_1", year: 2025, unit: "kWh", value: 0.177 },
      kgCo2e: 1770,
    });
    expect(body.figures[1]).toMatchObject({
      scope: 3,
      category: "transmission",
      ghgCategory: 3,
      factor: { factorId: "13_402_4000_5_1", year: 2025, value: 0.01853 },
      kgCo2e: 185.3,
    });
    const [row] = await t.db.select().from(scope2Energy).where(eq(scope2Energy.id, body.id));
    expect(row).toMatchObject({ carbonEmitted: "1955.300", emissionFactor: "0.177", createdBy: manager.user.id, siteName: "Main compound" });
    const stored = await t.db
      .select()
      .from(carbonFigures)
      .where(ownedBy({ kind: "energy", id: body.id }));
    expect(stored.map((f) => [f.sourceKind, f.kgCo2e, f.date, f.projectId])).toEqual([
      ["energy", "1770.000", "2025-03-14", project.id],
      ["energy", "185.300", "2025-03-14", project.id],
    ]);
    expect(await lastLog(t.db)).toMatchObject({
      action: "energy_entry_created",
      entityType: "energy_entry",
      entityId: String(body.id),
      userId: manager.user.id,
    });
  });

  it("MWh counts as 1,000 kWh; gas is Scope 1 by kWh (gross CV) or m³; heat has its distribution losses", async () => {
    expect((await create({ consumption: 10, unit: "MWh" })).carbonEmitted).toBe(1955.3);
    const gas = await create({ energyType: "gas", consumption: 1000, unit: "m³" });
    expect(gas.figures).toHaveLength(1);
    expect(gas.figures[0]).toMatchObject({
      scope: 1,
      category: "gas",
      activityUnit: "m³",
      factor: { factorId: "1_100_1004_1_1", unit: "cubic metres", value: 2.06672 },
      kgCo2e: 2066.72,
    });
    const gasKwh = await create({ energyType: "gas", consumption: 2, unit: "MWh" });
    expect(gasKwh.figures[0]).toMatchObject({ activityAmount: 2000, factor: { factorId: "1_100_1004_6_1", value: 0.18296 }, kgCo2e: 365.92 });
    const heat = await create({ energyType: "heat", consumption: 1000, unit: "kWh" });
    expect(heat.figures.map((f: { scope: number; kgCo2e: number }) => [f.scope, f.kgCo2e])).toEqual([
      [2, 175.29],
      [3, 9.45],
    ]);
    expect(heat.carbonEmitted).toBe(184.74);
  });

  it("uses the company's reporting year and records it on each figure", async () => {
    await t.db
      .insert(carbonSettings)
      .values({ id: 1, factorYear: 2024 })
      .onConflictDoUpdate({ target: carbonSettings.id, set: { factorYear: 2024 } });
    const body = await create();
    await t.db.delete(carbonSettings);
    expect(body.figures.map((f: { factor: { year: number; value: number } }) => [f.factor.year, f.factor.value])).toEqual([
      [2024, 0.20705],
      [2024, 0.0183],
    ]);
    expect(body.carbonEmitted).toBe(2253.5);
  });
});

describe("GET, PATCH and DELETE /api/energy-entries/:id", () => {
  it("reads with Contracts view; 401, 403 and 404 otherwise", async () => {
    const { id } = await create();
    expect((await call(t.app, undefined, { method: "GET", url: `/api/energy-entries/${id}` })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: `/api/energy-entries/${id}` })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/energy-entries/999999` })).statusCode).toBe(404);
    const res = await call(t.app, viewer, { method: "GET", url: `/api/energy-entries/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, carbonEmitted: 1955.3, figures: [{ kgCo2e: 1770 }, { kgCo2e: 185.3 }] });
  });

  it("an edit recomputes and replaces the figures; 400, 401, 403 as for create", async () => {
    const { id } = await create();
    const patch = (cookie: string | undefined, over: Record<string, unknown>) =>
      call(t.app, cookie, { method: "PATCH", url: `/api/energy-entries/${id}`, payload: energyBody(project.id, over) });
    expect((await patch(undefined, {})).statusCode).toBe(401);
    expect((await patch(viewer, {})).statusCode).toBe(403);
    const bad = await patch(manager.cookie, { consumption: 0 });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toContain("Consumption must be positive");
    const other = await buildProject(t.db);
    expect((await patch(manager.cookie, { projectId: other.id })).statusCode).toBe(400);
    const res = await patch(manager.cookie, { consumption: 5000, date: "2025-03-15" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ consumption: 5000, date: "2025-03-15", carbonEmitted: 977.65 });
    const stored = await t.db
      .select()
      .from(carbonFigures)
      .where(ownedBy({ kind: "energy", id: id }));
    expect(stored.map((f) => [f.kgCo2e, f.date])).toEqual([
      ["885.000", "2025-03-15"],
      ["92.650", "2025-03-15"],
    ]);
    expect(await lastLog(t.db)).toMatchObject({ action: "energy_entry_updated", entityId: String(id) });
  });

  it("delete needs Contracts delete; the reading goes to the recycle bin and its figures go with it", async () => {
    const { id } = await create();
    const del = (cookie: string | undefined) => call(t.app, cookie, { method: "DELETE", url: `/api/energy-entries/${id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del((await signedIn(t, { role: "Site Manager" })).cookie)).statusCode).toBe(403); // someone else's record with Edit only (decision 0014)
    expect((await del(director)).statusCode).toBe(204);
    expect((await del(director)).statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(carbonFigures)
        .where(ownedBy({ kind: "energy", id: id })),
    ).toEqual([]);
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(id)));
    expect(bin).toMatchObject({ recordType: "energy_entry", tableName: "scope2_energy" });
    expect((bin.metadata as { figures: unknown[] }).figures).toHaveLength(2);
    expect(await lastLog(t.db)).toMatchObject({ action: "energy_entry_deleted", severity: "warning" });
  });
});

describe("GET /api/projects/by-slug/:slug/energy-entries", () => {
  it("pages a project's readings newest first, each with its figures", async () => {
    const p = await buildProject(t.db);
    for (const date of ["2025-03-10", "2025-03-12", "2025-03-11"]) {
      expect((await post(manager.cookie, energyBody(p.id, { date }))).statusCode).toBe(201);
    }
    const url = `/api/projects/by-slug/${p.slug}/energy-entries?page=1&pageSize=2`;
    expect((await call(t.app, undefined, { method: "GET", url })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/projects/by-slug/no-such-project/energy-entries` })).statusCode).toBe(404);
    expect((await call(t.app, viewer, { method: "GET", url: `${url}&pageSize=500` })).statusCode).toBe(400);
    const res = await call(t.app, viewer, { method: "GET", url });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect(page.items.map((i: { date: string }) => i.date)).toEqual(["2025-03-12", "2025-03-11"]);
    expect(page.items[0].figures).toHaveLength(2);
  });
});

describe("the energy's cost, net of VAT (decision 0081)", () => {
  it("400 with its message for a negative, non-numeric, over-precise or too large cost", async () => {
    const cases: [unknown, string][] = [
      ["-0.01", "Cost cannot be negative"],
      ["a lot", "Cost must be an amount in pounds, e.g. 320.00"],
      ["185.005", "Cost can have at most 2 decimal places"],
      ["12345678901", "Cost is too large"],
    ];
    for (const [cost, message] of cases) {
      const res = await post(manager.cookie, energyBody(project.id, { cost }));
      expect(res.statusCode, String(cost)).toBe(400);
      expect(res.json().errors, String(cost)).toEqual([{ field: "cost", message }]);
    }
  });

  it("is kept exact, blank is none, read back in the list, and a change is in the activity log", async () => {
    const entry = await create({ cost: "£1,185.5" });
    expect(entry.cost).toBe("1185.50");
    expect(await create({ cost: "" })).toMatchObject({ cost: null });
    expect(await create({ cost: 0 })).toMatchObject({ cost: "0.00" });
    const list = await call(t.app, viewer, { method: "GET", url: `/api/projects/by-slug/${project.slug}/energy-entries?pageSize=100` });
    expect(list.json().items.find((i: { id: number }) => i.id === entry.id)).toMatchObject({ cost: "1185.50" });
    const res = await call(t.app, manager.cookie, {
      method: "PATCH",
      url: `/api/energy-entries/${entry.id}`,
      payload: energyBody(project.id, { cost: "1200" }),
    });
    expect(res.json()).toMatchObject({ cost: "1200.00" });
    expect(await lastLog(t.db)).toMatchObject({ action: "energy_entry_updated", description: expect.stringContaining("(cost)") });
  });
});
