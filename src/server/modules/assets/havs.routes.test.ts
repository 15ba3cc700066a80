import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { daysAfter, ukToday } from "@shared/common/uk-dates";
import { HAVS_LOG_MESSAGES } from "@shared/assets/havs";
import { HAVS_MESSAGES } from "@shared/rules/havs";
import { assets, havsExposures, recycleBin, rolePermissions } from "../../db/schema/index";
import { call } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { havsFixture, insertAsset, lastLog, messages, newWorker, type HavsFixture } from "./havs.test-support";

let f: HavsFixture;
let breaker: number; // 5 m/s²
let drill: number; // 4 m/s²
let sander: number; // 2.5 m/s²
let noFigure: number;

beforeAll(async () => {
  f = await havsFixture();
  breaker = (await insertAsset(f.t.db, { name: "Hydraulic breaker", vibrationMagnitude: "5.00", projectId: f.projectId })).id;
  drill = (await insertAsset(f.t.db, { name: "SDS drill", vibrationMagnitude: "4.00" })).id;
  sander = (await insertAsset(f.t.db, { name: "Orbital sander", vibrationMagnitude: "2.50" })).id;
  noFigure = (await insertAsset(f.t.db, { name: "Tape measure" })).id;
});
afterAll(() => f.t.close());

const DAY = "2025-06-10";
const log = (cookie: string | undefined, payload: Record<string, unknown>) => call(f.t.app, cookie, { method: "POST", url: "/api/havs-exposures", payload });
const body = (over: Record<string, unknown> = {}) => ({ workerId: f.workerId, assetId: drill, day: DAY, minutes: 120, ...over });

