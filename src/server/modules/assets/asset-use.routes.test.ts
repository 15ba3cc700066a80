import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { daysAfter, ukDay, ukToday } from "@shared/common/uk-dates";
import { assetCheckouts, assetHistory, assetInspections } from "../../db/schema/index";
import { insertAsset, lastLog, messages, newWorker, useApi, useFixture, type UseFixture } from "./asset-use.test-support";

let f: UseFixture;
let api: ReturnType<typeof useApi>;
let worker: number;
beforeAll(async () => {
  f = await useFixture();
  api = useApi(f);
  worker = await newWorker(f, { firstName: "Sam", lastName: "Jones" });
});
afterAll(() => f.t.close());

const today = ukToday();
const url = (id: number, what: string) => `/api/assets/${id}/${what}`;
const out = (cookie: string | undefined, id: number, body: object) => api.post(cookie, url(id, "check-out"), body);
const historyOf = (id: number) => f.t.db.select().from(assetHistory).where(eq(assetHistory.assetId, id)).orderBy(assetHistory.id);

describe("check-out and check-in", () => {
  it("401, 403, 400 with the messages, 404", async () => {
    const a = await insertAsset(f.t);
    const body = { workerId: worker, projectId: f.mill.id };
    expect((await out(undefined, a.id, body)).statusCode).toBe(401);
    expect((await out(f.qs, a.id, body)).statusCode).toBe(403);
    expect((await api.get(f.outsider, url(a.id, "whereabouts"))).statusCode).toBe(403);
    const bad = await out(f.storeman, a.id, { workerId: "", projectId: null, dueBack: "2020-01-01x", note: "x".repeat(501) });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual([
      "Choose who takes it",
      "Choose the contract it goes to",
      "Due back must be a valid date (yyyy-mm-dd)",
      "Note must be 500 characters or fewer",
    ]);
    expect(messages((await out(f.storeman, a.id, { ...body, dueBack: daysAfter(today, -1) })).json())).toEqual(["Due back cannot be before today"]);
    expect(messages((await out(f.storeman, a.id, { ...body, projectId: 999999 })).json())).toEqual(["Contract not found"]);
    const missing = await out(f.storeman, 999999, body);
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Asset not found"]);
    const noWorker = await out(f.storeman, a.id, { ...body, workerId: 999999 });
    expect([noWorker.statusCode, noWorker.json().message]).toEqual([404, "Worker not found"]);
    expect((await api.get(f.qs, url(999999, "whereabouts"))).statusCode).toBe(404);
    expect((await api.get(f.qs, url(a.id, "check-outs?page=0"))).statusCode).toBe(400);
  });

  it("out to a worker on a contract: holder, place, arrival, history and log; overdue once past due back; a second check-out is 409", async () => {
    const a = await insertAsset(f.t, { name: "Dumper 3t" });
    const res = await out(f.storeman, a.id, { workerId: worker, projectId: f.mill.id, dueBack: today, note: "For the drainage run" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      place: { id: f.mill.id, name: "Mill Street" },
      arrivedOn: today,
      holder: { id: worker, name: "Sam Jones" },
      checkOut: { worker: { name: "Sam Jones" }, dueBack: today, overdue: false, note: "For the drainage run", checkedOutBy: "Stan Storeman" },
    });
    expect((await historyOf(a.id)).map((h) => [h.field, h.fromValue, h.toValue])).toEqual([
      ["place", "Yard", "Mill Street"],
      ["holder", null, "Sam Jones"],
    ]);
    expect(await lastLog(f.t.db)).toMatchObject({
      action: "asset_checked_out",
      description: `Checked out Dumper 3t to Sam Jones on Mill Street, due back ${ukDay(today)}`,
      category: "assets",
    });
    const again = await out(f.storeman, a.id, { workerId: worker, projectId: f.quay.id });
    expect([again.statusCode, again.json().message]).toEqual([409, "This item is already checked out to Sam Jones on Mill Street"]);

    // Due back yesterday: overdue on the asset page and in the overdue list.
    await f.t.db
      .update(assetCheckouts)
      .set({ dueBack: daysAfter(today, -2) })
      .where(eq(assetCheckouts.assetId, a.id));
    expect((await api.get(f.qs, url(a.id, "whereabouts"))).json().checkOut).toMatchObject({ overdue: true, daysOverdue: 2 });
    const overdue = (await api.get(f.qs, "/api/asset-check-outs/overdue")).json();
    expect(overdue.items.map((c: { asset: { name: string } }) => c.asset.name)).toContain("Dumper 3t");
    expect((await api.get(undefined, "/api/asset-check-outs/overdue")).statusCode).toBe(401);
    expect((await api.get(f.outsider, "/api/asset-check-outs/overdue")).statusCode).toBe(403);
  });

  it("check-in with condition and note; 409 when not out; the history pages", async () => {
    const a = await insertAsset(f.t, { name: "Breaker", condition: "good", projectId: f.quay.id, arrivedOn: "2026-01-05" });
    expect((await api.post(undefined, url(a.id, "check-in"), {})).statusCode).toBe(401);
    expect((await api.post(f.qs, url(a.id, "check-in"), {})).statusCode).toBe(403);
    const notOut = await api.post(f.storeman, url(a.id, "check-in"), {});
    expect([notOut.statusCode, notOut.json().message]).toEqual([409, "This item is not checked out"]);
    expect(messages((await api.post(f.storeman, url(a.id, "check-in"), { condition: "broken" })).json())).toEqual([
      "Choose a condition: excellent, good, fair or poor",
    ]);
    // Out on the contract it is on: no move, arrival kept.
    expect((await out(f.storeman, a.id, { workerId: worker, projectId: f.quay.id })).json().arrivedOn).toBe("2026-01-05");
    const back = await api.post(f.storeman, url(a.id, "check-in"), { condition: "fair", note: "Chisel worn" });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ holder: null, checkOut: null, place: { name: "Quay Side" } });
    expect((await historyOf(a.id)).map((h) => [h.field, h.fromValue, h.toValue, h.note])).toEqual([
      ["holder", null, "Sam Jones", null],
      ["holder", "Sam Jones", null, "Chisel worn"],
      ["condition", "Good", "Fair", "On check-in"],
    ]);
    expect((await lastLog(f.t.db)).description).toBe("Checked in Breaker from Sam Jones in fair condition: Chisel worn");
    await out(f.storeman, a.id, { workerId: worker, projectId: f.quay.id });
    const page = (await api.get(f.qs, url(a.id, "check-outs?pageSize=1"))).json();
    expect([page.total, page.pageCount, page.items[0].checkedInAt]).toEqual([2, 2, null]);
    const second = (await api.get(f.qs, url(a.id, "check-outs?pageSize=1&page=2"))).json().items[0];
    expect(second).toMatchObject({ conditionIn: "fair", checkedInBy: "Stan Storeman" });
  });

  it("refused while out of use, not active, or not safe to use (LOLER overdue, a new site)", async () => {
    const broken = await insertAsset(f.t, { outOfUse: true, outOfUseReason: "Failed pre-use check: hydraulic leak." });
    const r1 = await out(f.manager, broken.id, { workerId: worker, projectId: f.mill.id, override: { reason: "Needed today" } });
    expect([r1.statusCode, r1.json().message]).toEqual([
      409,
      "This item is out of use: Failed pre-use check: hydraulic leak. It must be cleared before it is checked out",
    ]);
    const sold = await insertAsset(f.t, { status: "maintenance" });
    expect((await out(f.storeman, sold.id, { workerId: worker, projectId: f.mill.id })).json().message).toBe(
      "This item is in maintenance: only an active item can be checked out",
    );
    const crane = await insertAsset(f.t, { name: "Telehandler", liftingUse: "other", projectId: f.mill.id, arrivedOn: "2025-01-01" });
    await f.t.db
      .insert(assetInspections)
      .values({ assetId: crane.id, kind: "thorough_examination", day: "2025-01-10", result: "pass", examinerName: "E. Xam" });
    const r3 = await out(f.storeman, crane.id, { workerId: worker, projectId: f.mill.id });
    expect([r3.statusCode, r3.json().message]).toEqual([
      409,
      "This item is not safe to use: its thorough examination (LOLER) is overdue (it was due on 10/01/2026). It must be inspected before it is checked out",
    ]);
    // Examined last week on this site; a hoist whose safety depends on its installation must be examined again at a new one.
    const hoist = await insertAsset(f.t, {
      name: "Hoist",
      liftingUse: "lifts_people",
      dependsOnInstallation: true,
      projectId: f.mill.id,
      arrivedOn: daysAfter(today, -30),
    });
    await f.t.db
      .insert(assetInspections)
      .values({ assetId: hoist.id, kind: "thorough_examination", day: daysAfter(today, -7), result: "pass", examinerName: "E. Xam" });
    expect((await out(f.storeman, hoist.id, { workerId: worker, projectId: f.quay.id })).json().message).toBe(
      `This item is not safe to use: its thorough examination (LOLER) is needed before use at the site it arrived at on ${ukDay(today)}. It must be inspected before it is checked out`,
    );
    expect((await out(f.storeman, hoist.id, { workerId: worker, projectId: f.mill.id })).statusCode).toBe(200);
  });

  it("refused to a worker who is not working now (left, on leave, suspended), as the gate does", async () => {
    const gone = await newWorker(f, { firstName: "Lee", lastName: "Leaver", employmentStatus: "left" });
    const tool = await insertAsset(f.t, { name: "Breaker" });
    const refused = await out(f.manager, tool.id, { workerId: gone, projectId: f.mill.id });
    expect([refused.statusCode, refused.json().message]).toEqual([409, "Lee Leaver's employment status is Left: only an active worker can take an item out"]);
  });
});

