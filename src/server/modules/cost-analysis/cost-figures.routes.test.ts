import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePence } from "@shared/common/money";
import { HEAD_DRILL_MESSAGE, PROFILE_MESSAGE, WORKER_LABOUR_FORBIDDEN } from "@shared/cost-analysis/cost-figures";
import { contributionCost, type Contribution, type CvrSnapshot } from "@shared/rules/cvr";
import { budgetChangeLogs } from "../../db/schema/index";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { seedCostContract } from "./cost-figures.test-support";
import { cvrFigures } from "./cvr-figures.service";

/**
 * The cost figures' routes (decision 0081): signed in, the Cost Analysis page's view right, each
 * query's messages, an unknown contract; labour by named worker only for Workforce edit (a QS has Cost
 * Analysis but not Workforce edit; a project manager has both), and a month's close keeping the figures.
 */

let t: TestApp;
let qs: string; // Cost Analysis: view and more; Workforce: view only
let pm: string; // Cost Analysis: view; Workforce: edit
let viewer: string; // Cost Analysis: none
let seeded: Awaited<ReturnType<typeof seedCostContract>>;

beforeAll(async () => {
  t = await createTestApp();
  qs = (await signedIn(t, { role: "QS" })).cookie;
  pm = (await signedIn(t, { role: "Project Manager" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  seeded = await seedCostContract(t.db);
});
afterAll(() => t.close());

const url = (tail: string, slug = seeded.contract.slug) => `/api/projects/by-slug/${slug}/${tail}`;
const get = (cookie: string | undefined, tail: string, slug?: string) => call(t.app, cookie, { method: "GET", url: url(tail, slug) });
const messages = (b: { errors?: { message: string }[] }) => (b.errors ?? []).map((e) => e.message);
const TAILS = ["costs", "costs/orders", "costs/labour", "costs/labour/workers", "costs/entries?head=plant"];

describe("the cost figures' routes", () => {
  it("401 signed out, 403 without Cost Analysis view, 404 for no such contract", async () => {
    for (const tail of TAILS) {
      expect((await get(undefined, tail)).statusCode, tail).toBe(401);
      expect((await get(viewer, tail)).statusCode, tail).toBe(403);
      const missing = await get(pm, tail, "no-such-contract");
      expect(missing.statusCode, tail).toBe(404);
      expect(missing.json().message).toBe("Project not found");
    }
  });

  it("400 with each query's message", async () => {
    const cases: [string, string][] = [
      ["costs?profile=sideways", PROFILE_MESSAGE],
      ["costs/orders?head=fuel", HEAD_DRILL_MESSAGE],
      ["costs/orders?costCode=" + "x".repeat(101), "Too big: expected string to have <=100 characters"],
      ["costs/orders?page=0", "Page must be 1 or more"],
      ["costs/labour?pageSize=101", "Page size must be at most 100"],
      ["costs/labour/workers?page=x", "Page must be a whole number"],
      ["costs/entries", "Head must be plant, waste or energy"],
      ["costs/entries?head=materials", "Head must be plant, waste or energy"],
    ];
    for (const [tail, message] of cases) {
      const res = await get(pm, tail);
      expect(res.statusCode, tail).toBe(400);
      expect(messages(res.json()), tail).toContain(message);
    }
  });

  it("labour by named worker is 403 without Workforce edit, and names nobody elsewhere", async () => {
    const refused = await get(qs, "costs/labour/workers");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(WORKER_LABOUR_FORBIDDEN);
    const res = await get(qs, "costs");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.labour.namesVisible).toBe(false);
    expect(body.exceptions).toContainEqual({
      kind: "sign_in_no_rate",
      text: "A worker of Scaff Ltd: 4.0 h signed in with no rate",
      record: null,
      head: "labour",
    });
    expect(JSON.stringify(body)).not.toContain("Ann Cole");
    const days = (await get(qs, "costs/labour")).json();
    expect(days.items.map((d: { day: string; employer: string; cost: string }) => [d.day, d.employer, d.cost])).toEqual([
      ["2026-10-05", "Direct", "88.00"],
      ["2026-10-05", "Scaff Ltd", "0.00"],
      ["2026-09-08", "Direct", "176.00"],
      ["2026-09-07", "Direct", "176.00"],
    ]);
    // Paged in SQL: the second page of three, and a page past the last still counts them all.
    const second = (await get(qs, "costs/labour?pageSize=3&page=2")).json();
    expect(second).toMatchObject({ page: 2, total: 4, pageCount: 2 });
    expect(second.items.map((d: { day: string }) => d.day)).toEqual(["2026-09-07"]);
    expect((await get(qs, "costs/labour?pageSize=3&page=9")).json()).toMatchObject({ items: [], total: 4 });
  });

  it("a project manager reads the figures, the workers by name, and the drill-downs paged", async () => {
    const res = await get(pm, "costs?profile=front");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ asOf: expect.any(String), labour: { namesVisible: true }, cashFlow: { profile: "front" } });
    const workers = (await get(pm, "costs/labour/workers?pageSize=2")).json();
    expect(workers).toMatchObject({ page: 1, pageSize: 2, total: 4, pageCount: 2 });
    expect(workers.items[0]).toMatchObject({ workerName: "Ann Cole", employer: "Scaff Ltd", day: "2026-10-05", rateBasis: "none", cost: "0.00" });
    const orders = (await get(pm, "costs/orders?head=materials&pageSize=4")).json();
    expect(orders).toMatchObject({ total: 6, pageCount: 2 });
    expect(orders.items).toHaveLength(4);
    const energy = (await get(pm, "costs/entries?head=energy")).json();
    expect(energy.items).toEqual([
      expect.objectContaining({ kind: "energy", day: "2026-11-05", cost: null, note: `costed by its order ${seeded.po("E1")}`, diaryEntryId: null }),
      expect.objectContaining({ kind: "energy", day: "2026-10-31", description: "Electricity 1200 kWh", detail: "EDF-881", cost: "320.40", note: null }),
    ]);
    const waste = (await get(pm, "costs/entries?head=waste")).json();
    expect(waste.items.map((e: { note: string | null; cost: string | null }) => [e.cost, e.note])).toEqual([
      [null, "uncosted: no cost entered"],
      [null, `costed by its order ${seeded.po("W1")}`],
      ["185.50", null],
    ]);
  });
});

