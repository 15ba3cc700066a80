import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonEntries, carbonFigures, carbonSettings, recycleBin } from "../../db/schema/index";
import { deny, fieldsOf, lastLog, messages } from "../deliveries/deliveries.test-support";
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

/** 12 t of broken-out concrete to landfill. */
const wasteBody = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  date: "2025-03-14",
  wasteCode: "17 01 01",
  description: "Broken-out ground slab",
  quantity: 2,
  unit: "skips",
  weight: 12,
  weightUnit: "tonnes",
  wasteMaterial: "Concrete",
  disposalRoute: "landfill",
  carrier: "Yorkshire Skip Hire",
  wasteTransferNote: "WTN-55120",
  notes: "",
  ...over,
});
const asbestos = {
  wasteCode: "17 06 05*",
  description: "Asbestos cement sheet",
  wasteMaterial: "Asbestos",
  weight: 350,
  weightUnit: "kg",
  wasteTransferNote: "CN-ABC123/45678",
};

const post = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/waste-entries", payload });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await post(manager.cookie, wasteBody(project.id, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe("POST /api/waste-entries", () => {
  it("401 signed out, 403 for a Viewer, 404 for an unknown project", async () => {
    expect((await post(undefined, wasteBody(project.id))).statusCode).toBe(401);
    expect((await post(viewer, wasteBody(project.id))).statusCode).toBe(403);
    expect((await post(manager.cookie, wasteBody(999999))).statusCode).toBe(404);
  });

  it("400 with each field's message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ projectId: 0 }, "projectId: Project is required"],
      [{ date: "" }, "date: Date is required"],
      [{ wasteCode: "" }, "wasteCode: Choose a waste code from the List of Waste"],
      [{ wasteCode: "concrete" }, "wasteCode: Choose a waste code from the List of Waste"],
      [{ description: "" }, "description: Description is required"],
      [{ quantity: 0 }, "quantity: Quantity must be positive"],
      [{ unit: "" }, "unit: Unit is required"],
      [{ weight: undefined }, "weight: Weight is required: waste carbon is worked out per tonne"],
      [{ weight: "" }, "weight: Weight is required: waste carbon is worked out per tonne"],
      [{ weight: 0 }, "weight: Weight must be positive"],
      [{ weightUnit: "lbs" }, "weightUnit: Weight unit must be kg or tonnes"],
      [{ wasteMaterial: "" }, "wasteMaterial: Choose the waste material"],
      [{ disposalRoute: "burial" }, "disposalRoute: Choose a disposal route"],
      [{ ...asbestos, wasteTransferNote: "" }, "wasteTransferNote: A consignment note number is required for hazardous waste"],
      // Checked against the reference data after the schema.
      [{ wasteCode: "99 99 99" }, "wasteCode: Choose a waste code from the List of Waste"],
      // Past the code's own material (confirmed), the material must still be one DESNZ lists.
      [{ wasteMaterial: "Unobtainium", wasteMaterialConfirmed: true }, "wasteMaterial: Choose a waste material from the DESNZ list"],
      [{ disposalRoute: "combustion" }, "disposalRoute: DESNZ publishes no factor for Concrete by combustion"],
      [{ ...asbestos, disposalRoute: "open_loop" }, "disposalRoute: DESNZ publishes no factor for Asbestos by open-loop recycling"],
    ];
    for (const [over, message] of cases) {
      const res = await post(manager.cookie, wasteBody(project.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fieldsOf(res.json())).toContain(message);
    }
  });

  it("12 t of concrete to landfill: 15.161 kg CO2e (DESNZ 2025, 1.26338 kg/t), with the code's details stored", async () => {
    const body = await create({ carbonEmitted: 999 });
    expect(body).toMatchObject({
      projectId: project.id,
      wasteCode: "17 01 01",
      wasteCodeDescription: "Concrete",
      isHazardous: false,
      description: "Broken-out ground slab",
      quantity: 2,
      unit: "skips",
      weightTonnes: 12,
      wasteMaterial: "Concrete",
      disposalRoute: "landfill",
      carbonEmitted: 15.161,
      createdBy: { id: manager.user.id, name: "Sam Site" },
    });
    expect(body.figures).toHaveLength(1);
    expect(body.figures[0]).toMatchObject({
      scope: 3,
      category: "waste",
      ghgCategory: 5,
      activityAmount: 12,
      activityUnit: "tonnes",
      factor: { factorId: "20_500_5208_15_1", year: 2025, unit: "tonnes", value: 1.26338 },
      kgCo2e: 15.161,
    });
    const [row] = await t.db.select().from(carbonEntries).where(eq(carbonEntries.id, body.id));
    expect(row).toMatchObject({
      kind: "waste",
      source: "Broken-out ground slab",
      wasteCode: "17 01 01",
      wasteCodeDescription: "Concrete",
      wasteCodeCategory: "Construction and demolition wastes (including excavated soil from contaminated sites): Concrete, bricks, tiles and ceramics",
      isHazardousWaste: false,
      wasteMaterial: "Concrete",
      disposalRoute: "landfill",
      weightTonnes: "12.000",
      quantity: "2.000",
      unit: "skips",
      carrier: "Yorkshire Skip Hire",
      wasteTransferNote: "WTN-55120",
      carbonEmitted: "15.161",
      userId: manager.user.id,
      createdBy: "Sam Site",
    });
    const stored = await t.db
      .select()
      .from(carbonFigures)
      .where(ownedBy({ kind: "waste", id: body.id }));
    expect(stored.map((f) => [f.sourceKind, f.kgCo2e, f.factorId])).toEqual([["waste", "15.161", "20_500_5208_15_1"]]);
    expect(await lastLog(t.db)).toMatchObject({ action: "waste_entry_created", entityType: "waste_entry", entityId: String(body.id), userId: manager.user.id });
  });

  it("hazardous waste in kg with its consignment note; codes typed without spaces are read", async () => {
    const body = await create({ ...asbestos, wasteCode: "170605*" });
    expect(body).toMatchObject({ wasteCode: "17 06 05*", isHazardous: true, weightTonnes: 0.35, wasteTransferNote: "CN-ABC123/45678", carbonEmitted: 2.08 });
    expect(body.figures[0]).toMatchObject({ factor: { factorId: "20_500_5187_15_1", value: 5.9416 }, activityAmount: 0.35 });
  });

  it("uses the company's reporting year", async () => {
    await t.db
      .insert(carbonSettings)
      .values({ id: 1, factorYear: 2024 })
      .onConflictDoUpdate({ target: carbonSettings.id, set: { factorYear: 2024 } });
    const body = await create();
    await t.db.delete(carbonSettings);
    expect(body.figures[0].factor).toMatchObject({ year: 2024, value: 1.23393 });
    expect(body.carbonEmitted).toBe(14.807);
  });
});