describe("POST /api/havs-exposures", () => {
  it("401 signed out, 403 without Workforce, 403 with the health-data message without Assets view", async () => {
    expect((await log(undefined, body())).statusCode).toBe(401);
    expect((await log(f.viewer, body())).statusCode).toBe(403);
    const { cookie } = await signedIn(f.t, { role: "Other" });
    await f.t.db
      .update(rolePermissions)
      .set({ canView: true, canCreate: true })
      .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Workforce")));
    await f.t.db
      .update(rolePermissions)
      .set({ canView: false })
      .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Assets")));
    const res = await log(cookie, body());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(HAVS_LOG_MESSAGES.notAllowed);
  });

  it("400 with each field's message", async () => {
    const msg = async (over: Record<string, unknown>) => messages((await log(f.supervisor, body(over))).json());
    expect(await msg({ minutes: 0 })).toEqual([HAVS_LOG_MESSAGES.minutesMin]);
    expect(await msg({ minutes: 721 })).toEqual([HAVS_LOG_MESSAGES.minutesMax]);
    expect(await msg({ minutes: "90.5" })).toEqual([HAVS_MESSAGES.minutes]);
    expect(await msg({ minutes: "" })).toEqual([HAVS_LOG_MESSAGES.minutesRequired]);
    expect(await msg({ day: daysAfter(ukToday(), 1) })).toEqual([HAVS_LOG_MESSAGES.futureDay]);
    expect(await msg({ workerId: "abc" })).toEqual([HAVS_LOG_MESSAGES.worker]);
    const res = await log(f.supervisor, body({ assetId: noFigure }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "assetId", message: HAVS_LOG_MESSAGES.noMagnitude }]);
  });

  it("404 for a worker, a tool or a contract that is not there (a deleted tool included)", async () => {
    expect((await log(f.supervisor, body({ workerId: 999_999 }))).json().message).toBe("Worker not found");
    const gone = await insertAsset(f.t.db, { name: "Old breaker", vibrationMagnitude: "6", deletedAt: new Date() });
    const res = await log(f.supervisor, body({ assetId: gone.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Asset not found");
    expect((await log(f.supervisor, body({ projectId: 999_999 }))).statusCode).toBe(404);
  });

  it("works the points out on the server, exactly, and keeps the magnitude: 4 m/s² for 2 h is 64", async () => {
    const worker = await newWorker(f);
    const res = await log(f.supervisor, body({ workerId: worker }));
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer.entry).toMatchObject({ minutes: 120, magnitude: "4.00", points: 64, toolName: "SDS drill", overrideReason: null, projectId: null });
    expect(answer.day).toMatchObject({ points: 64, state: "below_action" });
    expect(answer.warning).toBeNull();
    // A later change of the tool's figure does not rewrite the day.
    await f.t.db.update(assets).set({ vibrationMagnitude: "9.00" }).where(eq(assets.id, drill));
    const day = await call(f.t.app, f.supervisor, { method: "GET", url: `/api/havs-exposures/workers/${worker}?day=${DAY}` });
    expect(day.json().points).toBe(64);
    await f.t.db.update(assets).set({ vibrationMagnitude: "4.00" }).where(eq(assets.id, drill));
    // The tool's contract is the log's when none is given.
    expect((await log(f.supervisor, body({ workerId: worker, assetId: breaker, minutes: 10 }))).json().entry.projectId).toBe(f.projectId);
  });

  it("warns from the action value: 2.5 m/s² for 8 h is 100 points", async () => {
    const worker = await newWorker(f);
    const res = await log(f.supervisor, body({ workerId: worker, assetId: sander, minutes: 480 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().day).toMatchObject({ points: 100, state: "action" });
    expect(res.json().warning).toContain(HAVS_MESSAGES.action);
    expect(res.json().warning).toContain("100 points");
  });

  it("refuses reaching the limit (5 m/s² for 8 h is 400) with the numbers in words; only Assets edit overrides, logged", async () => {
    const worker = await newWorker(f, { firstName: "Dean", lastName: "Holt" });
    expect((await log(f.supervisor, body({ workerId: worker, assetId: breaker, minutes: 420 }))).json().day.points).toBe(350);
    const refused = await log(f.supervisor, body({ workerId: worker, assetId: breaker, minutes: 60 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ before: 350, adds: 50, after: 400, limit: 400, canOverride: false });
    expect(refused.json().message).toBe(`${HAVS_MESSAGES.limit}. Dean Holt has 350 points today; this use adds 50, making 400 of the 400 allowed.`);
    expect(await f.t.db.select().from(havsExposures).where(eq(havsExposures.workerId, worker))).toHaveLength(1);

    // The supervisor may log but not override.
    const tried = await log(f.supervisor, body({ workerId: worker, assetId: breaker, minutes: 60, override: { reason: "Finishing the pile cap" } }));
    expect(tried.statusCode).toBe(403);
    expect(tried.json().message).toBe(HAVS_LOG_MESSAGES.overrideNotAllowed);
    expect((await log(f.manager, body({ workerId: worker, assetId: breaker, minutes: 60 }))).json().canOverride).toBe(true);
    expect(messages((await log(f.manager, body({ workerId: worker, assetId: breaker, minutes: 60, override: { reason: " " } }))).json())).toEqual([
      HAVS_MESSAGES.overrideReason,
    ]);

    const over = await log(
      f.manager,
      body({ workerId: worker, assetId: breaker, minutes: 60, override: { reason: "Emergency break-out of a blocked drain" } }),
    );
    expect(over.statusCode).toBe(201);
    expect(over.json().entry.overrideReason).toBe("Emergency break-out of a blocked drain");
    expect(over.json().day).toMatchObject({ points: 400, state: "limit" });
    const line = await lastLog(f.t.db);
    expect(line).toMatchObject({ action: "havs_exposure_overridden", category: "assets", severity: "warning" });
    expect(line.description).toContain("reason: Emergency break-out of a blocked drain");
  });

  it("serialises one worker's logs: two at once cannot both slip under the limit", async () => {
    const worker = await newWorker(f);
    // 300 points each: either alone is allowed, both would make 600.
    const [a, b] = await Promise.all([
      log(f.supervisor, body({ workerId: worker, assetId: breaker, minutes: 360 })),
      log(f.supervisor, body({ workerId: worker, assetId: breaker, minutes: 360 })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const rows = await f.t.db.select().from(havsExposures).where(eq(havsExposures.workerId, worker));
    expect(rows.map((r) => r.points)).toEqual([300]);
  });
});

describe("reading exposure", () => {
  it("a worker's day tool by tool, the total rounded once, and its state", async () => {
    const worker = await newWorker(f);
    await log(f.supervisor, body({ workerId: worker, assetId: sander, minutes: 15 })); // 3.125
    await log(f.supervisor, body({ workerId: worker, assetId: sander, minutes: 15 }));
    await log(f.supervisor, body({ workerId: worker, assetId: drill, minutes: 60 })); // 32
    const res = await call(f.t.app, f.qs, { method: "GET", url: `/api/havs-exposures/workers/${worker}?day=${DAY}` });
    expect(res.statusCode).toBe(200);
    const day = res.json();
    expect(day.tools).toEqual([
      { assetId: sander, toolName: "Orbital sander", magnitude: "2.50", minutes: 30, points: 6 },
      { assetId: drill, toolName: "SDS drill", magnitude: "4.00", minutes: 60, points: 32 },
    ]);
    expect(day.entries.map((e: { points: number }) => e.points)).toEqual([3, 3, 32]);
    expect(day).toMatchObject({ points: 38, state: "below_action" }); // 6.25 + 32 = 38.25
  });

  it("is refused without Workforce view (health data), 404 for no worker", async () => {
    const res = await call(f.t.app, f.viewer, { method: "GET", url: `/api/havs-exposures/workers/${f.workerId}?day=${DAY}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(HAVS_LOG_MESSAGES.notAllowed);
    expect((await call(f.t.app, f.qs, { method: "GET", url: `/api/havs-exposures/workers/999999?day=${DAY}` })).statusCode).toBe(404);
    expect(messages((await call(f.t.app, f.qs, { method: "GET", url: `/api/havs-exposures/workers/${f.workerId}?day=10-06-2025` })).json())).toEqual([
      "Day must be a valid date (yyyy-mm-dd)",
    ]);
  });

  it("a contract's day: every worker who used a tool there, their whole day's total, worst first", async () => {
    const day = "2025-06-11";
    const light = await newWorker(f, { firstName: "Amy", lastName: "Light" });
    const heavy = await newWorker(f, { firstName: "Zac", lastName: "Heavy" });
    await log(f.supervisor, body({ workerId: light, assetId: sander, minutes: 60, day, projectId: f.projectId })); // 13
    await log(f.supervisor, body({ workerId: heavy, assetId: breaker, minutes: 120, day })); // 100, on the contract (the breaker's)
    await log(f.supervisor, body({ workerId: heavy, assetId: drill, minutes: 60, day })); // 32, elsewhere: still their day
    const res = await call(f.t.app, f.qs, { method: "GET", url: `/api/projects/by-slug/${f.slug}/havs?day=${day}` });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().workers.map((w: { workerName: string; points: number; state: string; minutes: number }) => [w.workerName, w.points, w.state, w.minutes]),
    ).toEqual([
      ["Zac Heavy", 132, "action", 180],
      ["Amy Light", 13, "below_action", 60],
    ]);
    expect((await call(f.t.app, f.viewer, { method: "GET", url: `/api/projects/by-slug/${f.slug}/havs?day=${day}` })).statusCode).toBe(403);
    expect((await call(f.t.app, f.qs, { method: "GET", url: `/api/projects/by-slug/no-such-contract/havs` })).statusCode).toBe(404);
  });

  it("a tool's recent logs, and the tools a log can name (with a magnitude, the contract's first)", async () => {
    await log(f.supervisor, body({ workerId: await newWorker(f), assetId: breaker, minutes: 5 }));
    const logs = await call(f.t.app, f.qs, { method: "GET", url: `/api/assets/${breaker}/havs` });
    expect(logs.statusCode).toBe(200);
    expect(logs.json()).toMatchObject({ assetId: breaker, toolName: "Hydraulic breaker", magnitude: "5.00" });
    expect(logs.json().items.length).toBeGreaterThan(0);
    expect((await call(f.t.app, f.qs, { method: "GET", url: `/api/assets/999999/havs` })).statusCode).toBe(404);
    const tools = await call(f.t.app, f.qs, { method: "GET", url: `/api/havs-exposures/tools?projectId=${f.projectId}` });
    expect(tools.json()[0]).toMatchObject({ id: breaker, onContract: true });
    expect(tools.json().map((t: { id: number }) => t.id)).not.toContain(noFigure);
    const found = await call(f.t.app, f.qs, { method: "GET", url: `/api/havs-exposures/tools?q=sander` });
    expect(found.json().map((t: { name: string }) => t.name)).toEqual(["Orbital sander"]);
  });
});

describe("correcting a wrong entry", () => {
  it("Assets edit changes the minutes (points again from the logged magnitude) or deletes it to the bin, logged", async () => {
    const worker = await newWorker(f);
    const id = (await log(f.supervisor, body({ workerId: worker, assetId: drill, minutes: 120 }))).json().entry.id;
    const patch = (cookie: string, payload: object, entry = id) => call(f.t.app, cookie, { method: "PATCH", url: `/api/havs-exposures/${entry}`, payload });
    expect((await patch(f.supervisor, { day: DAY, minutes: 60 })).statusCode).toBe(403);
    expect((await patch(f.manager, { day: DAY, minutes: 60 }, 999_999)).statusCode).toBe(404);
    expect(messages((await patch(f.manager, { day: DAY, minutes: 0 })).json())).toEqual([HAVS_LOG_MESSAGES.minutesMin]);
    const res = await patch(f.manager, { day: DAY, minutes: 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({ minutes: 60, points: 32 });
    expect((await lastLog(f.t.db)).action).toBe("havs_exposure_updated");
    // Past the limit on an edit: refused as a log is.
    expect((await patch(f.manager, { day: DAY, minutes: 720 })).statusCode).toBe(200); // 4 m/s² × 12 h = 384
    await log(f.supervisor, body({ workerId: worker, assetId: sander, minutes: 30 })); // +6 → 390
    expect((await patch(f.manager, { day: DAY, minutes: 700 })).statusCode).toBe(200);
    const other = (await f.t.db.select().from(havsExposures).where(eq(havsExposures.workerId, worker))).find((r) => r.id !== id)!;
    expect((await patch(f.manager, { day: DAY, minutes: 240 }, other.id)).statusCode).toBe(409); // 2.5 m/s² 4 h = 50 → 423

    const remove = (cookie: string, entry = id) => call(f.t.app, cookie, { method: "DELETE", url: `/api/havs-exposures/${entry}` });
    expect((await remove(f.supervisor)).statusCode).toBe(403);
    expect((await remove(f.manager)).statusCode).toBe(204);
    expect((await remove(f.manager)).statusCode).toBe(404);
    const [bin] = await f.t.db
      .select()
      .from(recycleBin)
      .where(and(eq(recycleBin.recordType, "havs_exposure"), eq(recycleBin.recordId, String(id))));
    expect(bin.recordName).toBe(`Vibration log: SDS drill on ${DAY}`);
    expect((await lastLog(f.t.db)).action).toBe("havs_exposure_deleted");

    const restored = await call(f.t.app, f.admin, { method: "POST", url: `/api/recycle-bin/${bin.id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect((await f.t.db.select().from(havsExposures).where(eq(havsExposures.id, id)))[0]).toMatchObject({ minutes: 700, magnitude: "4.00" });
  });
});
