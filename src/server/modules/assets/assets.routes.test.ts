import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { daysAfter, daysBefore, ukToday } from "@shared/common/uk-dates";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { assetCheckouts, assetInspections, assetMeterReadings, assets, recycleBin } from "../../db/schema/index";
import { buildProject } from "../../seed/factories";
import { assetBody, assetSessions, buildWorker, lastLog, messages } from "./assets.test-support";
import { refreshDueDays } from "./asset-due.service";

let t: TestApp;
let s: Awaited<ReturnType<typeof assetSessions>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await assetSessions(t);
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/assets", payload });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await post(s.manager, assetBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
const patch = (cookie: string | undefined, id: number, payload: object) => call(t.app, cookie, { method: "PATCH", url: `/api/assets/${id}`, payload });

describe("POST /api/assets", () => {
  it("401 signed out, 403 without Assets create", async () => {
    expect((await post(undefined, assetBody())).statusCode).toBe(401);
    expect((await post(s.viewer, assetBody())).statusCode).toBe(403);
    expect((await post(s.none, assetBody())).statusCode).toBe(403);
  });

  it("400 with the spec's and the register's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: " " }, "Asset name is required"],
      [{ name: "x".repeat(201) }, "Asset name too long"],
      [{ type: "crane" }, "Choose an asset type"],
      [{ status: "stolen" }, "Choose a status: active, maintenance, retired, sold or lost"],
      [{ liftingUse: "hoisting" }, "Choose what the lifting equipment lifts: people, an accessory or other"],
      [{ liftingUse: "other", examinationSchemeMonths: 30 }, "An examination scheme's interval must be 1 to 24 months"],
      [{ ownership: "hired_in" }, "Hire supplier is required for hired-in plant"],
      [{ portableElectrical: "maybe" }, "Answer yes or no"],
      [{ projectId: 999999 }, "Contract not found"],
    ];
    for (const [over, message] of cases) {
      const res = await post(s.manager, assetBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
  });

  it("adds the asset with its QR token, on a contract, its meter as the first reading, one history line, logged", async () => {
    const project = await buildProject(t.db, { name: "Riverside Flats" });
    const a = await create({ projectId: project.id, operatingHours: "1250.5", liftingUse: "other", examinationSchemeMonths: "9" });
    expect(a).toMatchObject({
      purchasePrice: "85000.00",
      status: "active",
      ownership: "owned",
      contract: { id: project.id, name: "Riverside Flats" },
      operatingHours: "1250.5",
      examinationSchemeMonths: 9,
      arrivedOn: ukToday(),
      // Lifting equipment never examined: do not use.
      safe: { colour: "red", reasons: [{ code: "never_inspected", text: "Thorough examination (LOLER): never done" }] },
    });
    const [row] = await t.db.select().from(assets).where(eq(assets.id, a.id));
    expect(row.qrToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a.qrCodeData).toBe(`/a/${row.qrToken}`);
    expect(a.history).toMatchObject([{ field: "place", from: null, to: "Riverside Flats", note: "Added to the register", changedBy: { name: "Mia Manager" } }]);
    const readings = await t.db.select().from(assetMeterReadings).where(eq(assetMeterReadings.assetId, a.id));
    expect(readings).toMatchObject([{ meter: "hours", day: ukToday(), value: "1250.5" }]);
    expect(await lastLog(t.db)).toMatchObject({ action: "asset_created", entityId: String(a.id), category: "assets" });
    // Two assets never share a token.
    const b = await create();
    expect(b.qrCodeData).not.toBe(a.qrCodeData);
    expect(b.contract).toBeNull();
  });
});