describe("a waste code and a material that disagree (issue 11 item 14)", () => {
  it("refuses concrete (17 01 01) booked as wood unless confirmed, naming both; nothing is stored", async () => {
    const before = (await t.db.select().from(carbonEntries)).length;
    expect((await post(undefined, wasteBody(project.id, { wasteMaterial: "Wood" }))).statusCode).toBe(401);
    expect((await post(viewer, wasteBody(project.id, { wasteMaterial: "Wood" }))).statusCode).toBe(403);
    const res = await post(manager.cookie, wasteBody(project.id, { wasteMaterial: "Wood" }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(["wasteMaterialConfirmed: 17 01 01 is concrete; confirm that this waste is wood"]);
    const unticked = await post(manager.cookie, wasteBody(project.id, { wasteMaterial: "Wood", wasteMaterialConfirmed: false }));
    expect(unticked.statusCode).toBe(400);
    const notBoolean = await post(manager.cookie, wasteBody(project.id, { wasteMaterial: "Wood", wasteMaterialConfirmed: "yes" }));
    expect(fieldsOf(notBoolean.json())).toContain("wasteMaterialConfirmed: Confirm the waste material with a tick");
    expect(await t.db.select().from(carbonEntries)).toHaveLength(before);
  });

  it("accepts the mismatch confirmed, prices it as the confirmed material and stores the confirmation", async () => {
    const body = await create({ wasteMaterial: "Wood", wasteMaterialConfirmed: true });
    expect(body).toMatchObject({ wasteCode: "17 01 01", wasteMaterial: "Wood", wasteMaterialConfirmed: true });
    // Wood to landfill is hundreds of kg a tonne, not concrete's 1.26.
    expect(body.figures[0].factor.value).toBeGreaterThan(100);
    const [row] = await t.db.select().from(carbonEntries).where(eq(carbonEntries.id, body.id));
    expect(row.wasteMaterialConfirmed).toBe(true);
    // An edit back to the code's own material needs no tick and keeps none.
    const res = await call(t.app, manager.cookie, {
      method: "PATCH",
      url: `/api/waste-entries/${body.id}`,
      payload: wasteBody(project.id, { wasteMaterialConfirmed: true }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ wasteMaterial: "Concrete", wasteMaterialConfirmed: false, carbonEmitted: 15.161 });
  });

  it("accepts a matching material, one of several a code allows, and any material for a code that names none, without confirmation", async () => {
    expect(await create()).toMatchObject({ wasteMaterial: "Concrete", wasteMaterialConfirmed: false });
    expect(await create({ wasteCode: "17 05 04", wasteMaterial: "Aggregates" })).toMatchObject({ wasteMaterial: "Aggregates", wasteMaterialConfirmed: false });
    expect(await create({ wasteCode: "17 09 04", wasteMaterial: "Average construction", disposalRoute: "open_loop" })).toMatchObject({
      wasteMaterialConfirmed: false,
    });
    expect(await create({ wasteCode: "17 09 03*", wasteMaterial: "Wood", wasteTransferNote: "CN-XY1/2" })).toMatchObject({
      wasteMaterial: "Wood",
      wasteMaterialConfirmed: false,
    });
  });
});

describe("GET /api/waste-entries/routes", () => {
  it("lists only the routes DESNZ publishes for each material, with their factors", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/waste-entries/routes" })).statusCode).toBe(401);
    const res = await call(t.app, outsider, { method: "GET", url: "/api/waste-entries/routes?material=Concrete" });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        material: "Concrete",
        routes: [
          { route: "landfill", label: "Landfill", factorId: "20_500_5208_15_1", year: 2025, unit: "tonnes", value: 1.26338 },
          { route: "open_loop", label: "Open-loop recycling", factorId: "20_500_5204_15_1", year: 2025, unit: "tonnes", value: 1.00835 },
          { route: "closed_loop", label: "Closed-loop recycling", factorId: "20_500_5205_15_1", year: 2025, unit: "tonnes", value: 1.00835 },
        ],
      },
    ]);
    const all = (await call(t.app, viewer, { method: "GET", url: "/api/waste-entries/routes" })).json().items as {
      material: string;
      routes: { route: string }[];
    }[];
    expect(all.map((m) => m.material)).toEqual(
      expect.arrayContaining(["Asbestos", "Bricks", "Soils", "Wood", "Plasterboard", "Metals", "Average construction", "Commercial and industrial waste"]),
    );
    expect(all.find((m) => m.material === "Asbestos")!.routes.map((r) => r.route)).toEqual(["landfill"]);
  });
});

