import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { files, projects, recycleBin } from "../../db/schema/index";
import { purgeExpiredRecycleBin } from "../../platform/recycle-bin";
import { entryBody, lastLog, uploadedFile } from "../diary/diary.test-support";
import { energyBody } from "../energy/energy.test-support";
import { plantBody } from "../plant/plant.test-support";

let t: TestApp;
let admin: string;
let md: string;
let director: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, { role: "Admin", name: "Ada Admin" })).cookie;
  // Managing Director: Backup & Data › Edit by default; Director: view only.
  md = (await signedIn(t, { role: "Managing Director", name: "Mo Director" })).cookie;
  director = (await signedIn(t, { role: "Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
});
afterAll(() => t.close());

const list = (cookie: string | undefined, query = "") => call(t.app, cookie, { method: "GET", url: `/api/recycle-bin${query}` });
const restore = (cookie: string | undefined, id: number | string) => call(t.app, cookie, { method: "POST", url: `/api/recycle-bin/${id}/restore` });
const get = (url: string) => call(t.app, admin, { method: "GET", url });
const del = (url: string) => call(t.app, admin, { method: "DELETE", url });
const post = async (url: string, payload: object) => {
  const res = await call(t.app, admin, { method: "POST", url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
/** The bin row a delete just wrote for a record. */
const binOf = async (recordType: string, recordId: number) =>
  (
    await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(recordId)))
  ).find((r) => r.recordType === recordType)!;
const figuresOf = (view: { figures: { id: number; factor: unknown; kgCo2e: number; activityAmount: number }[] }) =>
  view.figures.map((f) => ({ id: f.id, factor: f.factor, kgCo2e: f.kgCo2e, activityAmount: f.activityAmount }));

describe("who may use the recycle bin", () => {
  it("401 signed out, 403 for roles without Backup & Data › Edit, 200 for the administrator and a Managing Director", async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await restore(undefined, 1)).statusCode).toBe(401);
    expect((await list(director)).statusCode).toBe(403);
    expect((await list(viewer)).statusCode).toBe(403);
    expect((await restore(director, 1)).statusCode).toBe(403);
    expect((await list(admin)).statusCode).toBe(200);
    expect((await list(md)).statusCode).toBe(200);
  });

  it("400 with the field's message for a bad filter or id, 404 for an entry that is not there", async () => {
    const bad = await list(admin, "?recordType=spaceship&pageSize=0");
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { message: string }) => e.message)
        .sort(),
    ).toEqual(["Choose a record type from the list", "Page size must be 1 or more"]);
    const badId = await restore(admin, "abc");
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain("Recycle bin entry not found");
    const missing = await restore(admin, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Recycle bin entry not found");
  });
});

describe("a contract (soft-deleted)", () => {
  it("is listed with what comes back, and restoring it brings back the contract with its diary; a second restore is refused", async () => {
    const project = await buildProject(t.db, { name: "Holbeck Viaduct Flats" });
    const entry = await post("/api/diary-entries", entryBody(project.id));
    expect((await del(`/api/projects/${project.id}`)).statusCode).toBe(200);
    expect((await get(`/api/projects/${project.id}`)).statusCode).toBe(404);

    const page = (await list(md, "?recordType=project&search=holbeck")).json();
    expect(page.total).toBe(1);
    const [item] = page.items;
    expect(item).toMatchObject({ typeLabel: "Contract", recordName: "Holbeck Viaduct Flats", deletedByName: "Ada Admin", blockedReason: null });
    expect(item.contract).toMatchObject({ id: project.id, deleted: true });
    expect(item.comesBack).toContain("1 diary entry");
    expect(item).not.toHaveProperty("recordData");
    expect(Date.parse(item.expiresAt) - Date.parse(item.deletedAt)).toBe(30 * 24 * 3_600_000);

    const res = await restore(md, item.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ recordType: "project", link: `/project/${project.slug}` });
    expect((await get(`/api/projects/${project.id}`)).statusCode).toBe(200);
    expect((await get(`/api/diary-entries/${entry.id}`)).json().workSummary).toBe(entry.workSummary);
    const log = await lastLog(t.db);
    expect(log).toMatchObject({
      action: "project_restored",
      description: "Restored the contract Holbeck Viaduct Flats from the recycle bin",
      category: "projects",
    });
    // Restored entries leave the list; restoring again says why not.
    expect((await list(admin, "?search=holbeck")).json().total).toBe(0);
    const again = await restore(admin, item.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This record was restored by Mo Director already");
  });
});

