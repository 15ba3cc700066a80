import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/client";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { lastLog, messages } from "../../test/records";
import { buildProject } from "../../seed/factories";
import { labourCostSettings, siteAttendance } from "../../db/schema/index";
import { buildWorker } from "./labour-cost.test-support";
import { foldStale, labourByContract } from "./labour-cost.service";

let t: TestApp;
let qs: { user: { id: number }; cookie: string };
let manager: string;
let siteManager: string;

beforeAll(async () => {
  t = await createTestApp();
  qs = await signedIn(t, { role: "QS" });
  manager = (await signedIn(t, { role: "Project Manager" })).cookie;
  siteManager = (await signedIn(t, { role: "Site Manager" })).cookie;
});
afterAll(() => t.close());

const get = (cookie: string | undefined) => call(t.app, cookie, { method: "GET", url: "/api/cost-analysis/settings" });
const put = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "PUT", url: "/api/cost-analysis/settings", payload });
const good = {
  standardDayHours: "7.5",
  weekendOvertime: false,
  onCosts: { employersNi: "13.8", holidayPay: "12.07", pension: "3", apprenticeshipLevy: "0.5" },
};
const stale = async () => rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from labour_cost_stale`))[0].n;

describe("GET /api/cost-analysis/settings", () => {
  it("401 signed out, 403 without Cost Analysis view; the defaults until the company saves its own", async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(siteManager)).statusCode).toBe(403);
    const res = await get(manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      standardDayHours: "8.00",
      weekendOvertime: true,
      onCosts: { employersNi: "0.00", holidayPay: "0.00", pension: "0.00", apprenticeshipLevy: "0.00" },
      saved: false,
    });
  });
});

describe("PUT /api/cost-analysis/settings", () => {
  it("401, 403 for view only, 400 with each field's message", async () => {
    expect((await put(undefined, good)).statusCode).toBe(401);
    expect((await put(manager, good)).statusCode).toBe(403);
    expect((await put(siteManager, good)).statusCode).toBe(403);
    const bad = await put(qs.cookie, {
      standardDayHours: "25",
      weekendOvertime: "yes",
      onCosts: { employersNi: "-1", holidayPay: "100.5", pension: "3.125", apprenticeshipLevy: "lots" },
    });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual([
      "Standard day must be from 1 to 24 hours",
      "Choose whether weekend hours are overtime",
      "Employer's National Insurance must be from 0 to 100%",
      "Holiday pay must be from 0 to 100%",
      "Pension can have at most 2 decimal places",
      "Apprenticeship levy must be a number, e.g. 13.8",
    ]);
    expect(messages((await put(qs.cookie, { ...good, standardDayHours: "0.5" })).json())).toEqual(["Standard day must be from 1 to 24 hours"]);
    expect(messages((await put(qs.cookie, { ...good, standardDayHours: "" })).json())).toEqual(["Standard day is required"]);
    expect(messages((await put(qs.cookie, { standardDayHours: "8", weekendOvertime: true })).json())).toEqual(["Enter the on-cost percentages"]);
    expect(await t.db.select().from(labourCostSettings)).toEqual([]);
  });

  it("saves them (Cost Analysis edit), logs the change and marks every worker-day to be costed again", async () => {
    const project = await buildProject(t.db);
    const worker = await buildWorker(t.db, { hourlyRate: "18.40" });
    await t.db.insert(siteAttendance).values(
      ["2026-10-12", "2026-10-13"].map((date) => ({
        projectId: project.id,
        workerId: worker.id,
        workerName: "Sam Hall",
        date,
        signInTime: "07:00",
        signOutTime: "15:00",
        signedInAt: new Date(`${date}T06:00:00Z`),
        signedOutAt: new Date(`${date}T14:00:00Z`),
      })),
    );
    await t.db.execute(sql`delete from labour_cost_stale`);

    const res = await put(qs.cookie, good);
    expect(res.statusCode).toBe(200);
    const saved = {
      standardDayHours: "7.50",
      weekendOvertime: false,
      onCosts: { employersNi: "13.80", holidayPay: "12.07", pension: "3.00", apprenticeshipLevy: "0.50" },
      saved: true,
    };
    expect(res.json()).toEqual(saved);
    expect((await get(manager)).json()).toEqual(saved);
    expect(await lastLog(t.db)).toMatchObject({
      action: "labour_settings_updated",
      userId: qs.user.id,
      description:
        "Updated the labour settings: a standard day of 7.50 h, weekend hours are not overtime; on-costs employer's national insurance 13.80%, holiday pay 12.07%, pension 3.00%, apprenticeship levy 0.50%",
    });
    // Both days costed again with the new on-costs (29.37 %): 7.5 h × £18.40 = £138.00 + 0.5 h overtime at the standard rate £9.20 = £147.20, on-cost £43.23 a day.
    const labour = await labourByContract(t.db, [project.id], "2026-10-31");
    expect(labour.get(project.id)).toMatchObject({ standardSeconds: 54_000, overtimeSeconds: 3_600, pay: "294.40", onCost: "86.46", cost: "380.86" });

    // The trigger marks every worker-day when a figure changes, and nothing when the same figures are saved again.
    await foldStale(t.db);
    await t.db.update(labourCostSettings).set({ standardDayHours: "7.50", pension: "3.00" });
    expect(await stale()).toBe(0);
    await t.db.update(labourCostSettings).set({ weekendOvertime: true });
    expect(await stale()).toBe(2);
  });
});