describe("move and off-hire", () => {
  it("move: 401, 403 (Assets create is not enough), 400, 404, 409; sets the place, arrival and location", async () => {
    const a = await insertAsset(f.t, { name: "Tower light", projectId: f.mill.id, arrivedOn: "2025-06-01", location: "Bay 3" });
    expect((await api.post(undefined, url(a.id, "move"), { projectId: null })).statusCode).toBe(401);
    expect((await api.post(f.storeman, url(a.id, "move"), { projectId: null })).statusCode).toBe(403);
    expect(messages((await api.post(f.manager, url(a.id, "move"), { projectId: "abc" })).json())).toEqual(["Contract not found"]);
    expect((await api.post(f.manager, url(999999, "move"), { projectId: null })).statusCode).toBe(404);
    expect((await api.post(f.manager, url(a.id, "move"), { projectId: f.mill.id })).json().message).toBe("It is already on that contract");
    const moved = await api.post(f.manager, url(a.id, "move"), { projectId: f.quay.id, location: "Compound", note: "Night works" });
    expect(moved.json()).toMatchObject({ place: { name: "Quay Side" }, arrivedOn: today, location: "Compound" });
    expect((await historyOf(a.id)).at(-1)).toMatchObject({
      field: "place",
      fromValue: "Mill Street",
      toValue: "Quay Side",
      note: "Night works",
      projectId: f.quay.id,
    });
    expect((await lastLog(f.t.db)).description).toBe("Moved Tower light from Mill Street to Quay Side (Compound)");
    await out(f.storeman, a.id, { workerId: worker, projectId: f.quay.id });
    expect((await api.post(f.manager, url(a.id, "move"), { projectId: null })).json().message).toBe(
      "It is checked out to Sam Jones: check it in before moving it",
    );
    await api.post(f.storeman, url(a.id, "check-in"), {});
    const yard = (await api.post(f.manager, url(a.id, "move"), { projectId: null })).json();
    expect([yard.place, yard.location]).toEqual([null, null]);
    expect((await api.post(f.manager, url(a.id, "move"), { projectId: "" })).json().message).toBe("It is already in the yard");
  });

  it("off-hire: a hired-in item's off-hire day, reference and collection, with assetSchema's rules", async () => {
    const owned = await insertAsset(f.t);
    const hired = await insertAsset(f.t, { name: "Hired roller", ownership: "hired_in", hireSupplier: "Speedy Hire", onHireDate: "2026-02-01" });
    const body = { offHireDate: "2026-03-02", offHireReference: "OH-7781", collectionDate: "2026-03-04" };
    expect((await api.post(undefined, url(hired.id, "off-hire"), body)).statusCode).toBe(401);
    expect((await api.post(f.storeman, url(hired.id, "off-hire"), body)).statusCode).toBe(403);
    expect((await api.post(f.manager, url(999999, "off-hire"), body)).statusCode).toBe(404);
    expect(messages((await api.post(f.manager, url(hired.id, "off-hire"), { collectionDate: "x" })).json())).toEqual([
      "Off-hire date is required",
      "Collection date must be a valid date (yyyy-mm-dd)",
    ]);
    expect(messages((await api.post(f.manager, url(hired.id, "off-hire"), { offHireDate: "2026-03-02", collectionDate: "2026-03-01" })).json())).toEqual([
      "Collection date cannot be before the off-hire date",
    ]);
    expect(messages((await api.post(f.manager, url(hired.id, "off-hire"), { offHireDate: "2026-01-31" })).json())).toEqual([
      "Off-hire date cannot be before the on-hire date",
    ]);
    const notHired = await api.post(f.manager, url(owned.id, "off-hire"), body);
    expect([notHired.statusCode, notHired.json().message]).toEqual([409, "Only a hired-in item can be called off hire"]);
    const res = await api.post(f.manager, url(hired.id, "off-hire"), body);
    expect(res.json().hire).toMatchObject({ supplier: "Speedy Hire", offHireDate: "2026-03-02", offHireReference: "OH-7781", collectionDate: "2026-03-04" });
    expect((await historyOf(hired.id)).at(-1)).toMatchObject({
      field: "hire",
      fromValue: null,
      toValue: "off hire 02/03/2026, ref. OH-7781, collection 04/03/2026",
    });
    expect((await lastLog(f.t.db)).description).toBe("Called off hire Hired roller with Speedy Hire: off hire 02/03/2026, ref. OH-7781, collection 04/03/2026");
  });
});
