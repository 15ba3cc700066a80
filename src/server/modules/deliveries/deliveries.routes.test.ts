import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonEntries, carbonFactors, carbonFigures, recycleBin } from "../../db/schema/index";
import { deliveryBody, deny, fieldsOf, lastLog, line, messages } from "./deliveries.test-support";
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
  await t.db.insert(carbonFactors).values([
    { factorId: "company-blockwork", source: "ICE v3.0", isCompany: true, sheet: "Company factors", name: "Blockwork", unit: "m²", value: "21.3" },
    { factorId: "company-rebar", source: "ICE v3.0", isCompany: true, sheet: "Company factors", name: "Steel, rebar", unit: "kg", value: "1.99" },
  ]);
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/deliveries", payload });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await post(manager.cookie, deliveryBody(project.id, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe("POST /api/deliveries", () => {
  it("401 signed out, 403 for a Viewer, 404 for an unknown project", async () => {
    expect((await post(undefined, deliveryBody(project.id))).statusCode).toBe(401);
    expect((await post(viewer, deliveryBody(project.id))).statusCode).toBe(403);
    expect((await post(manager.cookie, deliveryBody(999999))).statusCode).toBe(404);
  });

  it("400 with each field's message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ projectId: 0 }, "projectId: Project is required"],
      [{ date: "" }, "date: Date is required"],
      [{ supplier: " " }, "supplier: Supplier is required"],
      [{ supplier: undefined }, "supplier: Supplier is required"],
      [{ lineItems: [] }, "lineItems: Add at least one line item"],
      [{ lineItems: Array.from({ length: 101 }, () => line()) }, "lineItems: A delivery can have at most 100 line items"],
      [{ lineItems: [line({ description: "" })] }, "lineItems.0.description: Description is required"],
      [{ lineItems: [line(), line({ quantity: 0 })] }, "lineItems.1.quantity: Quantity must be positive"],
      [{ lineItems: [line({ quantity: 1.2345 })] }, "lineItems.0.quantity: Quantity can have at most 3 decimal places"],
      [{ lineItems: [line({ unit: "" })] }, "lineItems.0.unit: Unit is required"],
      [{ lineItems: [line({ weight: -1 })] }, "lineItems.0.weight: Weight must be zero or more"],
      [{ lineItems: [line({ materialFactorId: "" })] }, "lineItems.0.materialFactorId: Choose a material factor, or No embodied carbon factor"],
      [{ transportCategory: "Cargo bike" }, "transportCategory: Invalid transport category"],
      [{ transportDistance: -5 }, "transportDistance: Distance must be zero or more"],
      [{ transportDistance: "ten" }, "transportDistance: Distance must be zero or more"],
      [{ transportDistance: "1.2345" }, "transportDistance: Distance can have at most 3 decimal places"],
      [{ transportWeight: -1 }, "transportWeight: Load weight must be zero or more"],
      // Checked against the library and the figures' needs, after the schema.
      [{ lineItems: [line({ materialFactorId: "27_304_3120_14_1" })] }, "lineItems.0.materialFactorId: Choose a material factor from the list"],
      [{ transportWeight: 5, lineItems: [line({ weight: null })] }, "lineItems.0.weight: Enter the weight to work out this material's carbon"],
      [
        { lineItems: [line({ materialFactorId: "company-blockwork", unit: "no." })] },
        "lineItems.0.unit: Blockwork is per m²: enter this line's quantity in m²",
      ],
      [
        { lineItems: [line({ materialFactorId: "none", weight: null })] },
        "transportWeight: Enter the load weight, or the weight of each line, to work out the transport carbon",
      ],
    ];
    for (const [over, message] of cases) {
      const res = await post(manager.cookie, deliveryBody(project.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fieldsOf(res.json())).toContain(message);
    }
  });

  it("20 t over 50 km in an HGV 17-25 tonne: 171.46 kg transport + 2,375.861 kg of primary concrete (DESNZ 2025)", async () => {
    const body = await create({ carbonEmitted: 1 });
    expect(body).toMatchObject({
      projectId: project.id,
      supplier: "Hanson Concrete",
      poNumber: "PO-1042",
      deliveryNoteNumber: "HC-448120",
      transportCategory: "HGV 17-25 tonne",
      transportDistance: "50.000",
      transportWeight: 20,
      transportKg: 171.46,
      materialKg: 2375.861,
      carbonEmitted: 2547.321,
      createdBy: { id: manager.user.id, name: "Sam Site" },
    });
    expect(body.lineItems).toEqual([
      {
        description: "C32/40 ready-mix concrete",
        materialFactorId: "19_500_5020_15_1",
        materialFactorName: expect.stringContaining("Concrete"),
        quantity: 8.333,
        unit: "m³",
        weight: 20,
        weightUnit: "tonnes",
      },
    ]);
    expect(body.figures).toHaveLength(2);
    expect(body.figures[0]).toMatchObject({
      scope: 3,
      category: "transport",
      ghgCategory: 4,
      activityAmount: 1000,
      activityUnit: "tonne.km",
      factor: { factorId: "27_304_3120_14_1", year: 2025, unit: "tonne.km", value: 0.17146 },
      kgCo2e: 171.46,
    });
    expect(body.figures[1]).toMatchObject({
      scope: 3,
      category: "materials",
      ghgCategory: 1,
      description: "C32/40 ready-mix concrete",
      activityAmount: 20,
      activityUnit: "tonnes",
      factor: { factorId: "19_500_5020_15_1", year: 2025, unit: "tonnes", value: 118.79306 },
      kgCo2e: 2375.861,
    });
    const [row] = await t.db.select().from(carbonEntries).where(eq(carbonEntries.id, body.id));
    expect(row).toMatchObject({
      kind: "delivery",
      source: "Hanson Concrete",
      supplier: "Hanson Concrete",
      poNumber: "PO-1042",
      deliveryNoteNumber: "HC-448120",
      isDelivered: "true",
      transportCategory: "HGV 17-25 tonne",
      transportWeight: "20.000",
      transportDistance: "50.000",
      carbonEmitted: "2547.321",
      userId: manager.user.id,
      createdBy: "Sam Site",
    });
    expect(row.materialCategory).toContain("Concrete");
    const stored = await t.db
      .select()
      .from(carbonFigures)
      .where(ownedBy({ kind: "delivery", id: body.id }));
    expect(stored.map((f) => [f.sourceKind, f.kgCo2e, f.date, f.projectId])).toEqual([
      ["delivery", "171.460", "2025-03-14", project.id],
      ["delivery", "2375.861", "2025-03-14", project.id],
    ]);
    expect(await lastLog(t.db)).toMatchObject({ action: "delivery_created", entityType: "delivery", entityId: String(body.id), userId: manager.user.id });
  });

  it("lines in kg, a line with no factor, company factors by weight or by matching unit, and the load defaulting to the line weights", async () => {
    const body = await create({
      transportCategory: "HGV 32-38 tonne",
      transportDistance: 10,
      lineItems: [
        line({ weight: 5500, weightUnit: "kg" }),
        line({ description: "Site sundries", materialFactorId: "none", quantity: 3, unit: "bags", weight: null }),
        line({ description: "Blockwork panels", materialFactorId: "company-blockwork", quantity: 12.5, unit: "m2", weight: 1000, weightUnit: "kg" }),
        line({ description: "B500B rebar", materialFactorId: "company-rebar", quantity: 1, unit: "tonnes", weight: 0.5, weightUnit: "tonnes" }),
      ],
    });
    expect(body.transportWeight).toBe(7);
    expect(body.lineItems[1]).toMatchObject({ materialFactorId: null, materialFactorName: null, weight: null });
    expect(
      body.figures.map(
        (f: { category: string; activityAmount: number; activityUnit: string; factor: { factorId: string; year: number | null }; kgCo2e: number }) => [
          f.category,
          f.factor.factorId,
          f.factor.year,
          f.activityAmount,
          f.activityUnit,
          f.kgCo2e,
        ],
      ),
    ).toEqual([
      ["transport", "27_304_3132_14_1", 2025, 70, "tonne.km", 5.392],
      ["materials", "19_500_5020_15_1", 2025, 5.5, "tonnes", 653.362],
      ["materials", "company-blockwork", null, 12.5, "m²", 266.25],
      ["materials", "company-rebar", null, 500, "kg", 995],
    ]);
    expect(body.carbonEmitted).toBe(1920.004);
    expect(body.materialKg).toBe(1914.612);
  });

  it("a distance is an exact decimal: its digits kept, typed or sent as a number, and its carbon the same either way", async () => {
    const typed = await create({ transportDistance: "12.345" });
    const sent = await create({ transportDistance: 12.345 });
    expect(typed.transportDistance).toBe("12.345");
    expect(sent.transportDistance).toBe("12.345");
    const [row] = await t.db.select().from(carbonEntries).where(eq(carbonEntries.id, typed.id));
    expect(row.transportDistance).toBe("12.345");
    // 20 t × 12.345 km = 246.9 tonne.km at the HGV 17-25 tonne factor, as the 50 km delivery above (171.46 kg for 1,000 tonne.km).
    expect(typed.figures[0]).toMatchObject({ category: "transport", activityAmount: 246.9 });
    expect(typed.transportKg).toBe(sent.transportKg);
    expect(typed.carbonEmitted).toBe(sent.carbonEmitted);
    expect(typed.transportKg).toBeCloseTo((171.46 * 246.9) / 1000, 2);
  });

  it("no distance, no transport figure; a stated load overrides the line weights", async () => {
    const noDistance = await create({ transportDistance: null });
    expect(noDistance.figures.map((f: { category: string }) => f.category)).toEqual(["materials"]);
    expect(noDistance.transportKg).toBe(0);
    const stated = await create({ transportWeight: 26 });
    expect(stated.figures[0]).toMatchObject({ activityAmount: 1300, kgCo2e: 222.898 });
  });
});

