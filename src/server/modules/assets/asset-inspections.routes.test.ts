import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysAfter, daysBefore, ukToday } from "@shared/common/uk-dates";
import { assetMeterReadings } from "../../db/schema/index";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { safetyOfAsset } from "./asset-safety";
import { assetRow, assetSessions, historyOf, insertAsset, insertDocument, lastLog, messages } from "./asset-inspections.test-support";

let t: TestApp;
let manager: string; // Assets edit
let supervisor: string; // Assets view only
let outsider: string; // no Assets at all

beforeAll(async () => {
  t = await createTestApp();
  ({ manager, supervisor, outsider } = await assetSessions(t));
});
afterAll(() => t.close());

const today = ukToday();
const post = (cookie: string | undefined, id: number, payload: object) =>
  call(t.app, cookie, { method: "POST", url: `/api/assets/${id}/inspections`, payload });
const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
const LOLER = {
  kind: "thorough_examination",
  day: daysBefore(today, 2),
  examinerName: "Priya Shah",
  examinerCompany: "Allianz Engineering Inspection",
  safeWorkingLoad: "2,000 kg at 3 m radius",
  defects: [],
  mayStayInUse: true,
  nextDueDay: daysAfter(today, 170),
};
const lifting = () => insertAsset(t.db, { name: "Telehandler JCB 540-170", liftingUse: "other" });

