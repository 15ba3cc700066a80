import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { activityLogs, cvrPeriods } from "../../db/schema/index";
import { monthsAfter, ukToday } from "@shared/common/uk-dates";
import { MONTH_CLOSED, MONTH_MESSAGE, MONTH_NOT_STARTED, PERIOD_NOT_FOUND } from "@shared/cost-analysis/cvr-periods";

let t: TestApp;
let qs: { user: { id: number; name: string }; cookie: string };
let pm: string;
let viewer: string;
let project: { id: number; slug: string; name: string };

const month = (n: number) => monthsAfter(`${ukToday().slice(0, 7)}-01`, n).slice(0, 7);
const thisMonth = month(0);
const lastMonth = month(-1);
const twoAgo = month(-2);
const nextMonth = month(1);

beforeAll(async () => {
  t = await createTestApp();
  qs = await signedIn(t, { role: "QS", name: "Quinn Surveyor" });
  pm = (await signedIn(t, { role: "Project Manager" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  project = await buildProject(t.db, { name: "Kirkstall Road Flats" });
});
afterAll(() => t.close());

const at = (slug = project.slug) => `/api/projects/by-slug/${slug}/cvr-periods`;
const put = (cookie: string | undefined, m: string, payload: object, slug = project.slug) =>
  call(t.app, cookie, { method: "PUT", url: `${at(slug)}/${m}`, payload });
const close = (cookie: string | undefined, m: string, slug = project.slug) => call(t.app, cookie, { method: "POST", url: `${at(slug)}/${m}/close` });
const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
const messages = (b: { errors?: { message: string }[] }) => (b.errors ?? []).map((e) => e.message);
const lastLog = async () => (await t.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];

describe("PUT a month's valuation", () => {
  it("401, 403 without Cost Analysis edit, 404, 400 with messages", async () => {
    const valuation = { valueApplied: "120000", valueCertified: "110000" };
    expect((await put(undefined, lastMonth, valuation)).statusCode).toBe(401);
    expect((await put(pm, lastMonth, valuation)).statusCode).toBe(403);
    expect((await put(viewer, lastMonth, valuation)).statusCode).toBe(403);
    expect((await put(qs.cookie, lastMonth, valuation, "no-such-contract")).statusCode).toBe(404);
    expect(messages((await put(qs.cookie, "2026-13", valuation)).json())).toEqual([MONTH_MESSAGE]);
    expect(messages((await put(qs.cookie, "October", valuation)).json())).toEqual([MONTH_MESSAGE]);
    expect(messages((await put(qs.cookie, lastMonth, { valueApplied: "lots" })).json())).toEqual([
      "Value applied must be an amount in pounds, e.g. 250000 or 1250.50",
    ]);
    expect(messages((await put(qs.cookie, lastMonth, { valueCertified: "-1" })).json())).toEqual(["Value certified cannot be negative"]);
    const ahead = await put(qs.cookie, nextMonth, valuation);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().errors).toEqual([{ field: "month", message: MONTH_NOT_STARTED }]);
  });

  it("enters and changes an open month's valuation, logged; the same again writes nothing", async () => {
    const res = await put(qs.cookie, twoAgo, { valueApplied: "£120,000", valueCertified: "110000.5" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      month: twoAgo,
      valueApplied: "120000.00",
      valueCertified: "110000.50",
      status: "open",
      closedAt: null,
      closedBy: null,
      snapshot: null,
      updatedBy: { id: qs.user.id, name: "Quinn Surveyor" },
    });
    const log = await lastLog();
    expect(log).toMatchObject({ action: "cvr_valuation_saved", category: "cost-analysis", metadata: { projectId: project.id, month: twoAgo } });
    expect(log.description).toContain("applied £120,000.00, certified £110,000.50");
    await put(qs.cookie, twoAgo, { valueApplied: "120000", valueCertified: "110000.50" });
    expect((await lastLog()).id).toBe(log.id);
    expect((await put(qs.cookie, twoAgo, { valueApplied: "125000" })).json()).toMatchObject({ valueApplied: "125000.00", valueCertified: null });
  });
});

describe("GET the months", () => {
  it("401, 403, 404 and the months newest first; one month with its snapshot", async () => {
    const slug = (await buildProject(t.db)).slug;
    expect((await get(undefined, at(slug))).statusCode).toBe(401);
    expect((await get(viewer, at(slug))).statusCode).toBe(403);
    expect((await get(pm, at("no-such-contract"))).statusCode).toBe(404);
    expect((await get(pm, at(slug))).json()).toEqual({ months: [] });
    await put(qs.cookie, twoAgo, { valueCertified: "1000" }, slug);
    await put(qs.cookie, thisMonth, { valueCertified: "3000" }, slug);
    expect((await get(pm, at(slug))).json().months.map((m: { month: string }) => m.month)).toEqual([thisMonth, twoAgo]);
    const missing = await get(pm, `${at(slug)}/${lastMonth}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PERIOD_NOT_FOUND);
    expect(messages((await get(pm, `${at(slug)}/2026-1`)).json())).toEqual([MONTH_MESSAGE]);
    expect((await get(pm, `${at(slug)}/${thisMonth}`)).json()).toMatchObject({ month: thisMonth, valueCertified: "3000.00", snapshot: null });
  });
});

describe("POST close a month", () => {
  it("401, 403, 404, 400 for a month to come", async () => {
    expect((await close(undefined, lastMonth)).statusCode).toBe(401);
    expect((await close(pm, lastMonth)).statusCode).toBe(403);
    expect((await close(qs.cookie, lastMonth, "no-such-contract")).statusCode).toBe(404);
    expect((await close(qs.cookie, nextMonth)).json().errors).toEqual([{ field: "month", message: MONTH_NOT_STARTED }]);
  });

  it("closes months in order, keeping the valuation as it stood; a closed month, and any before it, is read-only", async () => {
    const slug = (await buildProject(t.db, { name: "Wharf Street" })).slug;
    await put(qs.cookie, twoAgo, { valueApplied: "50000", valueCertified: "45000" }, slug);
    await put(qs.cookie, lastMonth, { valueApplied: "90000" }, slug);

    const early = await close(qs.cookie, lastMonth, slug);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Close \w+ \d{4} first$/);

    const res = await close(qs.cookie, twoAgo, slug);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      month: twoAgo,
      status: "closed",
      closedBy: { id: qs.user.id, name: "Quinn Surveyor" },
      // Only the valuation until the figures service works out cost, margin and retention.
      snapshot: { month: twoAgo, value: { applied: "50000.00", certified: "45000.00" } },
    });
    expect(res.json().closedAt).toEqual(expect.any(String));
    expect(await lastLog()).toMatchObject({ action: "cvr_period_closed", category: "cost-analysis" });

    for (const attempt of [
      await put(qs.cookie, twoAgo, { valueCertified: "46000" }, slug),
      await close(qs.cookie, twoAgo, slug),
      // A month before the last closed one is closed with it, row or not.
      await put(qs.cookie, month(-3), { valueCertified: "1" }, slug),
    ]) {
      expect(attempt.statusCode).toBe(409);
      expect(attempt.json().message).toBe(MONTH_CLOSED);
    }

    // A month with no valuation may close too (a contract with cost and no certificate yet), and the current one early.
    expect((await close(qs.cookie, lastMonth, slug)).json()).toMatchObject({
      status: "closed",
      snapshot: { value: { applied: "90000.00", certified: "0.00" } },
    });
    expect((await close(qs.cookie, thisMonth, slug)).json()).toMatchObject({ status: "closed", snapshot: { value: { applied: "0.00", certified: "0.00" } } });
    const rows = await t.db.select().from(cvrPeriods).where(eq(cvrPeriods.status, "closed"));
    expect(rows.filter((r) => [twoAgo, lastMonth, thisMonth].includes(r.month)).length).toBeGreaterThanOrEqual(3);
  });
});
