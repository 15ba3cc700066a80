import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { projectSummarySchema, type ProjectSummary } from "@shared/projects/project-summary";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { budgetChangeLogs, carbonEntries, diaryEntries, rolePermissions } from "../../db/schema/index";
import { seedSiteCarbon } from "../carbon-footprint/carbon-footprint.test-support";

/** GET /api/projects/by-slug/{slug}/summary: the contract page's budget panel (issue 11 item 15). */
let t: TestApp;
let viewer: string;
let contractsOnly: string;
let refused: string;
let project: Awaited<ReturnType<typeof buildProject>>;
let seeded: Awaited<ReturnType<typeof seedSiteCarbon>>;

const labour = (company: string, startTime: string, finishTime: string, hours: number, details: string) =>
  JSON.stringify({ company, jobRole: "Groundworker", plant: "", startTime, finishTime, hours, labour: details });

beforeAll(async () => {
  t = await createTestApp();
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await t.db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, "Site Supervisor"), eq(rolePermissions.resource, "Carbon Tracking")));
  contractsOnly = (await signedIn(t, { role: "Site Supervisor" })).cookie;
  await t.db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Contracts")));
  refused = (await signedIn(t, { role: "Other" })).cookie;

  project = await buildProject(t.db, { budgetLabour: "1400.00", originalBudgetLabour: "1000.00", budgetPlant: "5000.00", originalBudgetPlant: "5000.00" });
  const pid = project.id;
  await t.db.insert(diaryEntries).values([
    {
      projectId: pid,
      date: "2025-03-10",
      author: "Sam Foreman",
      workSummary: "Foundations",
      labor: labour("Acme Groundworks", "08:00", "16:00", 8, "4 operatives"),
    },
    { projectId: pid, date: "2025-03-10", author: "Jo Night", workSummary: "Night pour", labor: labour("Concrete Co", "22:00", "06:00", 8, "2 operatives") },
    { projectId: pid, date: "2025-03-11", author: "Sam Foreman", workSummary: "Tidy", labor: labour("acme groundworks", "08:00", "08:30", 0.5, "Site team") },
    // Unreadable labour counts as empty (product.md §8), never as an error.
    { projectId: pid, date: "2025-03-12", author: "Sam Foreman", workSummary: "Scaffold inspection", labor: "not json at all" },
  ]);
  seeded = await seedSiteCarbon(t.db, pid);
  await t.db.insert(carbonEntries).values([
    { projectId: pid, date: "2025-03-11", kind: "plant", plantItem: "3t dumper", hours: "7.50", fuelType: "diesel", fuelLitres: "45.5" },
    {
      projectId: pid,
      date: "2025-03-12",
      kind: "delivery",
      supplier: "Readymix North",
      transportWeight: "30.25",
      lineItems: [
        { description: "C32/40 concrete", quantity: 12.5, unit: "m3" },
        { description: "Blocks", quantity: 200, unit: "nr" },
        { description: "C32/40 concrete", quantity: 2.5, unit: "m3" },
      ],
    },
  ]);
  // Seven changes to the labour budget, one minute apart: the summary carries the latest five.
  await t.db.insert(budgetChangeLogs).values(
    [1, 2, 3, 4, 5, 6, 7].map((i) => ({
      projectId: pid,
      fieldName: "labour",
      oldValue: String(1000 + (i - 1) * 50),
      newValue: String(1000 + i * 50),
      reason: `Variation ${i}`,
      changedAt: new Date(`2025-04-01T09:0${i}:00.000Z`),
      createdBy: "Dana Director",
    })),
  );
  await t.db
    .insert(budgetChangeLogs)
    .values({ projectId: pid, fieldName: "contract_value", oldValue: "1", newValue: "2", reason: "Not a cost head", createdBy: "Dana Director" });
});
afterAll(() => t.close());

const url = (slug = project.slug) => `/api/projects/by-slug/${slug}/summary`;

