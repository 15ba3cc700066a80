import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { carbonEntries, carbonFigures, recycleBin } from "../../db/schema/index";
import { buildProject, denyContracts, lastLog, messages } from "../diary/diary.test-support";
import { plantBody } from "./plant.test-support";
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
  await denyContracts(t.db, "Other");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  project = await buildProject(t.db, { name: "Kirkstall Road Apartments" });
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/plant-entries", payload });
const create = async (over: Record<string, unknown> = {}, p = project) => {
  const res = await post(manager.cookie, plantBody(p.id, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const get = (cookie: string | undefined, id: number | string) => call(t.app, cookie, { method: "GET", url: `/api/plant-entries/${id}` });

describe("POST /api/plant-entries", () => {
  it("401 signed out, 403 for a role that may only view Contracts", async () => {
    expect((await post(undefined, plantBody(project.id))).statusCode).toBe(401);
    expect((await post(viewer, plantBody(project.id))).statusCode).toBe(403);
  });

  it("400 with each field's message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ plantItem: "  " }, "Plant item is required"],
      [{ plantItem: undefined }, "Plant item is required"],
      [{ ownership: "borrowed" }, "Choose whether the plant is hired or owned"],
      [{ hireCompany: "" }, "Hire company is required for hired plant"],
      [{ hours: 24.5 }, "Hours must be between 0 and 24"],
      [{ hours: -1 }, "Hours must be between 0 and 24"],
      [{ hours: 7.25 }, "Hours can have one decimal place (e.g. 7.5)"],
      [{ hours: "abc" }, "Hours must be between 0 and 24"],
      [{ fuelType: "coal" }, "Choose a fuel type"],
      [{ fuelLitres: 0 }, "Fuel used must be more than 0 litres"],
      [{ fuelLitres: "" }, "Fuel used must be more than 0 litres"],
      [{ date: "" }, "Date is required"],
      [{ date: "31/03/2025" }, "Date must be a valid date (yyyy-mm-dd)"],
      [{ notes: "n".repeat(2001) }, "Notes must be 2000 characters or fewer"],
    ];
    for (const [over, message] of cases) {
      const res = await post(manager.cookie, plantBody(project.id, over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
  });

  it("1,000 litres of diesel is 2,570.82 kg CO2e at the DESNZ 2025 factor, stored with the factor and shown on the timeline's columns", async () => {
    const body = await create({ fuelLitres: 1000, hours: 8.5 });
    expect(body).toMatchObject({
      projectId: project.id,
      plantItem: "13t excavator",
      ownership: "hired",
      hireCompany: "GAP Hire Solutions",
      hours: 8.5,
      fuelType: "diesel",
      fuelLitres: 1000,
      carbonEmitted: 2570.82,
      createdBy: "Sam Site",
      userId: manager.user.id,
      certificates: { count: 0, expiredCount: 0, expiringCount: 0, soonestExpiry: null },
    });
    expect(body.figures).toHaveLength(1);
    expect(body.figures[0]).toMatchObject({
      scope: 1,
      category: "fuel",
      activityAmount: 1000,
      activityUnit: "litres",
      kgCo2e: 2570.82,
      factor: { factorId: "1_101_1011_8_1", year: 2025, unit: "litres", value: 2.57082, name: expect.stringContaining("Diesel (average biofuel blend)") },
    });
    const [row] = await t.db.select().from(carbonEntries).where(eq(carbonEntries.id, body.id));
    expect(row).toMatchObject({
      kind: "plant",
      source: "13t excavator",
      category: "plant",
      unit: "litres",
      quantity: "1000.000",
      supplier: "GAP Hire Solutions",
      carbonEmitted: "2570.820",
      createdBy: "Sam Site",
    });
    expect(await lastLog(t.db)).toMatchObject({ action: "plant_entry_created", entityType: "plant_entry", entityId: String(body.id), userId: manager.user.id });
  });

  it("owned plant keeps its asset and no hire company; plant with no fuel carries no figure", async () => {
    const body = await create({ ownership: "owned", hireCompany: "ignored", assetName: "Fleet no. 14 telehandler", fuelType: "none", fuelLitres: "" });
    expect(body).toMatchObject({
      ownership: "owned",
      hireCompany: null,
      assetName: "Fleet no. 14 telehandler",
      fuelLitres: null,
      carbonEmitted: 0,
      figures: [],
    });
  });

  it("takes the form's text inputs as numbers", async () => {
    const body = await create({ hours: "7.5", fuelLitres: "120.5" });
    expect(body).toMatchObject({ hours: 7.5, fuelLitres: 120.5, carbonEmitted: 309.784 });
  });

  it("404 for a project that does not exist", async () => {
    const res = await post(manager.cookie, plantBody(999999));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Project not found");
  });
});

describe("GET /api/plant-entries/:id", () => {
  it("401, 403 without Contracts view, 404 unknown or not a plant entry", async () => {
    const entry = await create();
    expect((await get(undefined, entry.id)).statusCode).toBe(401);
    expect((await get(outsider, entry.id)).statusCode).toBe(403);
    expect((await get(viewer, 999999)).statusCode).toBe(404);
    const [delivery] = await t.db.insert(carbonEntries).values({ projectId: project.id, date: "2025-03-14", kind: "delivery" }).returning();
    expect((await get(viewer, delivery.id)).json()).toMatchObject({ message: "Plant entry not found" });
    const ok = await get(viewer, entry.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: entry.id, carbonEmitted: entry.carbonEmitted, figures: [{ factor: { factorId: "1_101_1011_8_1" } }] });
  });
});

describe("PATCH /api/plant-entries/:id", () => {
  const patch = (cookie: string | undefined, id: number, payload: object) => call(t.app, cookie, { method: "PATCH", url: `/api/plant-entries/${id}`, payload });

  it("401, 403 for a viewer, 400 with messages, 400 moving it to another project, 404 unknown", async () => {
    const entry = await create();
    expect((await patch(undefined, entry.id, plantBody(project.id))).statusCode).toBe(401);
    expect((await patch(viewer, entry.id, plantBody(project.id))).statusCode).toBe(403);
    expect(messages((await patch(manager.cookie, entry.id, plantBody(project.id, { plantItem: "" }))).json())).toContain("Plant item is required");
    const other = await buildProject(t.db);
    const moved = await patch(manager.cookie, entry.id, plantBody(other.id));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe("A plant entry cannot be moved to another project");
    expect((await patch(manager.cookie, 999999, plantBody(project.id))).statusCode).toBe(404);
  });

  it("recomputes the figure: 500 litres of gas oil is 1,377.705 kg CO2e, and the old figure is replaced", async () => {
    const entry = await create();
    const res = await patch(manager.cookie, entry.id, plantBody(project.id, { fuelType: "gas_oil", fuelLitres: 500, hours: 6 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fuelType: "gas_oil",
      carbonEmitted: 1377.705,
      hours: 6,
      figures: [{ kgCo2e: 1377.705, factor: { factorId: "1_101_1014_8_1", year: 2025, value: 2.75541 } }],
    });
    const figures = await t.db
      .select()
      .from(carbonFigures)
      .where(ownedBy({ kind: "plant", id: entry.id }));
    expect(figures).toHaveLength(1);
    expect(await lastLog(t.db)).toMatchObject({ action: "plant_entry_updated", description: expect.stringContaining("(hours, fuelType, fuelLitres)") });
  });
});

describe("a plant entry's hire rate (decision 0081)", () => {
  const patch = (id: number, payload: object) => call(t.app, manager.cookie, { method: "PATCH", url: `/api/plant-entries/${id}`, payload });

  it("400: the rate and its unit go together, and the rate is an amount of 0 or more in pence", async () => {
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [{ hireRate: "45" }, { field: "hireRateUnit", message: "Choose whether the hire rate is per hour, day or week" }],
      [
        { hireRate: "45", hireRateUnit: "month" },
        { field: "hireRateUnit", message: "Choose whether the hire rate is per hour, day or week" },
      ],
      [{ hireRateUnit: "day" }, { field: "hireRate", message: "Enter the hire rate per day" }],
      [
        { hireRate: "", hireRateUnit: "week" },
        { field: "hireRate", message: "Enter the hire rate per week" },
      ],
      [
        { hireRate: "-1", hireRateUnit: "hour" },
        { field: "hireRate", message: "Hire rate cannot be negative" },
      ],
      [
        { hireRate: "forty", hireRateUnit: "hour" },
        { field: "hireRate", message: "Hire rate must be an amount in pounds, e.g. 45.00" },
      ],
      [
        { hireRate: "45.005", hireRateUnit: "hour" },
        { field: "hireRate", message: "Hire rate can have at most 2 decimal places" },
      ],
      [
        { hireRate: "99999999999", hireRateUnit: "hour" },
        { field: "hireRate", message: "Hire rate is too large" },
      ],
    ];
    for (const [over, error] of cases) {
      const res = await post(manager.cookie, plantBody(project.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors, JSON.stringify(over)).toEqual([error]);
    }
  });

  it("is kept exact with its unit, shown in the list, changed and cleared; a change is in the activity log", async () => {
    const entry = await create({ hireRate: "£1,250.5", hireRateUnit: "week" });
    expect(entry).toMatchObject({ hireRate: "1250.50", hireRateUnit: "week" });
    const [row] = await t.db.select().from(carbonEntries).where(eq(carbonEntries.id, entry.id));
    expect(row).toMatchObject({ hireRate: "1250.50", hireRateUnit: "week" });
    expect(await create({ hireRate: 0, hireRateUnit: "day" })).toMatchObject({ hireRate: "0.00", hireRateUnit: "day" });
    expect(await create()).toMatchObject({ hireRate: null, hireRateUnit: null });

    const list = await call(t.app, viewer, { method: "GET", url: `/api/projects/by-slug/${project.slug}/plant-entries?pageSize=100` });
    expect(list.json().items.find((i: { id: number }) => i.id === entry.id)).toMatchObject({ hireRate: "1250.50", hireRateUnit: "week" });

    const changed = await patch(entry.id, plantBody(project.id, { hireRate: "65", hireRateUnit: "hour" }));
    expect(changed.json()).toMatchObject({ hireRate: "65.00", hireRateUnit: "hour" });
    expect(await lastLog(t.db)).toMatchObject({ action: "plant_entry_updated", description: expect.stringContaining("(hireRate, hireRateUnit)") });
    const cleared = await patch(entry.id, plantBody(project.id, { hireRate: "", hireRateUnit: "" }));
    expect(cleared.json()).toMatchObject({ hireRate: null, hireRateUnit: null });
  });
});

describe("DELETE /api/plant-entries/:id", () => {
  const del = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "DELETE", url: `/api/plant-entries/${id}` });

  it("401, 403 for a site manager (only directors delete), 204 to the recycle bin with its figures gone", async () => {
    const entry = await create();
    expect((await del(undefined, entry.id)).statusCode).toBe(401);
    expect((await del((await signedIn(t, { role: "Site Manager" })).cookie, entry.id)).statusCode).toBe(403); // someone else's record with Edit only (decision 0014)
    expect((await del(director, entry.id)).statusCode).toBe(204);
    expect((await get(viewer, entry.id)).statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(carbonFigures)
        .where(ownedBy({ kind: "plant", id: entry.id })),
    ).toEqual([]);
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(and(eq(recycleBin.tableName, "carbon_entries"), eq(recycleBin.recordId, String(entry.id))));
    expect(bin).toMatchObject({ recordType: "plant_entry", recordName: `${project.name}: 13t excavator (2025-03-14)` });
    expect(bin.recordData).toMatchObject({ plantItem: "13t excavator", carbonEmitted: "2570.820" });
    expect(await lastLog(t.db)).toMatchObject({ action: "plant_entry_deleted", severity: "warning" });
    expect((await del(director, entry.id)).statusCode).toBe(404);
  });
});

describe("GET /api/projects/by-slug/:slug/plant-entries", () => {
  it("401, 403 without Contracts view, 404 unknown project; newest day first, paged", async () => {
    const p = await buildProject(t.db);
    const url = (q = "") => `/api/projects/by-slug/${p.slug}/plant-entries${q}`;
    expect((await call(t.app, undefined, { method: "GET", url: url() })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: url() })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: "/api/projects/by-slug/no-such-project/plant-entries" })).statusCode).toBe(404);
    await create({ date: "2025-03-10", plantItem: "Roller" }, p);
    await create({ date: "2025-03-12", plantItem: "Dumper" }, p);
    await create({ date: "2025-03-11", plantItem: "Crane" }, p);
    const first = (await call(t.app, viewer, { method: "GET", url: url("?pageSize=2") })).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageCount: 2 });
    expect(first.items.map((i: { plantItem: string }) => i.plantItem)).toEqual(["Dumper", "Crane"]);
    expect(first.items[0]).toMatchObject({ carbonEmitted: 2570.82, certificates: { count: 0 } });
    expect(first.items[0].figures).toBeUndefined();
    const second = (await call(t.app, viewer, { method: "GET", url: url("?pageSize=2&page=2") })).json();
    expect(second.items.map((i: { plantItem: string }) => i.plantItem)).toEqual(["Roller"]);
  });
});
