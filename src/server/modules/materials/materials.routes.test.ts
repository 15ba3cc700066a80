import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { materials, recycleBin } from "../../db/schema/index";
import { CONCRETE, buildSupplier, denyMaterials, lastLog, materialBody, messages } from "./materials.test-support";

let t: TestApp;
let buyer: string;
let director: string;
let viewer: string;
let outsider: string;
let supplierId: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer", name: "Bea Buyer" })).cookie;
  director = (await signedIn(t, { role: "Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await denyMaterials(t.db, "Other");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  supplierId = (await buildSupplier(t.db, "Hanson Ready Mix")).id;
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/materials", payload });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await post(buyer, materialBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe("POST /api/materials", () => {
  it("401 signed out, 403 for a Viewer", async () => {
    expect((await post(undefined, materialBody())).statusCode).toBe(401);
    expect((await post(viewer, materialBody())).statusCode).toBe(403);
  });

  it("400 with each field's message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ itemDescription: " " }, "Description is required"],
      [{ itemDescription: "x".repeat(501) }, "Description must be 500 characters or fewer"],
      [{ sku: "" }, "SKU is required"],
      [{ sku: "A B" }, "SKU may use letters, digits and . _ / - only"],
      [{ type: "plant" }, "Choose materials or services"],
      [{ purchaseCost: "" }, "Purchase cost is required"],
      [{ purchaseCost: "-1" }, "Purchase cost cannot be negative"],
      [{ purchaseCost: "12.345" }, "Purchase cost can have at most 2 decimal places"],
      [{ purchaseCost: "12345678901" }, "Purchase cost is too large (at most 10 digits before the decimal point)"],
      [{ purchaseCost: "ten" }, "Purchase cost must be a number, e.g. 48.50"],
      [{ weight: "1.2345" }, "Weight per unit can have at most 3 decimal places"],
      [{ weightUnit: null }, "Choose kg or tonnes for the weight"],
      [{ active: "maybe" }, "Choose yes or no"],
      [{ notes: "x".repeat(2001) }, "Notes must be 2000 characters or fewer"],
      [{ supplierId: 999999 }, "Choose a supplier from the list"],
      [{ carbonFactorId: "1_100_1003_15_1" }, "Choose a material factor from the list"],
    ];
    for (const [over, message] of cases) {
      const res = await post(buyer, materialBody(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
  });

  it("creates with an exact price, the factor and the carbon one unit implies, and logs it", async () => {
    const m = await create({ supplierId, purchaseCost: "118.5" });
    expect(m).toMatchObject({
      purchaseCost: "118.50",
      weight: "2.400",
      weightUnit: "tonnes",
      supplier: { id: supplierId, name: "Hanson Ready Mix" },
      carbonFactorId: CONCRETE,
    });
    expect(m.factor).toMatchObject({ factorId: CONCRETE, unit: "tonnes" });
    // 2.4 t × the concrete factor, rounded to the gram as a delivery's figure is.
    expect(m.carbonPerUnit.kgCo2e).toBeCloseTo(Math.round(2.4 * m.factor.value * 1000) / 1000, 6);
    expect(m.carbonPerUnit.missing).toBeNull();
    expect(await lastLog(t.db)).toMatchObject({ action: "material_created", entityType: "material", entityId: String(m.id), category: "materials" });
  });

  it("says what is missing when a per-tonne factor has no weight", async () => {
    const m = await create({ weight: "", weightUnit: "" });
    expect(m.carbonPerUnit).toMatchObject({ kgCo2e: null, missing: "Enter the weight per unit to work out the carbon per unit" });
  });

  it("409 on a SKU another material has, ignoring case", async () => {
    const m = await create({ sku: "BLK-7N-100" });
    const res = await post(buyer, materialBody({ sku: "blk-7n-100" }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: "Another material already has this SKU",
      errors: [{ field: "sku", message: "Another material already has this SKU" }],
    });
    // A deleted material's SKU is free again.
    expect((await call(t.app, director, { method: "DELETE", url: `/api/materials/${m.id}` })).statusCode).toBe(204);
    await create({ sku: "blk-7n-100" });
  });
});

describe("GET /api/materials", () => {
  beforeAll(async () => {
    await create({
      itemDescription: "Skip hire 8 yd³",
      sku: "SVC-SKIP-8",
      type: "services",
      category: "Waste services",
      unit: "each",
      weight: "",
      weightUnit: "",
      carbonFactorId: null,
      purchaseCost: "265.00",
    });
    await create({ itemDescription: "Rebar B500B 12 mm", sku: "RBR-B500B-12", category: "Steel", purchaseCost: "785.00", active: "no", supplierId });
  });

  it("401, 403 without Materials view, 400 on a bad filter", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/materials" })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: "/api/materials" })).statusCode).toBe(403);
    const bad = await call(t.app, viewer, { method: "GET", url: "/api/materials?sort=colour&type=plant" });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(expect.arrayContaining(["Choose a sort order from the list", "Choose materials or services"]));
  });

  it("searches description, SKU and category, filters and sorts on the server", async () => {
    const get = async (qs: string) => (await call(t.app, viewer, { method: "GET", url: `/api/materials?${qs}` })).json();
    expect((await get("q=skip")).items.map((m: { sku: string }) => m.sku)).toEqual(["SVC-SKIP-8"]);
    expect((await get("q=rbr-b500")).items.map((m: { sku: string }) => m.sku)).toEqual(["RBR-B500B-12"]);
    expect((await get("q=waste%20serv")).total).toBe(1);
    // Any case; LIKE's wildcards are taken literally.
    expect((await get("q=RBR-B500")).items.map((m: { sku: string }) => m.sku)).toEqual(["RBR-B500B-12"]);
    expect((await get("q=rbr_b500")).total).toBe(0);
    // Every type on the page, not `every` (true of an empty page): only services, the skip hire among them.
    const services = (await get("type=services")).items as { sku: string; type: string }[];
    expect(services.map((m) => m.sku)).toContain("SVC-SKIP-8");
    expect(new Set(services.map((m) => m.type))).toEqual(new Set(["services"]));
    expect((await get("active=no")).items.map((m: { sku: string }) => m.sku)).toEqual(["RBR-B500B-12"]);
    expect((await get(`supplierId=${supplierId}&category=steel`)).total).toBe(1);
    const byCost = (await get("sort=cost_desc&pageSize=2")).items;
    expect(byCost[0].purchaseCost).toBe("785.00");
    const page = await get("pageSize=1&page=2");
    expect(page).toMatchObject({ page: 2, pageSize: 1, items: [expect.any(Object)] });
  });
});

describe("GET /api/materials/options and /:id", () => {
  it("gives the categories and live suppliers; 404 for an unknown material", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/materials/options" })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: "/api/materials/options" })).statusCode).toBe(403);
    const opts = (await call(t.app, viewer, { method: "GET", url: "/api/materials/options" })).json();
    expect(opts.categories).toEqual(expect.arrayContaining(["Concrete", "Steel"]));
    expect(opts.suppliers).toEqual(expect.arrayContaining([{ id: supplierId, name: "Hanson Ready Mix", status: "active" }]));
    expect((await call(t.app, viewer, { method: "GET", url: "/api/materials/999999" })).statusCode).toBe(404);
    expect((await call(t.app, viewer, { method: "GET", url: "/api/materials/abc" })).json().message).toBe("Material not found");
    const m = await create();
    expect((await call(t.app, outsider, { method: "GET", url: `/api/materials/${m.id}` })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/materials/${m.id}` })).json()).toMatchObject({ id: m.id, quotes: [], images: [] });
  });
});

describe("PATCH /api/materials/:id", () => {
  it("401, 403, 404, 400, 409 and a logged change", async () => {
    const m = await create();
    const other = await create();
    const patch = (cookie: string | undefined, id: number, over: Record<string, unknown>) =>
      call(t.app, cookie, { method: "PATCH", url: `/api/materials/${id}`, payload: materialBody({ sku: m.sku, ...over }) });
    expect((await patch(undefined, m.id, {})).statusCode).toBe(401);
    expect((await patch(viewer, m.id, {})).statusCode).toBe(403);
    expect((await patch(buyer, 999999, {})).statusCode).toBe(404);
    expect(messages((await patch(buyer, m.id, { purchaseCost: "-3" })).json())).toEqual(["Purchase cost cannot be negative"]);
    expect((await patch(buyer, m.id, { sku: other.sku.toLowerCase() })).statusCode).toBe(409);
    const res = await patch(buyer, m.id, { purchaseCost: "121.00", active: "no" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ purchaseCost: "121.00", active: "no" });
    const log = await lastLog(t.db);
    expect(log).toMatchObject({ action: "material_updated", entityId: String(m.id) });
    expect(log.description).toContain("£118.50 → £121.00");
  });
});

describe("DELETE /api/materials/:id", () => {
  it("401, 403 for a Buyer (no Delete), 404, then to the recycle bin", async () => {
    const m = await create();
    const del = (cookie: string | undefined, id = m.id) => call(t.app, cookie, { method: "DELETE", url: `/api/materials/${id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del(buyer)).statusCode).toBe(403);
    expect((await del(director, 999999)).statusCode).toBe(404);
    expect((await del(director)).statusCode).toBe(204);
    expect((await del(director)).statusCode).toBe(404);
    const [row] = await t.db.select().from(materials).where(eq(materials.id, m.id));
    expect(row.deletedAt).not.toBeNull();
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(m.id)));
    expect(bin).toMatchObject({ recordType: "material", tableName: "materials" });
    const admin = (await signedIn(t, { role: "Admin" })).cookie;
    const listed = await call(t.app, admin, { method: "GET", url: "/api/recycle-bin?search=" + encodeURIComponent(m.sku) });
    expect(listed.statusCode).toBe(200);
    // A company record: no contract to restore first, so Delete Records offers it back (it said "The
    // contract it belonged to has been removed for good" while only suppliers counted as company records).
    expect(listed.json().items).toEqual([expect.objectContaining({ recordType: "material", contract: null, blockedReason: null })]);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/materials/${m.id}` })).statusCode).toBe(404);
    expect(await lastLog(t.db)).toMatchObject({ action: "material_deleted", severity: "warning" });

    // Back from the bin, unless its SKU was taken in the meantime.
    const twin = await create({ sku: m.sku, itemDescription: "Replacement blocks 100 mm" });
    const refused = await call(t.app, admin, { method: "POST", url: `/api/recycle-bin/${bin.id}/restore` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Its SKU ${m.sku} is now used by Replacement blocks 100 mm: change that material's SKU first`);
    expect((await call(t.app, director, { method: "DELETE", url: `/api/materials/${twin.id}` })).statusCode).toBe(204);
    const restored = await call(t.app, admin, { method: "POST", url: `/api/recycle-bin/${bin.id}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ recordType: "material", link: `/materials/edit/${m.id}` });
    expect((await call(t.app, viewer, { method: "GET", url: `/api/materials/${m.id}` })).statusCode).toBe(200);
  });
});