describe("GET /api/projects/by-slug/:slug/summary", () => {
  it("401 signed out, 403 without Contracts view, 404 for an unknown or deleted project", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: url() })).statusCode).toBe(401);
    expect((await call(t.app, refused, { method: "GET", url: url() })).statusCode).toBe(403);
    const unknown = await call(t.app, viewer, { method: "GET", url: url("no-such-project") });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Project not found");
    const gone = await buildProject(t.db, { deletedAt: new Date() });
    expect((await call(t.app, viewer, { method: "GET", url: url(gone.slug) })).statusCode).toBe(404);
  });

  it("gives each cost head's original and current budget with its latest changes, newest first", async () => {
    const res = await call(t.app, viewer, { method: "GET", url: url() });
    expect(res.statusCode).toBe(200);
    const body = projectSummarySchema.parse(res.json());
    expect(body.budgets.map((b) => b.head)).toEqual(["budgetLabour", "budgetPlant", "budgetMaterials", "budgetWaste", "budgetEnergy"]);
    const [labourBudget, plantBudget, materials] = body.budgets;
    expect(labourBudget).toMatchObject({ logName: "labour", original: "1000.00", current: "1400.00", changeCount: 7 });
    expect(labourBudget.changes.map((c) => c.reason)).toEqual(["Variation 7", "Variation 6", "Variation 5", "Variation 4", "Variation 3"]);
    expect(labourBudget.changes[0]).toMatchObject({ oldValue: "1300", newValue: "1350", createdBy: "Dana Director", changedAt: "2025-04-01T09:07:00.000Z" });
    expect(plantBudget).toMatchObject({ original: "5000.00", current: "5000.00", changeCount: 0, changes: [] });
    expect(materials).toMatchObject({ original: null, current: null, changeCount: 0 });
    expect(body.costsRecorded).toBe(false);
  });

  it("adds up what the records show: labour, plant, deliveries, waste, energy and visitors, with carbon for a carbon reader", async () => {
    const body = (await call(t.app, viewer, { method: "GET", url: url() })).json() as ProjectSummary;
    expect(body.records.labour).toEqual({ entries: 4, hours: 16.5, operatives: 6, companies: 2 });
    const kg = (v: number) => Math.round(v * 1000) / 1000;
    expect(body.records.plant).toEqual({ entries: 2, hours: 7.5, litres: 1045.5, kgCo2e: kg(seeded.kg.plant) });
    expect(body.records.deliveries).toEqual({
      count: 2,
      tonnes: 50.25,
      quantities: [
        { unit: "nr", quantity: 200 },
        { unit: "m3", quantity: 15 },
      ],
      kgCo2e: kg(seeded.kg.delivery),
    });
    expect(body.records.waste).toEqual({ movements: 1, tonnes: 10, kgCo2e: kg(seeded.kg.waste) });
    expect(body.records.energy).toEqual({ readings: 1, quantities: [{ unit: "kWh", quantity: 10000 }], kgCo2e: kg(seeded.kg.energy) });
    expect(body.records.visitors).toEqual({ visits: 1, kgCo2e: kg(seeded.kg.visitor) });
    expect(body.records.scope3).toEqual({ entries: 0, kgCo2e: 0 });
    const total = Object.values(seeded.kg).reduce((s, v) => s + v, 0);
    expect(body.kgCo2e).toBeCloseTo(total, 3);
    expect(body.kgCo2e).toBeGreaterThan(0);
  });

  it("leaves every carbon figure out for a role with Contracts view but no Carbon Tracking view", async () => {
    const res = await call(t.app, contractsOnly, { method: "GET", url: url() });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/kgCo2e|scope3/);
    const body = res.json() as ProjectSummary;
    expect(body.kgCo2e).toBeUndefined();
    expect(body.records.plant).toEqual({ entries: 2, hours: 7.5, litres: 1045.5 });
    expect(body.records.labour.hours).toBe(16.5);
  });

  it("the contracts list says which contracts have records logged, for the card's wording", async () => {
    const empty = await buildProject(t.db, { name: "Quiet Yard Depot" });
    const list = async (q: string) => (await call(t.app, viewer, { method: "GET", url: `/api/projects?q=${encodeURIComponent(q)}` })).json().items;
    expect((await list(project.name))[0].budgetUsed).toMatchObject({ spentToDate: "0.00", costsRecorded: false, recordsLogged: true });
    expect((await list(empty.name))[0].budgetUsed).toMatchObject({ spentToDate: "0.00", costsRecorded: false, recordsLogged: false });
  });

  it("reports nothing, honestly, for a contract with no records", async () => {
    const empty = await buildProject(t.db);
    const body = (await call(t.app, viewer, { method: "GET", url: url(empty.slug) })).json() as ProjectSummary;
    expect(body.records.labour).toEqual({ entries: 0, hours: 0, operatives: 0, companies: 0 });
    expect(body.records.deliveries).toEqual({ count: 0, tonnes: 0, quantities: [], kgCo2e: 0 });
    expect(body.kgCo2e).toBe(0);
  });
});