describe("recording an inspection", () => {
  it("401, 403, 404 and the LOLER report's required content (Schedule 1) on its fields", async () => {
    const asset = await lifting();
    expect((await post(undefined, asset.id, LOLER)).statusCode).toBe(401);
    expect((await post(supervisor, asset.id, LOLER)).statusCode).toBe(403);
    expect((await post(outsider, asset.id, LOLER)).statusCode).toBe(403);
    expect((await post(manager, 999_999, LOLER)).statusCode).toBe(404);
    expect((await post(manager, asset.id, LOLER)).statusCode).toBe(201);

    const bare = await post(manager, asset.id, { kind: "thorough_examination", day: today, examinerName: " " });
    expect(bare.statusCode).toBe(400);
    expect(messages(bare.json())).toEqual([
      "Examiner's name is required",
      "The examiner's company is required on a thorough examination report",
      "The safe working load is required on a thorough examination report",
      "Say whether the item may stay in use",
      "The date of the next thorough examination is required",
    ]);
    const defects = await post(manager, asset.id, {
      ...LOLER,
      defects: [
        { description: "Boom wear pad worn", dangerous: false },
        { description: "Hydraulic hose chafed through", dangerous: true },
        { description: "", dangerous: false, repairBy: daysBefore(LOLER.day, 1) },
      ],
      nextDueDay: LOLER.day,
    });
    expect(defects.json().errors).toEqual([
      { field: "defects.2.description", message: "Describe the defect" },
      { field: "mayStayInUse", message: "An item with a defect that is a danger now may not stay in use" },
      { field: "defects.0.repairBy", message: "Give the date by which this defect must be repaired" },
      { field: "defects.2.repairBy", message: "The repair date cannot be before the inspection date" },
      { field: "nextDueDay", message: "The next due date must be after the inspection date" },
    ]);
    expect(messages((await post(manager, asset.id, { ...LOLER, day: daysAfter(today, 1), nextDueDay: daysAfter(today, 100) })).json())).toEqual([
      "The inspection date cannot be in the future",
    ]);
    const notLifting = await insertAsset(t.db);
    expect(messages((await post(manager, notLifting.id, LOLER)).json())).toEqual([
      "This item is not lifting equipment: set its lifting use before recording a thorough examination",
    ]);
  });

  it("LOLER: a clean report passes; a defect to repair by a date is a pass with defects and stays in use", async () => {
    const asset = await lifting();
    const res = await post(manager, asset.id, { ...LOLER, defects: [{ description: "Boom wear pad worn", dangerous: false, repairBy: daysAfter(today, 30) }] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      assetOutOfUse: false,
      inspection: {
        kind: "thorough_examination",
        result: "pass_with_defects",
        safeWorkingLoad: "2,000 kg at 3 m radius",
        defects: [{ description: "Boom wear pad worn", dangerous: false, repairBy: daysAfter(today, 30) }],
        mayStayInUse: true,
        recordedBy: { name: "Mia Manager" },
      },
    });
    expect(await lastLog(t.db)).toMatchObject({ action: "asset_inspection_recorded", category: "assets", entityId: String(asset.id) });
    expect((await safetyOfAsset(t.db, await assetRow(t.db, asset.id), today)).safe.colour).toBe("green");
  });

  it("LOLER: a defect that is a danger now fails it and takes the item out of use, with a history line", async () => {
    const asset = await lifting();
    const res = await post(manager, asset.id, { ...LOLER, mayStayInUse: false, defects: [{ description: "Hydraulic hose chafed through", dangerous: true }] });
    expect(res.json()).toMatchObject({ assetOutOfUse: true, inspection: { result: "fail", mayStayInUse: false } });
    const row = await assetRow(t.db, asset.id);
    expect(row.outOfUse).toBe(true);
    expect(row.outOfUseReason).toContain("a defect is a danger now (Hydraulic hose chafed through)");
    expect((await historyOf(t.db, asset.id)).map((h) => [h.field, h.fromValue, h.toValue])).toEqual([["out_of_use", "In use", "Out of use"]]);
    expect((await safetyOfAsset(t.db, row, today)).safe.colour).toBe("red");
  });

  it("PUWER: a pass sets the last inspection with its meters and the next day; a fail does not, and takes it out of use", async () => {
    const asset = await insertAsset(t.db, { name: "Dumper", inspectionInterval: 90, inspectionIntervalHours: 250 });
    await t.db.insert(assetMeterReadings).values([
      { assetId: asset.id, meter: "hours", day: daysBefore(today, 10), value: "1200.5" },
      { assetId: asset.id, meter: "hours", day: daysBefore(today, 1), value: "1230.0" },
    ]);
    const puwer = { kind: "puwer_inspection", day: daysBefore(today, 5), examinerName: "Tom Fitter", result: "pass" };
    expect(messages((await post(manager, asset.id, { ...puwer, result: "" })).json())).toEqual(["Choose the result"]);
    expect(
      messages((await post(manager, asset.id, { ...puwer, defects: [{ description: "Mirror cracked", dangerous: false, repairBy: today }] })).json()),
    ).toEqual(["A pass with defects listed is a pass with defects"]);
    expect((await post(manager, asset.id, puwer)).statusCode).toBe(201);
    expect(await assetRow(t.db, asset.id)).toMatchObject({
      lastInspectionDate: puwer.day,
      lastInspectionHours: "1200.5",
      nextInspectionDate: daysAfter(puwer.day, 90),
      outOfUse: false,
    });
    const failed = await post(manager, asset.id, { ...puwer, day: today, result: "fail", notes: "Brakes do not hold on a slope" });
    expect(failed.json().assetOutOfUse).toBe(true);
    expect(await assetRow(t.db, asset.id)).toMatchObject({ lastInspectionDate: puwer.day, outOfUse: true });
  });

  it("electrical tiers: passed or failed only, only for a portable electrical tool; a fail takes it out of use", async () => {
    const drill = await insertAsset(t.db, { name: "110 V SDS drill", type: "tools", portableElectrical: true });
    const check = { kind: "inspection_and_test", day: today, examinerName: "Sparks Ltd", result: "pass_with_defects" };
    expect(messages((await post(manager, drill.id, check)).json())).toEqual(["Choose passed or failed"]);
    const plain = await insertAsset(t.db, { type: "tools" });
    expect(messages((await post(manager, plain.id, { ...check, result: "pass" })).json())).toEqual([
      "This item is not a portable electrical tool: mark it as one before recording an electrical check",
    ]);
    expect((await post(manager, drill.id, { ...check, result: "pass" })).json().assetOutOfUse).toBe(false);
    expect((await post(manager, drill.id, { ...check, kind: "user_check", result: "fail" })).json().assetOutOfUse).toBe(true);
  });

  it("a hired-in item's supplier evidence: its document (category Inspection) and the next day it states", async () => {
    const hired = await insertAsset(t.db, { name: "Hired 360 excavator", ownership: "hired_in", hireSupplier: "Speedy Hire", liftingUse: "other" });
    const owned = await lifting();
    const evidence = { ...LOLER, bySupplier: true };
    expect(messages((await post(manager, hired.id, { ...evidence, reportDocumentId: null })).json())).toEqual(["Choose the supplier's inspection document"]);
    const doc = await insertDocument(t.db, hired.id);
    expect(messages((await post(manager, owned.id, { ...evidence, reportDocumentId: doc.id })).json())).toEqual(["Supplier evidence is for hired-in items"]);
    const insurance = await insertDocument(t.db, hired.id, "insurance");
    expect(messages((await post(manager, hired.id, { ...evidence, reportDocumentId: insurance.id })).json())).toEqual([
      "Choose one of this asset's documents in the Inspection category",
    ]);
    const res = await post(manager, hired.id, { ...evidence, reportDocumentId: doc.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().inspection).toMatchObject({ bySupplier: true, reportDocument: { id: doc.id, title: "Supplier's LOLER report" } });
    expect((await get(supervisor, `/api/assets/${hired.id}/inspection-documents`)).json().documents.map((d: { id: number }) => d.id)).toEqual([doc.id]);
    expect((await get(outsider, `/api/assets/${hired.id}/inspection-documents`)).statusCode).toBe(403);
    expect((await get(supervisor, `/api/assets/999999/inspection-documents`)).statusCode).toBe(404);
  });

  it("lists an asset's inspections newest first, paged: 401, 403, 404", async () => {
    const asset = await lifting();
    for (const day of [daysBefore(today, 300), daysBefore(today, 10), daysBefore(today, 100)]) await post(manager, asset.id, { ...LOLER, day });
    const url = `/api/assets/${asset.id}/inspections`;
    expect((await get(undefined, url)).statusCode).toBe(401);
    expect((await get(outsider, url)).statusCode).toBe(403);
    expect((await get(supervisor, "/api/assets/999999/inspections")).statusCode).toBe(404);
    const page = (await get(supervisor, `${url}?pageSize=2`)).json();
    expect(page.total).toBe(3);
    expect(page.items.map((i: { day: string }) => i.day)).toEqual([daysBefore(today, 10), daysBefore(today, 100)]);
  });
});

describe("safety and settings", () => {
  it("the asset's safety: each inspection it needs with its state, the out-of-use flag, and whether the reader may clear it", async () => {
    const asset = await insertAsset(t.db, { name: "Goods hoist", liftingUse: "other", portableElectrical: false });
    const url = `/api/assets/${asset.id}/safety`;
    expect((await get(undefined, url)).statusCode).toBe(401);
    expect((await get(outsider, url)).statusCode).toBe(403);
    expect((await get(supervisor, "/api/assets/999999/safety")).statusCode).toBe(404);
    expect((await get(supervisor, url)).json()).toEqual({
      colour: "red",
      label: "Do not use",
      reasons: ["Thorough examination (LOLER): none recorded"],
      standings: [{ kind: "thorough_examination", lastDay: null, dueDay: null, dueFor: "never", state: "never" }],
      outOfUse: null,
      hiredIn: false,
      canEdit: false,
    });
    await post(manager, asset.id, { ...LOLER, day: daysBefore(today, 200), nextDueDay: daysAfter(today, 10) });
    const amber = (await get(manager, url)).json();
    expect(amber).toMatchObject({ colour: "amber", canEdit: true, standings: [{ state: "due_soon", dueDay: daysAfter(today, 10) }] });
  });

  it("settings: HSG107's suggestions until saved; 401, 403, 400 with the messages; saved intervals drive the electrical tiers", async () => {
    expect((await get(undefined, "/api/assets/settings")).statusCode).toBe(401);
    expect((await get(outsider, "/api/assets/settings")).statusCode).toBe(403);
    expect((await get(supervisor, "/api/assets/settings")).json()).toEqual({
      electrical: {
        user_check: { every: 1, unit: "week", warnDays: 1 },
        formal_visual: { every: 1, unit: "month", warnDays: 7 },
        inspection_and_test: { every: 3, unit: "month", warnDays: 14 },
      },
      idleHireDays: 3,
      saved: false,
    });
    const put = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "PUT", url: "/api/assets/settings", payload });
    const body = {
      electrical: {
        user_check: { every: 2, unit: "day", warnDays: 1 },
        formal_visual: { every: 1, unit: "month", warnDays: 7 },
        inspection_and_test: { every: 3, unit: "month", warnDays: 14 },
      },
      idleHireDays: 5,
    };
    expect((await put(undefined, body)).statusCode).toBe(401);
    expect((await put(supervisor, body)).statusCode).toBe(403);
    const bad = await put(manager, { ...body, electrical: { ...body.electrical, user_check: { every: 0, unit: "year", warnDays: "x" } }, idleHireDays: 61 });
    expect(messages(bad.json())).toEqual([
      "User check: every must be 1 or more",
      "Choose days, weeks or months",
      "User check: warning days must be a whole number",
      "Idle hire days must be at most 60",
    ]);
    const saved = await put(manager, body);
    expect(saved.json()).toMatchObject({ electrical: { user_check: { every: 2, unit: "day" } }, idleHireDays: 5, saved: true });
    expect((await lastLog(t.db)).action).toBe("asset_settings_updated");

    const drill = await insertAsset(t.db, { type: "tools", portableElectrical: true });
    for (const kind of ["user_check", "formal_visual", "inspection_and_test"])
      await post(manager, drill.id, { kind, day: daysBefore(today, 3), examinerName: "Site electrician", result: "pass" });
    const safety = (await get(manager, `/api/assets/${drill.id}/safety`)).json();
    expect(safety.standings.map((s: { kind: string; state: string }) => [s.kind, s.state])).toEqual([
      ["user_check", "overdue"],
      ["formal_visual", "in_date"],
      ["inspection_and_test", "in_date"],
    ]);
  });
});
