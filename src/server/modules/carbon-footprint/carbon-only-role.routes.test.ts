import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { RESOURCES } from "@shared/identity/permissions";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonEntries, rolePermissions } from "../../db/schema/index";
import { seedSiteCarbon } from "./carbon-footprint.test-support";

/**
 * A role with Carbon Tracking view and nothing else (decision 0015): carbon figures with each
 * project labelled by name, code and slug, nothing of the project or the site records' paperwork,
 * and 403 from the project routes. A Viewer (Contracts and Carbon Tracking view) sees the details.
 */
let t: TestApp;
let carbonOnly: string;
let viewer: string;
let project: Awaited<ReturnType<typeof buildProject>>;
let seeded: Awaited<ReturnType<typeof seedSiteCarbon>>;

beforeAll(async () => {
  t = await createTestApp();
  // "QS" tailored in Team Management: every page unticked but Carbon Tracking › View.
  await t.db.delete(rolePermissions).where(eq(rolePermissions.role, "QS"));
  await t.db
    .insert(rolePermissions)
    .values(
      RESOURCES.map((resource) => ({ role: "QS", resource, canView: resource === "Carbon Tracking", canEdit: false, canCreate: false, canDelete: false })),
    );
  carbonOnly = (await signedIn(t, { role: "QS" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  project = await buildProject(t.db, {
    name: "Riverside Flats Phase 2",
    code: "RF-002",
    clientName: "Leeds Housing Trust",
    address: "Kirkstall Road, Leeds",
    postcode: "LS4 2AA",
    budget: "1250000.00",
  });
  seeded = await seedSiteCarbon(t.db, project.id);
  await t.db
    .update(carbonEntries)
    .set({ notes: "Gate 2 access only", poNumber: "PO-7781", deliveryNoteNumber: "DN-5521", carrier: "Ace Haulage", wasteTransferNote: "WTN-1001" })
    .where(eq(carbonEntries.projectId, project.id));
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => call(t.app, cookie, { method: "GET", url });
const label = () => ({ id: project.id, name: "Riverside Flats Phase 2", code: "RF-002", slug: project.slug });
const PAPERWORK = ["notes", "createdBy", "poNumber", "deliveryNoteNumber", "carrier", "wasteTransferNote"];

describe("a role with Carbon Tracking view but no Contracts view", () => {
  it("is refused the project routes (403)", async () => {
    expect((await get(carbonOnly, `/api/projects/by-slug/${project.slug}`)).statusCode).toBe(403);
    expect((await get(carbonOnly, "/api/projects")).statusCode).toBe(403);
    expect((await get(carbonOnly, `/api/projects/by-slug/${project.slug}/diary-entries`)).statusCode).toBe(403);
  });

  it("reads the project's footprint and ledger with the project's name, code and slug only", async () => {
    const fp = await get(carbonOnly, `/api/projects/by-slug/${project.slug}/carbon-footprint`);
    expect(fp.statusCode).toBe(200);
    expect(fp.json().project).toEqual(label());
    expect(fp.json().totalKg).toBeGreaterThan(0);
    expect(fp.body).not.toContain("Leeds Housing Trust");
    expect(fp.body).not.toContain("Kirkstall Road");
    const figures = await get(carbonOnly, `/api/projects/by-slug/${project.slug}/carbon-figures`);
    expect(figures.statusCode).toBe(200);
    expect(figures.json().items.length).toBeGreaterThan(0);
  });

  it("sees the company overview without the projects' status", async () => {
    const res = await get(carbonOnly, "/api/carbon-footprint?pageSize=100");
    expect(res.statusCode).toBe(200);
    const row = res.json().items.find((r: { project: { id: number } }) => r.project.id === project.id);
    expect(row.project).toEqual(label());
    expect(row.totalKg).toBeGreaterThan(0);
    const full = (await get(viewer, "/api/carbon-footprint?pageSize=100")).json().items.find((r: { project: { id: number } }) => r.project.id === project.id);
    expect(full.project).toEqual({ ...label(), status: "Open" });
  });

  it("sees each plant, delivery and waste record's carbon but not its paperwork", async () => {
    for (const url of [`/api/carbon-entries?projectId=${project.id}`, `/api/projects/by-slug/${project.slug}/carbon-entries`]) {
      const res = await get(carbonOnly, url);
      expect(res.statusCode).toBe(200);
      const items = res.json().items;
      expect(items).toHaveLength(3);
      for (const item of items) {
        expect(item.project).toEqual(label());
        expect(item.carbonEmitted).toBeGreaterThan(0);
        expect(item.figures.length).toBeGreaterThan(0);
        for (const key of PAPERWORK) expect(item).not.toHaveProperty(key);
      }
      for (const hidden of ["Gate 2 access only", "PO-7781", "DN-5521", "Ace Haulage", "WTN-1001", "Pat Site"]) expect(res.body).not.toContain(hidden);
    }
    const full = (await get(viewer, `/api/projects/by-slug/${project.slug}/carbon-entries`)).json().items;
    const plant = full.find((e: { id: number }) => e.id === seeded.plant.id);
    expect(plant).toMatchObject({ createdBy: "Pat Site", notes: "Gate 2 access only", poNumber: "PO-7781" });
  });

  it("downloads the carbon report without the client or the site address", async () => {
    const text = async (cookie: string) => {
      const res = await get(cookie, `/api/projects/by-slug/${project.slug}/carbon-report.pdf`);
      expect(res.statusCode).toBe(200);
      return (await extractText(new Uint8Array(res.rawPayload), { mergePages: true })).text.replace(/\s+/g, " ");
    };
    const trimmed = await text(carbonOnly);
    expect(trimmed).toContain("Riverside Flats Phase 2");
    expect(trimmed).toContain("RF-002");
    expect(trimmed).not.toContain("Leeds Housing Trust");
    expect(trimmed).not.toContain("Kirkstall Road");
    const full = await text(viewer);
    expect(full).toContain("Leeds Housing Trust");
    expect(full).toContain("Kirkstall Road");
  });
});
