import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonFactors, carbonFigures, recycleBin, scope3Additional } from "../../db/schema/index";
import { deny, lastLog, messages } from "../energy/energy.test-support";
import { ownedBy } from "../carbon/carbon-figures.service";

let t: TestApp;
let manager: { user: { id: number; name: string }; cookie: string };
let director: string;
let viewer: string;
let outsider: string;
let project: { id: number; slug: string; name: string };

const body = (over: Record<string, unknown> = {}) => ({
  projectId: project.id,
  date: "2025-03-14",
  category: "water",
  description: "Mains water for the welfare cabins",
  quantity: 100,
  unit: "m³",
  supplier: "Yorkshire Water",
  invoiceReference: "YW-88231",
  notes: "",
  calculationMethod: "factor",
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t, { role: "Site Manager", name: "Sam Site" });
  director = (await signedIn(t, { role: "Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await deny(t.db, "Other", "Carbon Tracking");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  project = await buildProject(t.db, { name: "Kirkstall Road Apartments" });
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/scope3-entries", payload });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await post(manager.cookie, body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const pairs = (figures: { ghgCategory: number; kgCo2e: number }[]) => figures.map((f) => [f.ghgCategory, f.kgCo2e]);

describe("POST /api/scope3-entries", () => {
  it("401 signed out, 403 without Carbon Tracking create", async () => {
    expect((await post(undefined, body())).statusCode).toBe(401);
    expect((await post(viewer, body())).statusCode).toBe(403);
  });

  it("400 with data-model.md §5's messages and what each method needs", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category: "fuel" }, "Invalid category"],
      [{ description: "Tap" }, "Description must be at least 5 characters"],
      [{ quantity: 0 }, "Quantity must be positive"],
      [{ projectId: -1 }, "Project is required"],
      [{ date: "" }, "Date is required"],
      [{ unit: "" }, "Unit is required"],
      [{ carbonEmitted: -1 }, "Invalid carbon value"],
      [{ unit: "tonnes" }, "Unit must be m³ or litres for water"],
      [{ category: "waste", unit: "tonnes", wasteDisposalMethod: "landfill" }, "Choose the waste material"],
      [{ category: "waste", unit: "tonnes", subcategory: "Concrete" }, "Choose a disposal route"],
      [
        { category: "waste", unit: "tonnes", subcategory: "Concrete", wasteDisposalMethod: "combustion" },
        "DESNZ publishes no combustion (energy recovery) factor for Concrete: choose another route",
      ],
      [{ category: "purchased_goods", unit: "tonnes" }, "Choose a conversion factor"],
      [{ category: "purchased_goods", unit: "kg", factorId: "19_500_5004_15_1" }, "Quantity must be in tonnes for this factor"],
      [{ category: "subcontractor", unit: "m²", factorId: "NO-SUCH" }, "No conversion factor NO-SUCH is loaded"],
      [{ calculationMethod: "supplier_reported" }, "Enter the supplier's figure in kg CO2e"],
    ];
    for (const [over, message] of cases) {
      const res = await post(manager.cookie, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
  });

  it("water: supply (cat. 1) and treatment (cat. 5) from WATER_FACTORS; litres count as m³ / 1,000", async () => {
    const e = await create();
    expect(e).toMatchObject({ category: "water", calculationMethod: "factor", includeTreatment: true, carbonEmitted: 36.218, emissionFactor: 0.1913 });
    expect(e.figures[0]).toMatchObject({
      scope: 3,
      category: "water",
      ghgCategory: 1,
      activityAmount: 100,
      factor: { factorId: "17_404_4005_1_1", year: 2025, value: 0.1913 },
      kgCo2e: 19.13,
    });
    expect(e.figures[1]).toMatchObject({ ghgCategory: 5, factor: { factorId: "18_405_4006_1_1", value: 0.17088 }, kgCo2e: 17.088 });
    const [row] = await t.db.select().from(scope3Additional).where(eq(scope3Additional.id, e.id));
    expect(row).toMatchObject({ carbonEmitted: "36.218", calculationMethod: "factor", createdBy: manager.user.id });
    expect(await lastLog(t.db)).toMatchObject({ action: "scope3_entry_created", entityType: "scope3_entry", entityId: String(e.id) });
    const supplyOnly = await create({ quantity: 10000, unit: "litres", includeTreatment: false });
    expect(supplyOnly).toMatchObject({ includeTreatment: false, carbonEmitted: 1.913 });
    expect(pairs(supplyOnly.figures)).toEqual([[1, 1.913]]);
  });

  it("waste: the DESNZ material and route (cat. 5), kg as tonnes", async () => {
    const e = await create({
      category: "waste",
      description: "Broken-out concrete slab",
      quantity: 2000,
      unit: "kg",
      subcategory: "Concrete",
      wasteDisposalMethod: "landfill",
      wasteCode: "170101",
    });
    expect(e).toMatchObject({ wasteCode: "170101", wasteDisposalMethod: "landfill", subcategory: "Concrete", carbonEmitted: 2.527 });
    expect(e.figures[0]).toMatchObject({
      category: "waste",
      ghgCategory: 5,
      activityAmount: 2,
      activityUnit: "tonnes",
      factor: { factorId: "20_500_5208_15_1", value: 1.26338 },
    });
  });

  it("waste whose EWC code names another material is refused unless confirmed, the confirmation stored (issue 11 item 14)", async () => {
    const wood = {
      category: "waste",
      description: "Broken-out concrete slab",
      quantity: 12,
      unit: "tonnes",
      subcategory: "Wood",
      wasteDisposalMethod: "landfill",
      wasteCode: "170101",
    };
    expect((await post(undefined, body(wood))).statusCode).toBe(401);
    expect((await post(viewer, body(wood))).statusCode).toBe(403);
    const refused = await post(manager.cookie, body(wood));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: "wasteMaterialConfirmed", message: "17 01 01 is concrete; confirm that this waste is wood" }]);
    const confirmed = await create({ ...wood, wasteMaterialConfirmed: true });
    expect(confirmed).toMatchObject({ subcategory: "Wood", wasteMaterialConfirmed: true });
    const [row] = await t.db.select().from(scope3Additional).where(eq(scope3Additional.id, confirmed.id));
    expect(row.wasteMaterialConfirmed).toBe(true);
    // Matching, no code, or a code that names no material: nothing to confirm, nothing kept.
    expect(await create({ ...wood, subcategory: "Concrete", wasteMaterialConfirmed: true })).toMatchObject({ wasteMaterialConfirmed: false });
    expect(await create({ ...wood, wasteCode: "" })).toMatchObject({ wasteMaterialConfirmed: false });
    expect(await create({ ...wood, wasteCode: "170903" })).toMatchObject({ wasteMaterialConfirmed: false });
  });

  it("purchased goods from a DESNZ Material use factor; a subcontractor from the company's own factor", async () => {
    const goods = await create({
      category: "purchased_goods",
      description: "Hardcore for the haul road",
      quantity: 4,
      unit: "tonnes",
      factorId: "19_500_5004_15_1",
    });
    expect(goods).toMatchObject({ factorId: "19_500_5004_15_1", carbonEmitted: 300.027 });
    expect(goods.figures[0]).toMatchObject({ scope: 3, category: "purchased_goods", ghgCategory: 1, factor: { year: 2025, unit: "tonnes", value: 75.00675 } });
    await t.db.insert(carbonFactors).values({
      factorId: "CO-scaffold",
      setYear: null,
      source: "Aire Scaffolding EPD 2024",
      isCompany: true,
      sheet: "Company factors",
      name: "Scaffold erection",
      unit: "m²",
      value: "12.5",
    });
    const sub = await create({ category: "subcontractor", description: "Scaffold to the east elevation", quantity: 40, unit: "m²", factorId: "CO-scaffold" });
    expect(sub.figures[0]).toMatchObject({
      category: "subcontractor",
      ghgCategory: 1,
      factor: { factorId: "CO-scaffold", year: null, source: "Aire Scaffolding EPD 2024", value: 12.5 },
      kgCo2e: 500,
    });
    expect(sub.carbonEmitted).toBe(500);
  });

  it("a supplier-reported figure is stored as one figure that names the supplier", async () => {
    const e = await create({
      category: "subcontractor",
      description: "Piling mat and rig",
      quantity: 1,
      unit: "job",
      supplier: "Aire Piling Ltd",
      calculationMethod: "supplier_reported",
      carbonEmitted: 1234.5,
    });
    expect(e).toMatchObject({ calculationMethod: "supplier_reported", carbonEmitted: 1234.5, factorId: null });
    expect(e.figures).toEqual([
      expect.objectContaining({
        scope: 3,
        category: "subcontractor",
        ghgCategory: 1,
        activityAmount: 1234.5,
        activityUnit: "kg CO2e",
        kgCo2e: 1234.5,
        factor: { factorId: "SUPPLIER-REPORTED", year: null, unit: "kg CO2e", value: 1, source: "Aire Piling Ltd", name: "Supplier-reported figure" },
      }),
    ]);
    const anonymous = await create({ category: "purchased_goods", supplier: null, calculationMethod: "supplier_reported", carbonEmitted: 10 });
    expect(anonymous.figures[0].factor.source).toBe("Supplier");
  });
});