describe("GET /api/assets", () => {
  it("401, 403 without Assets view, 400 on a bad filter", async () => {
    expect((await get(undefined, "/api/assets")).statusCode).toBe(401);
    expect((await get(s.none, "/api/assets")).statusCode).toBe(403);
    const bad = await get(s.viewer, "/api/assets?type=crane&status=stolen&ownership=leased&attention=no");
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(
      expect.arrayContaining([
        "Choose an asset type",
        "Choose a status: active, maintenance, retired, sold or lost",
        "Choose owned or hired in",
        "Attention must be yes",
      ]),
    );
  });

  it("searches, filters by type, status, place and ownership, sorts by name and pages", async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const project = await buildProject(t.db, { name: `Site ${tag}` });
    const c = await create({ name: `Cutter ${tag}`, type: "tools", manufacturer: "Stihl", category: null });
    const a = await create({ name: `alpha ${tag}`, projectId: project.id });
    const b = await create({ name: `Breaker ${tag}`, type: "tools", serialNumber: `SN-${tag}-B`, status: "maintenance" });
    const d = await create({ name: `Dumper ${tag}`, ownership: "hired_in", hireSupplier: "Speedy Hire", onHireDate: daysBefore(ukToday(), 1) });
    const names = async (query: string) => (await get(s.viewer, `/api/assets?${query}`)).json().items.map((x: { name: string }) => x.name);
    expect(await names(`q=${tag}`)).toEqual([a.name, b.name, c.name, d.name]);
    expect(await names(`q=${tag.toUpperCase()}&type=tools`)).toEqual([b.name, c.name]);
    expect(await names(`q=sn-${tag}`)).toEqual([b.name]);
    expect(await names(`q=${tag}&status=maintenance`)).toEqual([b.name]);
    expect(await names(`q=${tag}&place=${project.slug}`)).toEqual([a.name]);
    expect(await names(`q=${tag}&place=${project.id}`)).toEqual([a.name]);
    expect(await names(`q=${tag}&place=yard`)).toEqual([b.name, c.name, d.name]);
    expect(await names(`q=${tag}&ownership=hired_in`)).toEqual([d.name]);
    expect(await names(`q=stihl`)).toContain(c.name);
    const page2 = (await get(s.viewer, `/api/assets?q=${tag}&pageSize=3&page=2`)).json();
    expect(page2).toMatchObject({ total: 4, pageCount: 2, items: [{ name: d.name }] });
  });

  it("answers each row's place, holder, due back, colour and flags, and filters what needs attention", async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const today = ukToday();
    const worker = await buildWorker(t.db, `Holder${tag}`);
    const fine = await create({ name: `A fine ${tag}` });
    const late = await create({ name: `B late ${tag}` });
    await t.db.update(assets).set({ holderWorkerId: worker.id }).where(eq(assets.id, late.id));
    await t.db.insert(assetCheckouts).values({ assetId: late.id, workerId: worker.id, dueBack: daysBefore(today, 2) });
    const idle = await create({ name: `C idle ${tag}`, ownership: "hired_in", hireSupplier: "GAP", onHireDate: daysBefore(today, 5) });
    const evidenced = await create({ name: `D used ${tag}`, ownership: "hired_in", hireSupplier: "GAP", onHireDate: daysBefore(today, 1) });
    await t.db
      .insert(assetInspections)
      .values({ assetId: evidenced.id, kind: "puwer_inspection", day: today, result: "pass", examinerName: "GAP", bySupplier: true });
    const lifting = await create({ name: `E sling ${tag}`, liftingUse: "accessory" });
    const examined = await create({ name: `F sling ${tag}`, liftingUse: "accessory" });
    await t.db.insert(assetInspections).values({ assetId: examined.id, kind: "thorough_examination", day: today, result: "pass", examinerName: "Allianz" });
    // Written straight into the table, past the service that keeps the due days: kept here as it would.
    await refreshDueDays(t.db, [evidenced.id, examined.id]);
    const soon = await create({ name: `G soon ${tag}`, lastInspectionDate: daysBefore(today, 80), inspectionInterval: 90 });
    const out = await create({ name: `H out ${tag}` });
    await t.db.update(assets).set({ outOfUse: true, outOfUseReason: "Failed pre-use check" }).where(eq(assets.id, out.id));

    const rows = (await get(s.viewer, `/api/assets?q=${tag}`)).json().items;
    const row = (id: number) => rows.find((r: { id: number }) => r.id === id);
    expect(row(fine.id)).toMatchObject({
      contract: null,
      holder: null,
      safe: { colour: "green", reasons: [] },
      flags: { overdueReturn: false, idleHire: false },
    });
    expect(row(late.id)).toMatchObject({
      holder: { workerId: worker.id, name: `Dan Holder${tag}` },
      dueBack: daysBefore(today, 2),
      flags: { overdueReturn: true },
    });
    expect(row(idle.id).flags).toEqual({ overdueReturn: false, idleHire: true, noHireEvidence: true });
    expect(row(evidenced.id).flags).toEqual({ overdueReturn: false, idleHire: false, noHireEvidence: false });
    expect(row(lifting.id).safe.colour).toBe("red");
    expect(row(examined.id).safe.colour).toBe("green");
    expect(row(soon.id).safe).toMatchObject({ colour: "amber", reasons: [{ code: "due_soon" }] });
    expect(row(out.id)).toMatchObject({
      outOfUse: true,
      outOfUseReason: "Failed pre-use check",
      safe: { colour: "red", reasons: [{ text: "Taken out of use" }] },
    });

    const attention = (await get(s.viewer, `/api/assets?q=${tag}&attention=yes`)).json().items.map((r: { id: number }) => r.id);
    expect(attention).toEqual([late.id, idle.id, lifting.id, soon.id, out.id]);
    // Every row the filter leaves out is green, with nothing overdue or idle: the filter and the colour agree.
    for (const r of rows.filter((x: { id: number }) => !attention.includes(x.id))) expect(r.safe.colour).toBe("green");
  });
});

