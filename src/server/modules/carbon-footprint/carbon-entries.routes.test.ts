import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { rolePermissions } from "../../db/schema/index";
import { seedSiteCarbon } from "./carbon-footprint.test-support";

let t: TestApp;
let viewer: string;
let refused: string;
let project: Awaited<ReturnType<typeof buildProject>>;
let other: Awaited<ReturnType<typeof buildProject>>;
let seeded: Awaited<ReturnType<typeof seedSiteCarbon>>;

beforeAll(async () => {
  t = await createTestApp();
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  refused = (await signedIn(t, { role: "Other" })).cookie;
  await t.db
    .update(rolePermissions)
    .set({ canView: false })
    .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Carbon Tracking")));
  project = await buildProject(t.db, { name: "Riverside Flats Phase 2" });
  other = await buildProject(t.db, { name: "Kirkstall Road" });
  seeded = await seedSiteCarbon(t.db, project.id);
  await seedSiteCarbon(t.db, other.id);
  // A deleted project's records are never listed.
  const gone = await buildProject(t.db, { deletedAt: new Date() });
  await seedSiteCarbon(t.db, gone.id);
});
afterAll(() => t.close());

const get = (url: string, cookie: string | undefined) => call(t.app, cookie, { method: "GET", url });

describe("GET /api/carbon-entries", () => {
  it("401 signed out, 403 without Carbon Tracking view", async () => {
    expect((await get("/api/carbon-entries", undefined)).statusCode).toBe(401);
    expect((await get("/api/carbon-entries", refused)).statusCode).toBe(403);
  });

  it("400 with messages for a bad kind, date, range or project", async () => {
    for (const [q, field, message] of [
      ["?kind=energy", "kind", "Kind must be plant, delivery or waste"],
      ["?from=03/03/2025", "from", "From date must be a date (yyyy-MM-dd)"],
      ["?from=2025-04-01&to=2025-03-01", "to", "The From date must be on or before the To date"],
      ["?projectId=abc", "projectId", "Project ID must be an integer"],
    ]) {
      const res = await get(`/api/carbon-entries${q}`, viewer);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors, q).toEqual([{ field, message }]);
    }
  });

  it("pages plant, deliveries and waste of live projects, newest first, each with its figures", async () => {
    const res = await get("/api/carbon-entries?pageSize=4", viewer);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, pageSize: 4, total: 6, pageCount: 2 });
    expect(page.items.map((e: { date: string; kind: string }) => `${e.date} ${e.kind}`)).toEqual([
      "2025-04-02 waste",
      "2025-04-02 waste",
      "2025-03-10 delivery",
      "2025-03-10 delivery",
    ]);
    const delivery = page.items.find((e: { id: number }) => e.id === seeded.delivery.id);
    expect(delivery).toMatchObject({
      project: { id: project.id, name: "Riverside Flats Phase 2", slug: project.slug },
      kind: "delivery",
      description: "Aggregates · Hanson",
      supplier: "Hanson",
      transportCategory: "HGV 17-25 tonne",
      transportWeight: 20,
      transportDistance: 50,
      carbonEmitted: 327.321,
    });
    expect(delivery.figures.map((f: { kgCo2e: number }) => f.kgCo2e)).toEqual([171.46, 155.861]);
    expect(delivery.figures[0].factor).toMatchObject({ factorId: "27_304_3120_14_1", year: 2025, value: 0.17146, unit: "tonne.km" });
  });

  it("filters by project, kind and dates", async () => {
    const plant = (await get(`/api/carbon-entries?projectId=${project.id}&kind=plant`, viewer)).json();
    expect(plant.total).toBe(1);
    expect(plant.items[0]).toMatchObject({
      id: seeded.plant.id,
      kind: "plant",
      description: "20t excavator · Diesel (average biofuel blend)",
      fuelLitres: 1000,
      carbonEmitted: 2570.82,
    });
    const april = (await get(`/api/carbon-entries?from=2025-04-01&to=2025-04-30`, viewer)).json();
    expect(april.items.map((e: { kind: string }) => e.kind)).toEqual(["waste", "waste"]);
    expect(april.items[0]).toMatchObject({ wasteCode: "17 01 01", disposalRoute: "landfill", weightTonnes: 10, carbonEmitted: 12.634 });
  });
});

describe("GET /api/projects/by-slug/:slug/carbon-entries", () => {
  const url = (slug: string, q = "") => `/api/projects/by-slug/${slug}/carbon-entries${q}`;

  it("401, 403, 404, 400", async () => {
    expect((await get(url(project.slug), undefined)).statusCode).toBe(401);
    expect((await get(url(project.slug), refused)).statusCode).toBe(403);
    expect((await get(url("no-such-project"), viewer)).statusCode).toBe(404);
    const bad = await get(url(project.slug, "?kind=visitor"), viewer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Kind must be plant, delivery or waste");
  });

  it("lists only that project's records", async () => {
    const res = await get(url(project.slug), viewer);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(3);
    expect(page.items.map((e: { id: number }) => e.id)).toEqual([seeded.waste.id, seeded.delivery.id, seeded.plant.id]);
    // A projectId in the query cannot reach another project.
    expect((await get(url(project.slug, `?projectId=${other.id}`), viewer)).json().total).toBe(3);
  });
});