describe("GET, PATCH and DELETE /api/scope3-entries/:id", () => {
  it("reads with Carbon Tracking view", async () => {
    const { id } = await create();
    expect((await call(t.app, undefined, { method: "GET", url: `/api/scope3-entries/${id}` })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: `/api/scope3-entries/${id}` })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: "/api/scope3-entries/999999" })).statusCode).toBe(404);
    const res = await call(t.app, viewer, { method: "GET", url: `/api/scope3-entries/${id}` });
    expect(res.json()).toMatchObject({ id, carbonEmitted: 36.218 });
  });

  it("an edit replaces the figures (water → supplier-reported) and clears waste fields on another category", async () => {
    const { id } = await create({
      category: "waste",
      description: "Mixed skip",
      quantity: 1,
      unit: "tonnes",
      subcategory: "Concrete",
      wasteDisposalMethod: "landfill",
      wasteCode: "170101",
    });
    const patch = (cookie: string | undefined, over: Record<string, unknown>) =>
      call(t.app, cookie, { method: "PATCH", url: `/api/scope3-entries/${id}`, payload: body(over) });
    expect((await patch(undefined, {})).statusCode).toBe(401);
    expect((await patch(viewer, {})).statusCode).toBe(403);
    expect(messages((await patch(manager.cookie, { description: "x" })).json())).toContain("Description must be at least 5 characters");
    const res = await patch(manager.cookie, { calculationMethod: "supplier_reported", carbonEmitted: 42, wasteCode: "170101" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: "water", wasteCode: null, wasteDisposalMethod: null, carbonEmitted: 42 });
    const stored = await t.db
      .select()
      .from(carbonFigures)
      .where(ownedBy({ kind: "scope3", id: id }));
    expect(stored.map((f) => [f.factorId, f.kgCo2e, f.sourceKind])).toEqual([["SUPPLIER-REPORTED", "42.000", "scope3"]]);
    expect(await lastLog(t.db)).toMatchObject({ action: "scope3_entry_updated" });
  });

  it("delete needs Carbon Tracking delete; recycle bin; figures cascade", async () => {
    const { id } = await create();
    const del = (cookie: string | undefined) => call(t.app, cookie, { method: "DELETE", url: `/api/scope3-entries/${id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del((await signedIn(t, { role: "Site Manager" })).cookie)).statusCode).toBe(403); // someone else's record with Edit only (decision 0014)
    expect((await del(director)).statusCode).toBe(204);
    expect((await del(director)).statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(carbonFigures)
        .where(ownedBy({ kind: "scope3", id: id })),
    ).toEqual([]);
    const [bin] = await t.db.select().from(recycleBin).where(eq(recycleBin.recordType, "scope3_entry"));
    expect(bin).toMatchObject({ tableName: "scope3_additional", recordId: String(id) });
    expect(await lastLog(t.db)).toMatchObject({ action: "scope3_entry_deleted", severity: "warning" });
  });
});

describe("GET /api/projects/by-slug/:slug/scope3-entries", () => {
  it("pages a project's entries newest first with their figures", async () => {
    const p = await buildProject(t.db);
    for (const date of ["2025-04-01", "2025-04-03", "2025-04-02"]) expect((await post(manager.cookie, body({ projectId: p.id, date }))).statusCode).toBe(201);
    const url = `/api/projects/by-slug/${p.slug}/scope3-entries?pageSize=2`;
    expect((await call(t.app, undefined, { method: "GET", url })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: "/api/projects/by-slug/nope/scope3-entries" })).statusCode).toBe(404);
    const page = (await call(t.app, viewer, { method: "GET", url })).json();
    expect(page).toMatchObject({ total: 3, pageCount: 2 });
    expect(page.items.map((i: { date: string }) => i.date)).toEqual(["2025-04-03", "2025-04-02"]);
    expect(page.items[0].figures).toHaveLength(2);
  });

  it("400 for a factor that is not for purchased materials, on create and on edit (issue 11 item 12)", async () => {
    // A diesel combustion factor (DESNZ Fuels) is not purchased goods: the same check as a delivery line.
    const diesel = { category: "purchased_goods", quantity: 100, unit: "litres", factorId: "1_101_1011_8_1" };
    const refused = await post(manager.cookie, body(diesel));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({ field: "factorId", message: "Choose a factor from the list: DESNZ Material use or your company's own" });
    expect((await post(manager.cookie, body({ ...diesel, category: "subcontractor" }))).statusCode).toBe(400);

    const goods = await create({
      category: "purchased_goods",
      description: "Hardcore for the haul road",
      quantity: 4,
      unit: "tonnes",
      factorId: "19_500_5004_15_1",
    });
    const patched = await call(t.app, manager.cookie, { method: "PATCH", url: `/api/scope3-entries/${goods.id}`, payload: body(diesel) });
    expect(patched.statusCode).toBe(400);
    expect(messages(patched.json())).toContain("Choose a factor from the list: DESNZ Material use or your company's own");
    const kept = await call(t.app, manager.cookie, { method: "GET", url: `/api/scope3-entries/${goods.id}` });
    expect(kept.json()).toMatchObject({ factorId: "19_500_5004_15_1", carbonEmitted: 300.027 });
  });
});