describe("a diary entry (deleted outright)", () => {
  it("is re-inserted as it was, same id, with its photo linked again", async () => {
    const project = await buildProject(t.db, { name: "Armley Mills Yard" });
    const entry = await post("/api/diary-entries", entryBody(project.id, { workSummary: "Poured the pile caps on grid D." }));
    const photo = await uploadedFile(t.db, project.id, { diaryEntryId: entry.id });
    expect((await del(`/api/diary-entries/${entry.id}`)).statusCode).toBe(204);
    expect((await get(`/api/diary-entries/${entry.id}`)).statusCode).toBe(404);
    const bin = await binOf("diary_entry", entry.id);
    const [listed] = (await list(admin, "?recordType=diary_entry&search=armley")).json().items;
    expect(listed).toMatchObject({
      id: bin.id,
      typeLabel: "Diary entry",
      contract: { name: "Armley Mills Yard", deleted: false },
      comesBack: ["1 photo link"],
    });

    expect((await restore(admin, bin.id)).statusCode).toBe(200);
    const back = (await get(`/api/diary-entries/${entry.id}`)).json();
    expect(back).toMatchObject({ id: entry.id, workSummary: "Poured the pile caps on grid D.", date: entry.date, author: entry.author });
    const [file] = await t.db.select().from(files).where(eq(files.id, photo.id));
    expect(file.diaryEntryId).toBe(entry.id);
    expect(await lastLog(t.db)).toMatchObject({ action: "diary_entry_restored", category: "diary", entityId: String(entry.id) });
  });

  it("waits for its contract: 409 'Restore the contract first' while the contract is in the bin", async () => {
    const project = await buildProject(t.db, { name: "Kirkgate Market Stalls" });
    const entry = await post("/api/diary-entries", entryBody(project.id));
    await del(`/api/diary-entries/${entry.id}`);
    await del(`/api/projects/${project.id}`);
    const bin = await binOf("diary_entry", entry.id);
    const listed = (await list(admin, "?search=kirkgate")).json().items;
    expect(listed.find((i: { id: number }) => i.id === bin.id).blockedReason).toBe("Restore the contract first");
    const res = await restore(admin, bin.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Restore the contract first");
    // With the contract back, the entry follows.
    await restore(admin, (await binOf("project", project.id)).id);
    expect((await restore(admin, bin.id)).statusCode).toBe(200);
    expect((await get(`/api/diary-entries/${entry.id}`)).statusCode).toBe(200);
  });
});

describe("carbon records come back with their figures unchanged", () => {
  it("a waste entry keeps its stored factor and kg", async () => {
    const project = await buildProject(t.db, { name: "Whitehall Road Depot" });
    const waste = await post("/api/waste-entries", {
      projectId: project.id,
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
    });
    expect(waste.figures.length).toBeGreaterThan(0);
    expect((await del(`/api/waste-entries/${waste.id}`)).statusCode).toBe(204);
    const bin = await binOf("waste_entry", waste.id);
    expect((await list(admin, "?recordType=waste_entry&search=whitehall")).json().items[0].comesBack).toEqual([
      waste.figures.length === 1 ? "1 carbon figure" : `${waste.figures.length} carbon figures`,
    ]);
    expect((await restore(admin, bin.id)).statusCode).toBe(200);
    const back = (await get(`/api/waste-entries/${waste.id}`)).json();
    expect(back.carbonEmitted).toBe(waste.carbonEmitted);
    expect(figuresOf(back)).toEqual(figuresOf(waste));
    expect(await lastLog(t.db)).toMatchObject({ action: "waste_entry_restored", category: "carbon" });
  });

  it("an energy reading and a plant entry keep theirs too", async () => {
    const project = await buildProject(t.db, { name: "Temple Works Annexe" });
    const energy = await post("/api/energy-entries", energyBody(project.id));
    const plant = await post("/api/plant-entries", plantBody(project.id));
    await del(`/api/energy-entries/${energy.id}`);
    await del(`/api/plant-entries/${plant.id}`);
    for (const [type, id] of [
      ["energy_entry", energy.id],
      ["plant_entry", plant.id],
    ] as const) {
      const res = await restore(admin, (await binOf(type, id)).id);
      expect(res.statusCode, res.body).toBe(200);
    }
    const energyBack = (await get(`/api/energy-entries/${energy.id}`)).json();
    expect(energyBack.carbonEmitted).toBe(energy.carbonEmitted);
    expect(figuresOf(energyBack)).toEqual(figuresOf(energy));
    const plantBack = (await get(`/api/plant-entries/${plant.id}`)).json();
    expect(plantBack.carbonEmitted).toBe(plant.carbonEmitted);
    expect(figuresOf(plantBack)).toEqual(figuresOf(plant));
  });

  it("refuses a plant entry binned before its figures were kept, rather than restore carbon no ledger explains", async () => {
    const project = await buildProject(t.db, { name: "Marshall's Mill" });
    const plant = await post("/api/plant-entries", plantBody(project.id));
    await del(`/api/plant-entries/${plant.id}`);
    const bin = await binOf("plant_entry", plant.id);
    const { figures: _dropped, ...older } = bin.metadata as Record<string, unknown>;
    await t.db.update(recycleBin).set({ metadata: older }).where(eq(recycleBin.id, bin.id));
    const res = await restore(admin, bin.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This record was deleted before its carbon figures were kept/);
  });
});

describe("expiry", () => {
  it("an expired entry is not listed nor restorable, and housekeeping purges it (a contract for good)", async () => {
    const project = await buildProject(t.db, { name: "Crown Point Sheds" });
    await del(`/api/projects/${project.id}`);
    const bin = await binOf("project", project.id);
    await t.db
      .update(recycleBin)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(recycleBin.id, bin.id));
    expect((await list(admin, "?search=crown")).json().total).toBe(0);
    const res = await restore(admin, bin.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Its time in the recycle bin is over: it can no longer be restored");

    await purgeExpiredRecycleBin(t.db);
    expect(await t.db.select().from(recycleBin).where(eq(recycleBin.id, bin.id))).toEqual([]);
    expect(await t.db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
    expect((await restore(admin, bin.id)).statusCode).toBe(404);
  });
});