describe("closing a month keeps its figures", () => {
  const heads = (s: CvrSnapshot) => Object.fromEntries(s.heads.map((h) => [h.head, h]));

  it("at the month's last day, with the contributions behind each head, the retention held and the budgets as they stood", async () => {
    // The materials budget was raised from £9,000.00 on 20 October: September, closed late, keeps £9,000.00.
    await t.db.insert(budgetChangeLogs).values({
      projectId: seeded.contract.id,
      fieldName: "materials",
      oldValue: "9000.00",
      newValue: "10000.00",
      reason: "Steel repriced",
      changedAt: new Date("2026-10-20T10:00:00Z"),
      createdBy: "Gemma Lloyd",
    });
    const put = await call(t.app, qs, { method: "PUT", url: url("cvr-periods/2026-09"), payload: { valueApplied: "12000.00", valueCertified: "10000.00" } });
    expect(put.statusCode, put.body).toBe(200);
    const res = await call(t.app, qs, { method: "POST", url: url("cvr-periods/2026-09/close") });
    expect(res.statusCode, res.body).toBe(200);
    const snapshot: CvrSnapshot = res.json().snapshot;
    // 5 % of £10,000.00 certified; labour and plant as at 30 September: Sam's two days, the excavator's 8 h.
    expect(snapshot.value).toEqual({ applied: "12000.00", certified: "10000.00", retention: "500.00" });
    expect(heads(snapshot).labour).toMatchObject({ actual: "352.00", projectedBudget: "400.00", method: "budget" });
    expect(heads(snapshot).plant).toMatchObject({ actual: "360.00", committed: "900.00" });
    // Orders as they stand; the variations (dated 1 October) not yet.
    expect(heads(snapshot).materials).toMatchObject({
      invoiced: "2150.00",
      accrued: "2400.00",
      committed: "4300.00",
      budget: "9000.00",
      projectedBudget: "9000.00",
    });
    for (const h of snapshot.heads) {
      const sum = snapshot.contributions.filter((c: Contribution) => c.head === h.head).reduce((a, c) => a + contributionCost(c), 0n);
      expect(sum, h.head).toBe(parsePence(h.actual));
    }
    expect(snapshot.contributions.filter((c) => c.kind === "variation")).toEqual([]);
    // Read back by a QS, who may not see names: the worker's month reads as labour of the month.
    expect(snapshot.contributions.find((c) => c.kind === "labour")).toMatchObject({
      key: `labour:${seeded.sam.id}:2026-09`,
      label: "Labour, September 2026",
      seconds: 57_600,
      cost: "352.00",
    });
    expect(snapshot).toMatchObject({ cost: "5712.00", margin: "4288.00", marginPercent: "42.9" });
    // The page's margin to date measures September's certified value against September's cost, not today's.
    const page = await call(t.app, qs, { method: "GET", url: url("costs") });
    expect(page.json().marginToDate).toEqual({
      month: "2026-09",
      certified: "10000.00",
      cost: "5712.00",
      margin: "4288.00",
      percent: "42.9",
      retention: "500.00",
    });
  });

  it("names the worker for a reader who may see names, and none by default (the daily job)", async () => {
    const month = async (namesVisible?: boolean) =>
      t.db.transaction(
        async (tx) => (await cvrFigures(tx, seeded.contract, "2026-10", 0n, namesVisible === undefined ? undefined : { namesVisible })).contributions,
      );
    const labels = (cs: Contribution[]) => cs.filter((c) => c.kind === "labour").map((c) => c.label);
    expect(labels(await month())).toEqual(["A worker of Direct, September 2026", "A worker of Direct, October 2026", "A worker of Scaff Ltd, October 2026"]);
    expect(labels(await month(true))).toEqual(["Sam Hall, September 2026", "Sam Hall, October 2026", "Ann Cole, October 2026"]);
  });
});