describe("GET, PATCH and DELETE /api/deliveries/:id", () => {
  it("reads with Contracts view; 401, 403 and 404 otherwise", async () => {
    const { id } = await create();
    expect((await call(t.app, undefined, { method: "GET", url: `/api/deliveries/${id}` })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: `/api/deliveries/${id}` })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/deliveries/999999` })).statusCode).toBe(404);
    const res = await call(t.app, viewer, { method: "GET", url: `/api/deliveries/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, carbonEmitted: 2547.321, figures: [{ kgCo2e: 171.46 }, { kgCo2e: 2375.861 }] });
  });

  it("an edit recomputes and replaces the figures; 400, 401, 403, 404 as for create", async () => {
    const { id } = await create();
    const patch = (cookie: string | undefined, over: Record<string, unknown>, target = id) =>
      call(t.app, cookie, { method: "PATCH", url: `/api/deliveries/${target}`, payload: deliveryBody(project.id, over) });
    expect((await patch(undefined, {})).statusCode).toBe(401);
    expect((await patch(viewer, {})).statusCode).toBe(403);
    expect((await patch(manager.cookie, {}, 999999)).statusCode).toBe(404);
    const bad = await patch(manager.cookie, { supplier: "" });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toContain("Supplier is required");
    const other = await buildProject(t.db);
    expect((await patch(manager.cookie, { projectId: other.id })).statusCode).toBe(400);
    const res = await patch(manager.cookie, { date: "2025-03-15", transportDistance: 25, lineItems: [line({ weight: 10, weightUnit: "tonnes" })] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ date: "2025-03-15", transportWeight: 10, transportKg: 42.865, materialKg: 1187.931, carbonEmitted: 1230.796 });
    const stored = await t.db
      .select()
      .from(carbonFigures)
      .where(ownedBy({ kind: "delivery", id: id }));
    expect(stored.map((f) => [f.kgCo2e, f.date])).toEqual([
      ["42.865", "2025-03-15"],
      ["1187.931", "2025-03-15"],
    ]);
    const [row] = await t.db.select().from(carbonEntries).where(eq(carbonEntries.id, id));
    expect(row.carbonEmitted).toBe("1230.796");
    expect(await lastLog(t.db)).toMatchObject({ action: "delivery_updated", entityId: String(id) });
  });

  it("delete needs Contracts delete; the delivery goes to the recycle bin and its figures go with it", async () => {
    const { id } = await create();
    const del = (cookie: string | undefined) => call(t.app, cookie, { method: "DELETE", url: `/api/deliveries/${id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del((await signedIn(t, { role: "Site Manager" })).cookie)).statusCode).toBe(403); // someone else's record with Edit only (decision 0014)
    expect((await del(director)).statusCode).toBe(204);
    expect((await del(director)).statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(carbonFigures)
        .where(ownedBy({ kind: "delivery", id: id })),
    ).toEqual([]);
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(id)));
    expect(bin).toMatchObject({ recordType: "delivery", tableName: "carbon_entries" });
    expect((bin.recordData as { supplier: string }).supplier).toBe("Hanson Concrete");
    expect((bin.metadata as { figures: unknown[] }).figures).toHaveLength(2);
    expect(await lastLog(t.db)).toMatchObject({ action: "delivery_deleted", entityId: String(id), severity: "warning" });
  });

  it("a waste entry's id is not a delivery", async () => {
    const [waste] = await t.db.insert(carbonEntries).values({ projectId: project.id, date: "2025-03-14", kind: "waste" }).returning();
    expect((await call(t.app, viewer, { method: "GET", url: `/api/deliveries/${waste.id}` })).statusCode).toBe(404);
  });
});

describe("GET /api/projects/by-slug/:slug/deliveries", () => {
  it("pages the project's deliveries on the server, newest date first, with their figures", async () => {
    const p = await buildProject(t.db);
    for (const date of ["2025-03-10", "2025-03-12", "2025-03-11"]) {
      expect((await post(manager.cookie, deliveryBody(p.id, { date }))).statusCode).toBe(201);
    }
    const url = `/api/projects/by-slug/${p.slug}/deliveries?page=1&pageSize=2`;
    expect((await call(t.app, undefined, { method: "GET", url })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/projects/by-slug/no-such-project/deliveries` })).statusCode).toBe(404);
    const tooBig = await call(t.app, viewer, { method: "GET", url: `/api/projects/by-slug/${p.slug}/deliveries?pageSize=500` });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message, tooBig.body).toContain("Page size must be at most 100");
    const res = await call(t.app, viewer, { method: "GET", url });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect(page.items.map((i: { date: string }) => i.date)).toEqual(["2025-03-12", "2025-03-11"]);
    expect(page.items[0]).toMatchObject({ transportKg: 171.46, materialKg: 2375.861, carbonEmitted: 2547.321 });
    const second = (await call(t.app, viewer, { method: "GET", url: url.replace("page=1", "page=2") })).json();
    expect(second.items.map((i: { date: string }) => i.date)).toEqual(["2025-03-10"]);
  });
});