describe("GET /api/assets/:id", () => {
  it("401, 403, 400 on a bad id, 404 on a missing one, and the asset with what is due", async () => {
    const a = await create({ maintenanceInterval: 30, lastMaintenanceDate: daysBefore(ukToday(), 40) });
    expect((await get(undefined, `/api/assets/${a.id}`)).statusCode).toBe(401);
    expect((await get(s.none, `/api/assets/${a.id}`)).statusCode).toBe(403);
    const bad = await get(s.viewer, "/api/assets/abc");
    expect(bad.statusCode).toBe(400);
    expect((await get(s.viewer, "/api/assets/999999")).json()).toMatchObject({ message: "Asset not found" });
    const res = await get(s.viewer, `/api/assets/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ maintenanceDue: { state: "expired", by: "date", dueDay: daysBefore(ukToday(), 10) }, images: [], documents: [] });
  });
});

describe("PATCH /api/assets/:id", () => {
  it("401, 403, 404, 400 on the merged record", async () => {
    const a = await create();
    expect((await patch(undefined, a.id, { status: "lost" })).statusCode).toBe(401);
    expect((await patch(s.viewer, a.id, { status: "lost" })).statusCode).toBe(403);
    expect((await patch(s.manager, 999999, { status: "lost" })).statusCode).toBe(404);
    const res = await patch(s.manager, a.id, { ownership: "hired_in" });
    expect(res.statusCode).toBe(400);
    expect(messages(res.json())).toEqual(["Hire supplier is required for hired-in plant"]);
  });

  it("writes a history line for a status or condition change, and logs the fields", async () => {
    const a = await create();
    const res = await patch(s.manager, a.id, { status: "maintenance", condition: "fair", notes: "Hydraulic leak" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "maintenance", condition: "fair", notes: "Hydraulic leak", safe: { colour: "red" } });
    const history = (await get(s.viewer, `/api/assets/${a.id}/history`)).json();
    expect(history.items.slice(0, 2)).toMatchObject([
      { field: "condition", fieldLabel: "Condition", from: null, to: "Fair" },
      { field: "status", fieldLabel: "Status", from: "Active", to: "In maintenance", changedBy: { name: "Mia Manager" } },
    ]);
    expect(history.total).toBe(3);
    expect(await lastLog(t.db)).toMatchObject({
      action: "asset_updated",
      metadata: expect.objectContaining({ changedFields: ["status", "condition", "notes"] }),
    });
  });

  it("records a new meter figure as a reading and refuses one lower than the last", async () => {
    const a = await create({ operatingHours: "100.0" });
    expect((await patch(s.manager, a.id, { operatingHours: "150.5" })).json().operatingHours).toBe("150.5");
    const lower = await patch(s.manager, a.id, { operatingHours: "120" });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().errors).toEqual([
      { field: "operatingHours", message: expect.stringMatching(/^The reading cannot be lower than the last one \(150\.5 h on /) },
    ]);
    const readings = (await get(s.viewer, `/api/assets/${a.id}/readings`)).json();
    expect(readings.map((r: { value: string }) => r.value)).toEqual(["150.5", "100.0"]);
  });
});

describe("meter readings", () => {
  it("401, 403, 404, 400; a reading with its day; refused lower than the last before it or higher than one after", async () => {
    const a = await create({ type: "vehicles", mileage: "12000" });
    const add = (cookie: string | undefined, id: number, payload: object) =>
      call(t.app, cookie, { method: "POST", url: `/api/assets/${id}/readings`, payload });
    const today = ukToday();
    expect((await add(undefined, a.id, { meter: "miles", day: today, value: "12100" })).statusCode).toBe(401);
    expect((await add(s.viewer, a.id, { meter: "miles", day: today, value: "12100" })).statusCode).toBe(403);
    expect((await add(s.manager, 999999, { meter: "miles", day: today, value: "12100" })).statusCode).toBe(404);
    expect(messages((await add(s.manager, a.id, { meter: "miles", day: "", value: "12500" })).json())).toEqual(["Day is required"]);
    expect(messages((await add(s.manager, a.id, { meter: "miles", day: today, value: "12.5" })).json())).toEqual(["Miles must be a whole number, e.g. 12000"]);
    expect(messages((await add(s.manager, a.id, { meter: "odometer", day: today, value: "" })).json())).toContain("Choose engine hours or miles");
    const ok = await add(s.manager, a.id, { meter: "miles", day: daysAfter(today, 0), value: "12,250" });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ meter: "miles", value: "12250", source: "typed", recordedBy: { name: "Mia Manager" } });
    expect((await get(s.viewer, `/api/assets/${a.id}`)).json().mileage).toBe("12250");
    const lower = await add(s.manager, a.id, { meter: "miles", day: today, value: "11000" });
    expect(lower.statusCode).toBe(400);
    expect(messages(lower.json())[0]).toMatch(/^The reading cannot be lower than the last one \(12,250 miles on /);
    const backdated = await add(s.manager, a.id, { meter: "miles", day: daysBefore(today, 3), value: "13000" });
    expect(messages(backdated.json())[0]).toMatch(/^The reading cannot be higher than a later one/);
    expect((await get(s.none, `/api/assets/${a.id}/readings`)).statusCode).toBe(403);
  });
});

describe("DELETE /api/assets/:id and the recycle bin", () => {
  it("403 without Assets delete; to the bin, gone from reads, restored once (409 after)", async () => {
    const a = await create();
    const del = (cookie: string | undefined) => call(t.app, cookie, { method: "DELETE", url: `/api/assets/${a.id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del(s.manager)).statusCode).toBe(403);
    expect((await del(s.director)).statusCode).toBe(204);
    expect((await get(s.viewer, `/api/assets/${a.id}`)).statusCode).toBe(404);
    expect((await del(s.director)).statusCode).toBe(404);
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(a.id)));
    expect(bin).toMatchObject({ recordType: "asset", tableName: "assets" });
    expect(JSON.stringify(bin.recordData)).not.toContain("qrToken");
    const restore = () => call(t.app, s.director, { method: "POST", url: `/api/recycle-bin/${bin.id}/restore` });
    expect((await restore()).statusCode).toBe(200);
    expect((await get(s.viewer, `/api/assets/${a.id}`)).statusCode).toBe(200);
    expect((await restore()).statusCode).toBe(409);
  });
});

