import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { daysBefore, ukDay, ukToday } from "@shared/common/uk-dates";
import { DEFAULT_CHECKLISTS } from "@shared/assets/asset-checks";
import { assetMeterReadings, assetOperators, assetPreUseChecks, plantCategoryCards, workerCards } from "../../db/schema/index";
import { buildProject } from "../../seed/factories";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { safetyOfAsset } from "./asset-safety";
import { assetRow, assetSessions, historyOf, insertAsset, insertWorker, lastLog, messages } from "./asset-inspections.test-support";

let t: TestApp;
let manager: string; // Assets edit: an authorised person
let supervisor: string; // Assets view: site staff who check and report
let outsider: string; // no Assets at all

beforeAll(async () => {
  t = await createTestApp();
  ({ manager, supervisor, outsider } = await assetSessions(t));
});
afterAll(() => t.close());

const today = ukToday();
const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
const send = (cookie: string | undefined, method: "POST" | "PUT", url: string, payload: object) => call(t.app, cookie, { method, url, payload });
const check = (cookie: string | undefined, id: number, payload: object) => send(cookie, "POST", `/api/assets/${id}/pre-use-checks`, payload);
const clear = (cookie: string | undefined, id: number, note = "Hose replaced and tested by the fitter") =>
  send(cookie, "POST", `/api/assets/${id}/clearance`, { note });
const allOk = (items: readonly string[]) => items.map((item) => ({ item, ok: true }));
const PLANT = DEFAULT_CHECKLISTS.plant;

