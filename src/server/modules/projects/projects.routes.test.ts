import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { buildProject, buildUser } from "../../seed/factories";
import { diaryEntries, projects, recycleBin } from "../../db/schema/index";
import { api, lastLog, messagesOf, sessionsFor, validProject, type Sessions } from "./projects.test-support";

let t: TestApp;
let s: Sessions;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  s = await sessionsFor(t);
  http = api(t);
});
afterAll(() => t.close());

describe("POST /api/projects", () => {
  it("401 signed out, 403 for a Viewer (Contracts view only)", async () => {
    expect((await http.post(undefined, "/api/projects", validProject())).statusCode).toBe(401);
    const res = await http.post(s.viewer, "/api/projects", validProject());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You do not have permission to do this");
  });

  it("400 with each field's message", async () => {
    const res = await http.post(s.admin, "/api/projects", {
      name: "  ",
      address: "",
      postcode: "LS99",
      status: "Finished",
      clientContact2Email: "not-an-email",
      clientContact3Phone: "12345",
      budgetLabour: "-10",
      budgetPlant: "12.345",
      contractValue: "12345678901234",
      budget: "lots",
      startDate: "2025-02-30",
      projectManagerId: "abc",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Project name is required");
    expect(messagesOf(res)).toEqual({
      name: "Project name is required",
      address: "Address is required",
      postcode: "Please enter a valid UK postcode, e.g. SW1A 1AA",
      status: "Status must be one of: Open, On Hold, Completed, Closed",
      clientContact2Email: "Please enter a valid email address for contact 2",
      clientContact3Phone: "Please enter a valid phone number for contact 3, e.g. 0113 496 0000",
      budgetLabour: "Labour budget cannot be negative",
      budgetPlant: "Plant budget can have at most 2 decimal places",
      contractValue: "Contract value is too large (at most 13 digits before the decimal point)",
      budget: "Total budget must be an amount in pounds, e.g. 250000 or 1250.50",
      startDate: "Start date must be a valid date",
      projectManagerId: "Choose a project manager from the team",
    });
  });

  it("400 when the name is missing altogether or the finish is before the start", async () => {
    const missing = await http.post(s.admin, "/api/projects", { address: "1 Road" });
    expect(missing.statusCode).toBe(400);
    expect(messagesOf(missing)).toEqual({ name: "Project name is required" });
    const dates = await http.post(s.admin, "/api/projects", validProject({ startDate: "2025-06-01", finishDate: "2025-05-31" }));
    expect(dates.statusCode).toBe(400);
    expect(messagesOf(dates)).toEqual({ finishDate: "Finish date cannot be before the start date" });
  });

  it("400 when a manager is not an active member of the team", async () => {
    const gone = await buildUser(t.db, { status: "deactivated" });
    const res = await http.post(s.admin, "/api/projects", validProject({ projectManagerId: gone.id, siteManagerId: 999999 }));
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({
      projectManagerId: "The project manager must be an active member of the team",
      siteManagerId: "The site manager must be an active member of the team",
    });
  });

  it("creates the contract: normalised values, a slug from the name, originals kept, managers named, audited", async () => {
    const res = await http.post(
      s.siteManager.cookie,
      "/api/projects",
      validProject({ projectManagerId: s.director.user.id, siteManagerId: s.siteManager.user.id }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: "Riverside Apartments",
      slug: "riverside-apartments",
      status: "Open",
      postcode: "LS1 4AP",
      contractValue: "1250000.00",
      originalContractValue: "1250000.00",
      budget: "980000.50",
      originalBudget: "980000.50",
      budgetLabour: "250000.00",
      originalBudgetLabour: "250000.00",
      budgetWaste: null,
      originalBudgetWaste: null,
      projectManager: { id: s.director.user.id, name: "Dana Director" },
      siteManager: { id: s.siteManager.user.id, name: "Sam Site" },
      startDate: "2025-03-03",
    });
    expect(body.clientContacts).toHaveLength(5);
    expect(body.clientContacts[0]).toEqual({ name: "Sarah Price", phone: "0113 496 0000", email: "sarah.price@harbour.example" });
    expect(body.clientContacts[4]).toEqual({ name: null, phone: null, email: null });
    expect(body).not.toHaveProperty("deletedAt");
    expect(await lastLog(t)).toMatchObject({ action: "project_created", entityId: String(body.id), category: "projects" });
  });

  it("makes slugs unique with -2, -3, counting deleted projects, ASCII-folded", async () => {
    await buildProject(t.db, { name: "Old Mill", slug: "old-mill", deletedAt: new Date() });
    const a = await http.post(s.admin, "/api/projects", validProject({ name: "Old Mill" }));
    const b = await http.post(s.admin, "/api/projects", validProject({ name: "Old  Mill!" }));
    expect([a.json().slug, b.json().slug]).toEqual(["old-mill-2", "old-mill-3"]);
    const folded = await http.post(s.admin, "/api/projects", validProject({ name: "Crème Brûlée Café & Bar" }));
    expect(folded.json().slug).toBe("creme-brulee-cafe-and-bar");
  });
});

describe("GET /api/projects/:id and /api/projects/by-slug/:slug", () => {
  it("401 signed out, 403 without Contracts view", async () => {
    const p = await buildProject(t.db);
    expect((await http.get(undefined, `/api/projects/${p.id}`)).statusCode).toBe(401);
    expect((await http.get(undefined, `/api/projects/by-slug/${p.slug}`)).statusCode).toBe(401);
    expect((await http.get(s.outsider, `/api/projects/${p.id}`)).statusCode).toBe(403);
    expect((await http.get(s.outsider, `/api/projects/by-slug/${p.slug}`)).statusCode).toBe(403);
  });

  it("400 for an id that is not a number; 404 for an unknown one", async () => {
    const bad = await http.get(s.viewer, "/api/projects/abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Project not found");
    const missing = await http.get(s.viewer, "/api/projects/987654");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Project not found");
    expect((await http.get(s.viewer, "/api/projects/by-slug/no-such-project")).statusCode).toBe(404);
  });

  it("answers the same project by id and by slug to a Viewer", async () => {
    const p = await buildProject(t.db, { name: "Quayside Offices", clientName: "Port Authority", contractValue: "500000.00" });
    const byId = await http.get(s.viewer, `/api/projects/${p.id}`);
    const bySlug = await http.get(s.viewer, `/api/projects/by-slug/${p.slug}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug.json());
    expect(byId.json()).toMatchObject({ name: "Quayside Offices", clientName: "Port Authority", contractValue: "500000.00", projectManager: null });
  });
});

describe("GET /api/projects", () => {
  it("401 signed out, 403 without Contracts view, 400 for a bad filter", async () => {
    expect((await http.get(undefined, "/api/projects")).statusCode).toBe(401);
    expect((await http.get(s.outsider, "/api/projects")).statusCode).toBe(403);
    const bad = await http.get(s.viewer, "/api/projects?status=Done&pageSize=500");
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad)).toMatchObject({ status: "Status must be one of: Open, On Hold, Completed, Closed", pageSize: "Page size must be at most 100" });
  });

  it("pages live projects, most recently updated first, with an honest budgetUsed", async () => {
    const older = await buildProject(t.db, { name: "Paging Alpha", updatedAt: new Date("2024-01-01T00:00:00Z") });
    const newer = await buildProject(t.db, { name: "Paging Beta", updatedAt: new Date("2030-01-01T00:00:00Z") });
    const first = await http.get(s.viewer, "/api/projects?q=paging&pageSize=1");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, pageSize: 1, total: 2, pageCount: 2 });
    expect(first.json().items[0]).toMatchObject({ id: newer.id, budgetUsed: { spentToDate: "0.00", costsRecorded: false } });
    const second = await http.get(s.viewer, "/api/projects?q=paging&pageSize=1&page=2");
    expect(second.json().items.map((p: { id: number }) => p.id)).toEqual([older.id]);
  });

  it("searches name, code, client and postcode; filters by status", async () => {
    await buildProject(t.db, { name: "Search Target", code: "ZX-991", clientName: "Blyth Estates", postcode: "NE24 2AA", status: "On Hold" });
    for (const q of ["search targ", "zx-991", "blyth", "ne24"]) {
      const res = await http.get(s.viewer, `/api/projects?q=${encodeURIComponent(q)}`);
      expect(
        res.json().items.map((p: { name: string }) => p.name),
        q,
      ).toEqual(["Search Target"]);
    }
    const held = await http.get(s.viewer, "/api/projects?status=On%20Hold");
    expect(held.json().items.every((p: { status: string }) => p.status === "On Hold")).toBe(true);
    expect(held.json().items.map((p: { name: string }) => p.name)).toContain("Search Target");
    const open = await http.get(s.viewer, "/api/projects?status=Open&q=search%20target");
    expect(open.json().total).toBe(0);
    const wildcard = await http.get(s.viewer, "/api/projects?q=%25");
    expect(wildcard.json().total).toBe(0);
  });
});

describe("DELETE /api/projects/:id", () => {
  it("401 signed out, 403 for a Site Manager and a Viewer, 404 for an unknown id", async () => {
    const p = await buildProject(t.db);
    expect((await http.del(undefined, `/api/projects/${p.id}`)).statusCode).toBe(401);
    expect((await http.del(s.siteManager.cookie, `/api/projects/${p.id}`)).statusCode).toBe(403);
    expect((await http.del(s.viewer, `/api/projects/${p.id}`)).statusCode).toBe(403);
    expect((await http.del(s.director.cookie, "/api/projects/987654")).statusCode).toBe(404);
    expect((await http.del(s.director.cookie, "/api/projects/abc")).statusCode).toBe(400);
  });

  it("hides the project everywhere, keeps its diary, and writes the recycle bin row and the audit", async () => {
    const created = (await http.post(s.admin, "/api/projects", validProject({ name: "Doomed Depot" }))).json();
    await t.db.insert(diaryEntries).values([
      { projectId: created.id, date: "2025-03-04", author: "Sam Site", workSummary: "Groundworks", labor: "{}" },
      { projectId: created.id, date: "2025-03-05", author: "Sam Site", workSummary: "Drainage", labor: "{}" },
    ]);
    const res = await http.del(s.director.cookie, `/api/projects/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, name: "Doomed Depot" });

    expect((await http.get(s.admin, `/api/projects/${created.id}`)).statusCode).toBe(404);
    expect((await http.get(s.admin, `/api/projects/by-slug/${created.slug}`)).statusCode).toBe(404);
    expect((await http.get(s.admin, "/api/projects?q=doomed")).json().total).toBe(0);
    expect((await http.del(s.director.cookie, `/api/projects/${created.id}`)).statusCode).toBe(404);
    expect((await http.patch(s.admin, `/api/projects/${created.id}`, { name: "Back" })).statusCode).toBe(404);

    const [row] = await t.db.select().from(projects).where(eq(projects.id, created.id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(diaryEntries).where(eq(diaryEntries.projectId, created.id))).toHaveLength(2);

    const [bin] = await t.db.select().from(recycleBin).orderBy(desc(recycleBin.id)).limit(1);
    expect(bin).toMatchObject({
      recordType: "project",
      tableName: "projects",
      recordId: String(created.id),
      recordName: "Doomed Depot",
      deletedBy: s.director.user.id,
      deletedByName: "Dana Director",
      isRestored: false,
    });
    expect(bin.recordData).toMatchObject({ id: created.id, slug: created.slug, budgetLabour: "250000.00" });
    expect(bin.metadata).toMatchObject({ slug: created.slug, dependents: { diaryEntries: 2, files: 0, budgetChanges: 0 } });
    const days = (bin.expiresAt.getTime() - bin.deletedAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
    expect(await lastLog(t)).toMatchObject({
      action: "project_deleted",
      entityId: String(created.id),
      metadata: expect.objectContaining({ recycleBinId: bin.id }),
    });
  });

  it("never reuses a deleted project's slug", async () => {
    const first = (await http.post(s.admin, "/api/projects", validProject({ name: "Reused Name" }))).json();
    await http.del(s.admin, `/api/projects/${first.id}`);
    const again = (await http.post(s.admin, "/api/projects", validProject({ name: "Reused Name" }))).json();
    expect(again.slug).toBe("reused-name-2");
  });
});

describe("GET /api/projects/team-options", () => {
  it("401 signed out, 403 without Contracts view, 400 for a bad limit", async () => {
    expect((await http.get(undefined, "/api/projects/team-options")).statusCode).toBe(401);
    expect((await http.get(s.outsider, "/api/projects/team-options")).statusCode).toBe(403);
    const bad = await http.get(s.viewer, "/api/projects/team-options?limit=0");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Limit must be 1 or more");
  });

  it("lists active people by name with their role only, searchable and capped", async () => {
    await buildUser(t.db, { name: "Zara Pickable", role: "Project Manager" });
    await buildUser(t.db, { name: "Zed Pickable", role: "Site Manager", status: "deactivated" });
    const res = await http.get(s.viewer, "/api/projects/team-options?q=pickable");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [{ id: expect.any(Number), name: "Zara Pickable", role: "Project Manager" }], total: 1 });
    const capped = await http.get(s.viewer, "/api/projects/team-options?limit=2");
    expect(capped.json().items).toHaveLength(2);
    expect(capped.json().total).toBeGreaterThan(2);
  });
});
