import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonEntries, projects, rolePermissions } from "../../db/schema/index";
import { seedSiteCarbon } from "./carbon-footprint.test-support";
import { removeFigures } from "../carbon/carbon-figures.service";

let t: TestApp;
let viewer: string;
let refused: string;
let big: Awaited<ReturnType<typeof buildProject>>;
let small: Awaited<ReturnType<typeof buildProject>>;
let quiet: Awaited<ReturnType<typeof buildProject>>;
let liveCount: number;

beforeAll(async () => {
  t = await createTestApp();
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  refused = (await signedIn(t, { role: "Other" })).cookie;
  await t.db
    .update(rolePermissions)
    .set({ canView: false })
    .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Carbon Tracking")));
  big = await buildProject(t.db, { name: "Big Site" });
  small = await buildProject(t.db, { name: "Small Site" });
  quiet = await buildProject(t.db, { name: "Quiet Site" });
  await seedSiteCarbon(t.db, big.id);
  const s = await seedSiteCarbon(t.db, small.id);
  // Small Site has no plant: its Scope 1 is zero.
  await removeFigures(t.db, { kind: "plant", id: s.plant.id });
  await t.db.delete(carbonEntries).where(eq(carbonEntries.id, s.plant.id));
  const gone = await buildProject(t.db, { name: "Deleted Site", deletedAt: new Date() });
  await seedSiteCarbon(t.db, gone.id);
  liveCount = (await t.db.select().from(projects).where(isNull(projects.deletedAt))).length;
});
afterAll(() => t.close());

const get = (url: string, cookie: string | undefined) => call(t.app, cookie, { method: "GET", url });

describe("GET /api/carbon-footprint", () => {
  it("401 signed out, 403 without Carbon Tracking view", async () => {
    expect((await get("/api/carbon-footprint", undefined)).statusCode).toBe(401);
    expect((await get("/api/carbon-footprint", refused)).statusCode).toBe(403);
  });

  it("400 with messages for bad dates, a reversed range or a bad page", async () => {
    for (const [q, field, message] of [
      ["?from=yesterday", "from", "From date must be a date (yyyy-MM-dd)"],
      ["?from=2025-05-01&to=2025-04-01", "to", "The From date must be on or before the To date"],
      ["?page=0", "page", "Page must be 1 or more"],
    ]) {
      const res = await get(`/api/carbon-footprint${q}`, viewer);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors, q).toEqual([{ field, message }]);
    }
  });

  it("every live project with its totals by scope, largest first, and the company's total", async () => {
    const res = await get("/api/carbon-footprint?pageSize=100", viewer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(liveCount);
    expect(body.items[0]).toEqual({
      project: { id: big.id, name: "Big Site", slug: big.slug, code: big.code, status: "Open" },
      scope1: 2570.82,
      scope2: 1770,
      scope3: 532.177,
      totalKg: 4872.997,
      figures: 7,
    });
    expect(body.items[1]).toMatchObject({ project: { id: small.id }, scope1: 0, scope2: 1770, scope3: 532.177, totalKg: 2302.177, figures: 6 });
    expect(body.items.find((r: { project: { id: number } }) => r.project.id === quiet.id)).toMatchObject({ totalKg: 0, scope1: 0, figures: 0 });
    expect(body.items.some((r: { project: { name: string } }) => r.project.name === "Deleted Site")).toBe(false);
    expect(body.company).toEqual({ scope1: 2570.82, scope2: 3540, scope3: 1064.354, totalKg: 7175.174, projects: 2 });
  });

  it("a range and paging", async () => {
    const march = (await get("/api/carbon-footprint?from=2025-03-01&to=2025-03-31&pageSize=1", viewer)).json();
    expect(march).toMatchObject({ page: 1, pageSize: 1, total: liveCount, pageCount: liveCount, from: "2025-03-01", to: "2025-03-31" });
    expect(march.items).toEqual([
      expect.objectContaining({ project: expect.objectContaining({ id: big.id }), scope1: 2570.82, scope2: 0, scope3: 327.321, totalKg: 2898.141 }),
    ]);
    expect(march.company).toEqual({ scope1: 2570.82, scope2: 0, scope3: 654.642, totalKg: 3225.462, projects: 2 });
    const second = (await get("/api/carbon-footprint?from=2025-03-01&to=2025-03-31&pageSize=1&page=2", viewer)).json();
    expect(second.items[0]).toMatchObject({ project: { id: small.id }, totalKg: 327.321 });
  });
});