describe("pre-use checklists", () => {
  it("GET and PUT: 401, 403, 400 with the messages; the set replaced, one line in the log", async () => {
    expect((await get(undefined, "/api/assets/checklists")).statusCode).toBe(401);
    expect((await get(outsider, "/api/assets/checklists")).statusCode).toBe(403);
    const view = (await get(supervisor, "/api/assets/checklists")).json();
    expect(view.lists).toEqual([]);
    expect(view.defaults.plant).toEqual([...PLANT]);
    expect(view.liftingGear).toContain("ID tag and SWL legible");

    const put = (cookie: string | undefined, payload: object) => send(cookie, "PUT", "/api/assets/checklists", payload);
    const lists = [
      { assetType: "plant", category: "Excavator", items: ["Tracks and idlers", "Quick hitch locked"] },
      { assetType: "tools", category: null, items: ["Guard fitted", "Cable undamaged"] },
    ];
    expect((await put(undefined, { lists })).statusCode).toBe(401);
    expect((await put(supervisor, { lists })).statusCode).toBe(403);
    const bad = await put(manager, {
      lists: [
        { assetType: "boats", items: ["Hull"] },
        { assetType: "plant", category: null, items: [] },
        { assetType: "tools", items: ["Guard", " guard"] },
        { assetType: "tools", category: "", items: ["Switch"] },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual([
      "Choose an asset type",
      "A checklist needs at least one check",
      "Each check may appear once in a list",
      "Each type, or type and category, may have one list",
    ]);
    const saved = await put(manager, { lists });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().lists).toEqual([lists[0], lists[1]]);
    expect((await lastLog(t.db)).description).toBe("Updated the pre-use checklists: Plant › Excavator (2), Tools (2)");
  });

  it("an asset's checklist: its category's list, else its type's, else lifting gear for an accessory, else the built-in one", async () => {
    const excavator = await insertAsset(t.db, { type: "plant", category: " excavator" });
    const dumper = await insertAsset(t.db, { type: "plant", category: "Dumper" });
    const sling = await insertAsset(t.db, { type: "equipment", liftingUse: "accessory" });
    const drill = await insertAsset(t.db, { type: "tools" });
    const of = async (id: number) => (await get(supervisor, `/api/assets/${id}/checklist`)).json();
    expect(await of(excavator.id)).toMatchObject({ items: ["Tracks and idlers", "Quick hitch locked"], source: "category", outOfUse: false, lastHours: null });
    expect(await of(dumper.id)).toMatchObject({ items: [...PLANT], source: "default" });
    expect((await of(sling.id)).source).toBe("lifting_gear");
    expect(await of(drill.id)).toMatchObject({ items: ["Guard fitted", "Cable undamaged"], source: "type" });
    expect((await get(outsider, `/api/assets/${drill.id}/checklist`)).statusCode).toBe(403);
    expect((await get(supervisor, "/api/assets/999999/checklist")).statusCode).toBe(404);
  });
});

describe("pre-use checks", () => {
  it("401, 403, 404 and 400 with the messages", async () => {
    const asset = await insertAsset(t.db, { type: "plant" });
    const ok = { answers: allOk(PLANT) };
    expect((await check(undefined, asset.id, ok)).statusCode).toBe(401);
    expect((await check(outsider, asset.id, ok)).statusCode).toBe(403);
    expect((await check(supervisor, 999_999, ok)).statusCode).toBe(404);
    const bad = await check(supervisor, asset.id, {
      answers: [{ item: "Seat belt", ok: false, note: " " }, { item: "Horn" }],
      workerId: "x",
      hoursReading: "12.34",
    });
    expect(bad.json().errors).toEqual([
      { field: "answers.0.note", message: "Say what is wrong" },
      { field: "answers.1.ok", message: "Say whether it is OK" },
      { field: "workerId", message: "Operator not found" },
      { field: "hoursReading", message: "Hour meter can have at most 1 decimal place" },
    ]);
    expect(messages((await check(supervisor, asset.id, { answers: allOk(PLANT.slice(0, 7)) })).json())).toEqual([
      "Answer every check: Controls work, No leaks",
    ]);
    expect(messages((await check(supervisor, asset.id, { ...ok, workerId: 999_999 })).json())).toEqual(["Operator not found"]);
    expect(messages((await check(supervisor, asset.id, { ...ok, projectId: 999_999 })).json())).toEqual(["Contract not found"]);
    await t.db.insert(assetMeterReadings).values({ assetId: asset.id, meter: "hours", day: daysBefore(today, 3), value: "1500.0" });
    expect(messages((await check(supervisor, asset.id, { ...ok, hoursReading: "1499.9" })).json())).toEqual([
      `The reading cannot be lower than the last one (1,500 h on ${ukDay(daysBefore(today, 3))})`,
    ]);
    expect((await t.db.select().from(assetPreUseChecks).where(eq(assetPreUseChecks.assetId, asset.id))).length).toBe(0);
  });

  it("a nil-defect check by site staff is recorded with the operator, the contract and the hour meter", async () => {
    const project = await buildProject(t.db, { name: "Riverside Flats" });
    const asset = await insertAsset(t.db, { type: "plant", projectId: project.id, operatingHours: "99.0" });
    const worker = await insertWorker(t.db);
    await t.db.insert(assetOperators).values({ assetId: asset.id, workerId: worker.id });
    expect((await get(supervisor, `/api/assets/${asset.id}/checklist`)).json()).toMatchObject({
      project: { id: project.id, name: "Riverside Flats" },
      operators: [{ id: worker.id, name: "Dale Operator" }],
    });
    const res = await check(supervisor, asset.id, { answers: allOk(PLANT), workerId: worker.id, hoursReading: "120.5" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      assetOutOfUse: false,
      check: {
        day: today,
        passed: true,
        defectNote: null,
        hoursReading: "120.5",
        worker: { id: worker.id, name: "Dale Operator" },
        project: { name: "Riverside Flats" },
      },
    });
    expect(await assetRow(t.db, asset.id)).toMatchObject({ operatingHours: "120.5", outOfUse: false });
    const readings = await t.db.select().from(assetMeterReadings).where(eq(assetMeterReadings.assetId, asset.id));
    expect(readings.map((r) => [r.value, r.source])).toEqual([["120.5", "pre_use_check"]]);
    expect((await get(supervisor, `/api/assets/${asset.id}/checklist`)).json().lastHours).toEqual({ value: "120.5", day: today });
    expect(await lastLog(t.db)).toMatchObject({
      action: "asset_pre_use_check_recorded",
      description: `Pre-use check of ${asset.name} on ${ukDay(today)}: no defects`,
    });

    const list = await get(supervisor, `/api/assets/${asset.id}/pre-use-checks`);
    expect(list.json()).toMatchObject({ total: 1, items: [{ passed: true }] });
    expect((await get(undefined, `/api/assets/${asset.id}/pre-use-checks`)).statusCode).toBe(401);
    expect((await get(outsider, `/api/assets/${asset.id}/pre-use-checks`)).statusCode).toBe(403);
    expect((await get(supervisor, "/api/assets/999999/pre-use-checks")).statusCode).toBe(404);
  });

  it("a failed check takes the item out of use ('Do not use') at once: the flag, the history, the public safety turns red", async () => {
    const asset = await insertAsset(t.db, { type: "plant" });
    const answers = allOk(PLANT).map((a) => (a.item === "Hydraulic hoses and rams" ? { ...a, ok: false, note: "Boom ram hose weeping" } : a));
    const res = await check(supervisor, asset.id, { answers });
    expect(res.json()).toMatchObject({ assetOutOfUse: true, check: { passed: false, defectNote: "Hydraulic hoses and rams: Boom ram hose weeping" } });
    const row = await assetRow(t.db, asset.id);
    expect(row).toMatchObject({ outOfUse: true, outOfUseReason: "Failed pre-use check: Hydraulic hoses and rams: Boom ram hose weeping" });
    expect((await safetyOfAsset(t.db, row, today)).safe).toEqual({ colour: "red", reasons: [{ code: "out_of_use" }] });
    expect((await get(supervisor, `/api/assets/${asset.id}/safety`)).json()).toMatchObject({
      colour: "red",
      label: "Do not use",
      reasons: ["Out of use: Failed pre-use check: Hydraulic hoses and rams: Boom ram hose weeping"],
    });
    expect((await historyOf(t.db, asset.id)).map((h) => [h.field, h.toValue])).toEqual([["out_of_use", "Out of use"]]);
    expect((await lastLog(t.db)).severity).toBe("warning");
    // A second failure leaves the first reason: it stays out until cleared.
    await check(supervisor, asset.id, { answers: allOk(PLANT).map((a, i) => (i === 0 ? { ...a, ok: false, note: "Flat tyre" } : a)) });
    expect((await assetRow(t.db, asset.id)).outOfUseReason).toContain("Boom ram hose weeping");
    expect(await historyOf(t.db, asset.id)).toHaveLength(1);
  });
});

describe("the operator at the pre-use check", () => {
  it("is judged as at check-out: an expired CPCS card is refused 409 with the reason; site staff may not override (403), a manager may, and it is kept and logged", async () => {
    await t.db.insert(plantCategoryCards).values({ category: "Dumper", requirements: [[{ scheme: "CPCS" }, { scheme: "NPORS" }]] });
    const asset = await insertAsset(t.db, { type: "plant", category: "Dumper" });
    const worker = await insertWorker(t.db);
    await t.db.insert(workerCards).values({ workerId: worker.id, schemeIdentifier: "CPCS", cardNumber: "CP-1", expiryDate: daysBefore(today, 10) });
    const refused = await check(supervisor, asset.id, { answers: allOk(PLANT), workerId: worker.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("Dale Operator's CPCS card expired on");
    expect(refused.json().refusals.length).toBeGreaterThan(0);
    const override = { reason: "Renewal seen on the CPCS app" };
    expect((await check(supervisor, asset.id, { answers: allOk(PLANT), workerId: worker.id, override })).statusCode).toBe(403);
    expect(await t.db.select().from(assetPreUseChecks).where(eq(assetPreUseChecks.assetId, asset.id))).toEqual([]);
    const allowed = await check(manager, asset.id, { answers: allOk(PLANT), workerId: worker.id, override });
    expect(allowed.statusCode).toBe(201);
    const [kept] = await t.db.select().from(assetPreUseChecks).where(eq(assetPreUseChecks.assetId, asset.id));
    expect(kept.overrideReason).toBe("Renewal seen on the CPCS app");
    const log = await lastLog(t.db);
    expect(log.severity).toBe("warning");
    expect(log.description).toContain("overriding: Dale Operator's CPCS card expired on");
  });
});

describe("defects and clearing for use", () => {
  it("report a defect: 401, 403, 404, 400; unsafe takes it out of use, otherwise a history line", async () => {
    const asset = await insertAsset(t.db);
    const url = `/api/assets/${asset.id}/defects`;
    expect((await send(undefined, "POST", url, { note: "x", unsafe: false })).statusCode).toBe(401);
    expect((await send(outsider, "POST", url, { note: "x", unsafe: false })).statusCode).toBe(403);
    expect((await send(supervisor, "POST", "/api/assets/999999/defects", { note: "x", unsafe: false })).statusCode).toBe(404);
    expect(messages((await send(supervisor, "POST", url, { note: "" })).json())).toEqual(["Say what is wrong", "Say whether it is unsafe to use"]);
    const minor = await send(supervisor, "POST", url, { note: "Beacon lens cracked", unsafe: false });
    expect(minor.statusCode).toBe(201);
    expect(minor.json()).toEqual({ assetOutOfUse: false });
    const unsafe = await send(supervisor, "POST", url, { note: "Brakes fade on the ramp", unsafe: true });
    expect(unsafe.json()).toEqual({ assetOutOfUse: true });
    expect((await historyOf(t.db, asset.id)).map((h) => [h.field, h.toValue, h.note])).toEqual([
      ["defect", "Reported", "Beacon lens cracked"],
      ["out_of_use", "Out of use", "Defect reported: Brakes fade on the ramp"],
    ]);
    expect((await lastLog(t.db)).action).toBe("asset_defect_reported");
  });

  it("clear for use: 401, 403 (Assets view only), 400 without a note, 404, 409 when in use; then in use with its history", async () => {
    const asset = await insertAsset(t.db);
    expect((await clear(manager, asset.id)).statusCode).toBe(409);
    expect((await clear(manager, asset.id)).json().message).toBe("This item is not out of use");
    await send(supervisor, "POST", `/api/assets/${asset.id}/defects`, { note: "Guard missing", unsafe: true });
    expect((await clear(undefined, asset.id)).statusCode).toBe(401);
    expect((await clear(supervisor, asset.id)).statusCode).toBe(403);
    expect((await clear(outsider, asset.id)).statusCode).toBe(403);
    expect((await clear(manager, 999_999)).statusCode).toBe(404);
    expect(messages((await clear(manager, asset.id, " ")).json())).toEqual(["Say why it is safe to use again: what was repaired or found"]);
    const res = await clear(manager, asset.id, "New guard fitted");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ reason: "Defect reported: Guard missing", note: "New guard fitted", clearedBy: { name: "Mia Manager" } });
    expect(await assetRow(t.db, asset.id)).toMatchObject({ outOfUse: false, outOfUseReason: null, outOfUseSince: null });
    expect((await historyOf(t.db, asset.id)).map((h) => [h.fromValue, h.toValue, h.note])).toEqual([
      ["In use", "Out of use", "Defect reported: Guard missing"],
      ["Out of use", "In use", "New guard fitted"],
    ]);
    expect(await lastLog(t.db)).toMatchObject({ action: "asset_cleared_for_use", entityId: String(asset.id) });
    expect((await get(supervisor, `/api/assets/${asset.id}/safety`)).json().outOfUse).toBeNull();
  });

  it("two clearances at once run one after the other: one clears, the other finds it in use (409)", async () => {
    const asset = await insertAsset(t.db);
    await send(supervisor, "POST", `/api/assets/${asset.id}/defects`, { note: "Seat belt torn", unsafe: true });
    const [a, b] = await Promise.all([clear(manager, asset.id, "Belt replaced"), clear(manager, asset.id, "Belt replaced too")]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await historyOf(t.db, asset.id)).filter((h) => h.toValue === "In use")).toHaveLength(1);
  });

  it("a failed check and a clearance at once: whichever runs second sees the first, so the flag matches what was answered", async () => {
    const asset = await insertAsset(t.db, { type: "plant" });
    await send(supervisor, "POST", `/api/assets/${asset.id}/defects`, { note: "Horn dead", unsafe: true });
    const failed = allOk(PLANT).map((a, i) => (i === 0 ? { ...a, ok: false, note: "Track tension slack" } : a));
    const [checked, cleared] = await Promise.all([check(supervisor, asset.id, { answers: failed }), clear(manager, asset.id, "Horn replaced")]);
    expect(checked.statusCode).toBe(201);
    expect(cleared.statusCode).toBe(201);
    const row = await assetRow(t.db, asset.id);
    const history = (await historyOf(t.db, asset.id)).map((h) => h.toValue);
    // Check first: it was already out, the clearance then clears it. Clearance first: the check takes it out again.
    expect(history.at(-1)).toBe(row.outOfUse ? "Out of use" : "In use");
  });
});