describe("GET, PATCH and DELETE /api/waste-entries/:id", () => {
  it("reads with Contracts view; 401, 403 and 404 otherwise", async () => {
    const { id } = await create();
    expect((await call(t.app, undefined, { method: "GET", url: `/api/waste-entries/${id}` })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: `/api/waste-entries/${id}` })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/waste-entries/999999` })).statusCode).toBe(404);
    const res = await call(t.app, viewer, { method: "GET", url: `/api/waste-entries/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, carbonEmitted: 15.161, figures: [{ kgCo2e: 15.161 }] });
  });

  it("an edit recomputes and replaces the figure; 400, 401, 403, 404 as for create", async () => {
    const { id } = await create();
    const patch = (cookie: string | undefined, over: Record<string, unknown>, target = id) =>
      call(t.app, cookie, { method: "PATCH", url: `/api/waste-entries/${target}`, payload: wasteBody(project.id, over) });
    expect((await patch(undefined, {})).statusCode).toBe(401);
    expect((await patch(viewer, {})).statusCode).toBe(403);
    expect((await patch(manager.cookie, {}, 999999)).statusCode).toBe(404);
    const bad = await patch(manager.cookie, { disposalRoute: "combustion" });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toContain("DESNZ publishes no factor for Concrete by combustion");
    const other = await buildProject(t.db);
    expect((await patch(manager.cookie, { projectId: other.id })).statusCode).toBe(400);
    const res = await patch(manager.cookie, { date: "2025-03-15", disposalRoute: "open_loop", weight: 8000, weightUnit: "kg" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ date: "2025-03-15", weightTonnes: 8, disposalRoute: "open_loop", carbonEmitted: 8.067 });
    const stored = await t.db
      .select()
      .from(carbonFigures)
      .where(ownedBy({ kind: "waste", id: id }));
    expect(stored.map((f) => [f.kgCo2e, f.date, f.factorId])).toEqual([["8.067", "2025-03-15", "20_500_5204_15_1"]]);
    expect(await lastLog(t.db)).toMatchObject({ action: "waste_entry_updated", entityId: String(id) });
  });

  it("delete needs Contracts delete; the entry goes to the recycle bin and its figure goes with it", async () => {
    const { id } = await create();
    const del = (cookie: string | undefined) => call(t.app, cookie, { method: "DELETE", url: `/api/waste-entries/${id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del((await signedIn(t, { role: "Site Manager" })).cookie)).statusCode).toBe(403); // someone else's record with Edit only (decision 0014)
    expect((await del(director)).statusCode).toBe(204);
    expect((await del(director)).statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(carbonFigures)
        .where(ownedBy({ kind: "waste", id: id })),
    ).toEqual([]);
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(id)));
    expect(bin).toMatchObject({ recordType: "waste_entry", tableName: "carbon_entries" });
    expect((bin.metadata as { figures: unknown[] }).figures).toHaveLength(1);
    expect(await lastLog(t.db)).toMatchObject({ action: "waste_entry_deleted", entityId: String(id), severity: "warning" });
  });
});

describe("GET /api/projects/by-slug/:slug/waste-entries", () => {
  it("pages the project's waste, newest date first", async () => {
    const p = await buildProject(t.db);
    for (const date of ["2025-03-10", "2025-03-12", "2025-03-11"]) {
      expect((await post(manager.cookie, wasteBody(p.id, { date }))).statusCode).toBe(201);
    }
    const url = `/api/projects/by-slug/${p.slug}/waste-entries?page=1&pageSize=2`;
    expect((await call(t.app, undefined, { method: "GET", url })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/projects/by-slug/no-such-project/waste-entries` })).statusCode).toBe(404);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/projects/by-slug/${p.slug}/waste-entries?pageSize=500` })).statusCode).toBe(400);
    const page = (await call(t.app, viewer, { method: "GET", url })).json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect(page.items.map((i: { date: string }) => i.date)).toEqual(["2025-03-12", "2025-03-11"]);
    expect(page.items[0].figures[0].kgCo2e).toBe(15.161);
  });
});

describe("the waste's cost, net of VAT (decision 0081)", () => {
  it("400 with its message for a negative, non-numeric, over-precise or too large cost", async () => {
    const cases: [unknown, string][] = [
      ["-0.01", "Cost cannot be negative"],
      ["a lot", "Cost must be an amount in pounds, e.g. 185.00"],
      ["185.005", "Cost can have at most 2 decimal places"],
      ["12345678901", "Cost is too large"],
    ];
    for (const [cost, message] of cases) {
      const res = await post(manager.cookie, wasteBody(project.id, { cost }));
      expect(res.statusCode, String(cost)).toBe(400);
      expect(res.json().errors, String(cost)).toEqual([{ field: "cost", message }]);
    }
  });

  it("is kept exact, blank is none, read back in the list, and a change is in the activity log", async () => {
    const entry = await create({ cost: "£1,185.5" });
    expect(entry.cost).toBe("1185.50");
    expect(await create({ cost: "" })).toMatchObject({ cost: null });
    expect(await create({ cost: 0 })).toMatchObject({ cost: "0.00" });
    const list = await call(t.app, viewer, { method: "GET", url: `/api/projects/by-slug/${project.slug}/waste-entries?pageSize=100` });
    expect(list.json().items.find((i: { id: number }) => i.id === entry.id)).toMatchObject({ cost: "1185.50" });
    const res = await call(t.app, manager.cookie, { method: "PATCH", url: `/api/waste-entries/${entry.id}`, payload: wasteBody(project.id, { cost: "1200" }) });
    expect(res.json()).toMatchObject({ cost: "1200.00" });
    expect(await lastLog(t.db)).toMatchObject({ action: "waste_entry_updated", description: expect.stringContaining("(cost)") });
  });
});

describe("the order a waste removal is bought on (decision 0081)", () => {
  it("is kept trimmed, read back on the entry and in the list, changed and cleared", async () => {
    const entry = await create({ cost: "185.00", poNumber: " PO-2025-0142 " });
    expect(entry.poNumber).toBe("PO-2025-0142");
    expect((await call(t.app, viewer, { method: "GET", url: `/api/waste-entries/${entry.id}` })).json().poNumber).toBe("PO-2025-0142");
    const list = await call(t.app, viewer, { method: "GET", url: `/api/projects/by-slug/${project.slug}/waste-entries?pageSize=100` });
    expect(list.json().items.find((i: { id: number }) => i.id === entry.id)).toMatchObject({ poNumber: "PO-2025-0142" });
    expect((await create()).poNumber).toBeNull();
    const edit = (poNumber: string) =>
      call(t.app, manager.cookie, { method: "PATCH", url: `/api/waste-entries/${entry.id}`, payload: wasteBody(project.id, { cost: "185.00", poNumber }) });
    expect((await edit("PO-2025-0150")).json().poNumber).toBe("PO-2025-0150");
    expect(await lastLog(t.db)).toMatchObject({ action: "waste_entry_updated", description: expect.stringContaining("(poNumber)") });
    expect((await edit("")).json().poNumber).toBeNull();
  });

  it("400 with its message when longer than 50 characters", async () => {
    const res = await post(manager.cookie, wasteBody(project.id, { poNumber: "P".repeat(51) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "poNumber", message: "Order number must be 50 characters or fewer" }]);
  });
});
