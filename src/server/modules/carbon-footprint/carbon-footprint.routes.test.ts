import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonFactors, carbonFigures, carbonEntries, rolePermissions } from "../../db/schema/index";
import { perUnit } from "@shared/rules/carbon";
import { factorById } from "../carbon/carbon-factors.service";
import { replaceFigures, ownedBy } from "../carbon/carbon-figures.service";
import { seedSiteCarbon } from "./carbon-footprint.test-support";

let t: TestApp;
let viewer: string;
let refused: string;
let project: Awaited<ReturnType<typeof buildProject>>;
let seeded: Awaited<ReturnType<typeof seedSiteCarbon>>;

beforeAll(async () => {
  t = await createTestApp();
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  refused = (await signedIn(t, { role: "Other" })).cookie;
  await t.db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Carbon Tracking")));
  project = await buildProject(t.db, { name: "Riverside Flats Phase 2" });
  seeded = await seedSiteCarbon(t.db, project.id);
});
afterAll(() => t.close());

const get = (url: string, ...as: [cookie?: string | undefined]) => call(t.app, as.length ? as[0] : viewer, { method: "GET", url });
const footprintUrl = (q = "", slug = project.slug) => `/api/projects/by-slug/${slug}/carbon-footprint${q}`;
const figuresUrl = (q = "", slug = project.slug) => `/api/projects/by-slug/${slug}/carbon-figures${q}`;

describe("GET /api/projects/by-slug/:slug/carbon-footprint", () => {
  it("401 signed out, 403 without Carbon Tracking view, 404 for an unknown or deleted project", async () => {
    expect((await get(footprintUrl(), undefined)).statusCode).toBe(401);
    expect((await get(footprintUrl(), refused)).statusCode).toBe(403);
    expect((await get(footprintUrl("", "no-such-project"))).statusCode).toBe(404);
    const gone = await buildProject(t.db, { deletedAt: new Date() });
    const res = await get(footprintUrl("", gone.slug));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Project not found");
  });

  it("400 with a message for a bad date or a reversed range", async () => {
    const bad = await get(footprintUrl("?from=2025-02-30"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: "from", message: "From date must be a date (yyyy-MM-dd)" }]);
    const reversed = await get(footprintUrl("?from=2025-04-01&to=2025-03-01"));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ field: "to", message: "The From date must be on or before the To date" }]);
  });

  it("totals the ledger exactly: by scope, category, GHG category, month, source and factor", async () => {
    const res = await get(footprintUrl());
    expect(res.statusCode).toBe(200);
    const fp = res.json();
    // 2,570.82 diesel; 1,770 electricity; 171.46 transport + 155.861 aggregates + 12.634 concrete waste + 185.3 T&D + 6.922 car.
    expect(fp.byScope).toEqual([
      { scope: 1, kgCo2e: 2570.82 },
      { scope: 2, kgCo2e: 1770 },
      { scope: 3, kgCo2e: 532.177 },
    ]);
    expect(fp.totalKg).toBe(4872.997);
    expect(fp.figureCount).toBe(7);
    expect(fp.byCategory[0]).toEqual({ category: "fuel", label: "Plant fuel", scope: 1, kgCo2e: 2570.82, figures: 1 });
    expect(fp.byCategory).toContainEqual({ category: "transport", label: "Delivery transport", scope: 3, kgCo2e: 171.46, figures: 1 });
    expect(fp.byCategory).toContainEqual({ category: "transmission", label: "Transmission and distribution losses", scope: 3, kgCo2e: 185.3, figures: 1 });
    expect(fp.byGhgCategory).toEqual([
      { ghgCategory: 1, label: "Purchased goods and services", kgCo2e: 155.861, figures: 1 },
      { ghgCategory: 3, label: "Fuel- and energy-related activities", kgCo2e: 185.3, figures: 1 },
      { ghgCategory: 4, label: "Upstream transportation and distribution", kgCo2e: 171.46, figures: 1 },
      { ghgCategory: 5, label: "Waste generated in operations", kgCo2e: 12.634, figures: 1 },
      { ghgCategory: 6, label: "Business travel", kgCo2e: 6.922, figures: 1 },
    ]);
    expect(fp.byMonth).toEqual([
      { month: "2025-03", scope1: 2570.82, scope2: 0, scope3: 327.321, totalKg: 2898.141 },
      { month: "2025-04", scope1: 0, scope2: 1770, scope3: 204.856, totalKg: 1974.856 },
    ]);
    expect(fp.bySource).toContainEqual({ sourceKind: "delivery", records: 1, figures: 2, kgCo2e: 327.321 });
    expect(fp.bySource).toContainEqual({ sourceKind: "energy", records: 1, figures: 2, kgCo2e: 1955.3 });
    expect(fp.factors[0]).toEqual({
      factorId: "1_101_1011_8_1",
      name: "Liquid fuels · Diesel (average biofuel blend)",
      year: 2025,
      unit: "litres",
      value: 2.57082,
      source: "DESNZ",
      figures: 1,
      kgCo2e: 2570.82,
    });
    expect(fp.factors).toHaveLength(7);
    expect(fp.setYears).toEqual([2025]);
  });

  it("a range keeps only its days; an empty range still answers every scope with zero", async () => {
    const march = (await get(footprintUrl("?from=2025-03-01&to=2025-03-31"))).json();
    expect(march.totalKg).toBe(2898.141);
    expect(march.from).toBe("2025-03-01");
    const empty = (await get(footprintUrl("?from=2024-01-01&to=2024-01-31"))).json();
    expect(empty).toMatchObject({ totalKg: 0, figureCount: 0, byCategory: [], byMonth: [], factors: [], setYears: [] });
    expect(empty.byScope).toEqual([
      { scope: 1, kgCo2e: 0 },
      { scope: 2, kgCo2e: 0 },
      { scope: 3, kgCo2e: 0 },
    ]);
  });

  it("a company factor is named by its source and left out of the DESNZ set years", async () => {
    const other = await buildProject(t.db);
    await t.db.insert(carbonFactors).values({
      factorId: "CO-fp-1",
      setYear: null,
      source: "ICE v3.0",
      isCompany: true,
      sheet: "Company factors",
      name: "Steel rebar",
      unit: "kg",
      value: "1.99",
    });
    const [entry] = await t.db.insert(carbonEntries).values({ projectId: other.id, date: "2025-05-01", kind: "delivery" }).returning();
    const rebar = await factorById(t.db, "CO-fp-1");
    await replaceFigures(t.db, { kind: "delivery", id: entry.id }, { projectId: other.id, date: entry.date }, [
      perUnit(500, rebar, { scope: 3, category: "materials", ghgCategory: 1, description: "Rebar" }),
    ]);
    const fp = (await get(footprintUrl("", other.slug))).json();
    expect(fp.totalKg).toBe(995);
    expect(fp.factors).toEqual([
      { factorId: "CO-fp-1", name: "Steel rebar", year: null, unit: "kg", value: 1.99, source: "ICE v3.0", figures: 1, kgCo2e: 995 },
    ]);
    expect(fp.setYears).toEqual([]);
  });
});