describe("options and the export", () => {
  it("answers the contracts and categories; exports CSV and XLSX with the list's filters", async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    await create({ name: `Export ${tag} "A"`, category: `Cat ${tag}` });
    const options = await get(s.viewer, "/api/assets/options");
    expect(options.json().categories).toContain(`Cat ${tag}`);
    expect((await get(undefined, "/api/assets/export")).statusCode).toBe(401);
    expect((await get(s.none, "/api/assets/export")).statusCode).toBe(403);
    expect(messages((await get(s.viewer, "/api/assets/export?format=pdf")).json())).toEqual(["Format must be csv or xlsx"]);
    const csv = await get(s.viewer, `/api/assets/export?q=${tag}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Name,Type,Category,Manufacturer,Model,Serial number,Status,Condition,Place,Location,Holder,Due back,Ownership,Hire supplier,Safe to use,Reason,Out of use,Maintenance due,Maintenance state,Overdue return,Idle hire,No hire evidence",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"Export ${tag} ""A""",Plant,Cat ${tag},JCB`);
    expect(lines[1]).toContain(",Active,,Yard,,,,Owned,,Safe to use,,No,,Not scheduled,No,No,No");
    const xlsx = await get(s.viewer, `/api/assets/export?q=${tag}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-disposition"]).toContain(".xlsx");
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });
});