describe("GET /api/projects/by-slug/:slug/carbon-figures", () => {
  it("401, 403, 404", async () => {
    expect((await get(figuresUrl(), undefined)).statusCode).toBe(401);
    expect((await get(figuresUrl(), refused)).statusCode).toBe(403);
    expect((await get(figuresUrl("", "no-such-project"))).statusCode).toBe(404);
  });

  it("400 for a bad scope, category, month or range", async () => {
    for (const [q, field, message] of [
      ["?scope=4", "scope", "Scope must be 1, 2 or 3"],
      ["?scope=x", "scope", "Scope must be 1, 2 or 3"],
      ["?category=coal", "category", "Unknown carbon category"],
      ["?month=2025-13", "month", "Month must be a month (yyyy-MM)"],
      ["?from=2025-05-01&to=2025-04-01", "to", "The From date must be on or before the To date"],
      ["?pageSize=500", "pageSize", "Page size must be at most 100"],
    ]) {
      const res = await get(figuresUrl(q));
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors, q).toEqual([{ field, message }]);
    }
  });

  it("pages the ledger newest first, each row with its factor and the record it came from", async () => {
    const res = await get(figuresUrl("?pageSize=2"));
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 7, pageCount: 4, totalKg: 4872.997 });
    expect(page.items.map((f: { date: string }) => f.date)).toEqual(["2025-04-30", "2025-04-30"]);
    expect(page.items[0]).toMatchObject({ sourceKind: "energy", sourceId: seeded.energy.id });
    const scope1 = (await get(figuresUrl("?scope=1"))).json();
    expect(scope1.items).toEqual([
      expect.objectContaining({
        sourceKind: "plant",
        sourceId: seeded.plant.id,
        scope: 1,
        category: "fuel",
        activityAmount: 1000,
        activityUnit: "litres",
        kgCo2e: 2570.82,
        factor: {
          factorId: "1_101_1011_8_1",
          year: 2025,
          unit: "litres",
          value: 2.57082,
          source: "DESNZ",
          name: "Liquid fuels · Diesel (average biofuel blend)",
        },
      }),
    ]);
    const transport = (await get(figuresUrl("?category=transport&month=2025-03"))).json();
    expect(transport).toMatchObject({ total: 1, totalKg: 171.46 });
    expect(transport.items[0]).toMatchObject({
      sourceKind: "delivery",
      sourceId: seeded.delivery.id,
      ghgCategory: 4,
      activityAmount: 1000,
      activityUnit: "tonne.km",
    });
    expect((await get(figuresUrl("?scope=3&month=2025-04"))).json()).toMatchObject({ total: 3, totalKg: 204.856 });
    expect((await get(figuresUrl("?from=2025-04-15&to=2025-04-15"))).json().items).toEqual([
      expect.objectContaining({ sourceKind: "visitor", sourceId: seeded.visitor.id, kgCo2e: 6.922 }),
    ]);
  });

  it("a deleted record takes its figures out of the totals", async () => {
    const other = await buildProject(t.db);
    const s = await seedSiteCarbon(t.db, other.id);
    const director = (await signedIn(t, { role: "Director" })).cookie;
    expect((await call(t.app, director, { method: "DELETE", url: `/api/plant-entries/${s.plant.id}` })).statusCode).toBe(204);
    expect((await get(footprintUrl("", other.slug))).json().byScope[0]).toEqual({ scope: 1, kgCo2e: 0 });
    expect(
      await t.db
        .select()
        .from(carbonFigures)
        .where(ownedBy({ kind: "plant", id: s.plant.id })),
    ).toEqual([]);
  });
});
