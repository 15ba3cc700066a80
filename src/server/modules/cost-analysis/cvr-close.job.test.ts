import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, inArray } from "drizzle-orm";
import { monthsAfter, ukToday } from "@shared/common/uk-dates";
import { activityLogs, carbonEntries, cvrPeriods, purchaseOrders, scope2Energy, workers } from "../../db/schema/index";
import { areas } from "../../modules/index";
import { createMailer } from "../../platform/mail";
import { createJobRunner } from "../../platform/daily-jobs";
import { buildProject } from "../../seed/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { signIn } from "../site-attendance/site-attendance.test-support";
import { CVR_CLOSE_JOB, closeEndedMonths, cvrCloseJob, monthsToClose } from "./cvr-close.job";
import { fakeFigures, head, orderOf } from "./cvr-figures.test-support";

let t: TestApp;
// 04:00 UK on 10 March 2026 (GMT): the 03:00 job is due; February has ended, March has not.
const now = new Date("2026-03-10T04:00:00Z");
const today = ukToday(now);
const month = (n: number) => monthsAfter(`${today.slice(0, 7)}-01`, n).slice(0, 7);
const fake = fakeFigures();

const rowsOf = (projectId: number) => t.db.select().from(cvrPeriods).where(eq(cvrPeriods.projectId, projectId)).orderBy(cvrPeriods.month);
const closedMonths = async (projectId: number) => (await rowsOf(projectId)).filter((r) => r.status === "closed").map((r) => r.month);

let withHistory: { id: number };
let handClosed: { id: number };
let energyOnly: { id: number };
let orderOnly: { id: number };
let nothing: { id: number };
let deleted: { id: number };
let draftOrderOnly: { id: number };
let booksClosed: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  fake.set(
    month(-12),
    [head("materials", { budget: "10000", invoiced: "1500", accrued: "440" })],
    [orderOf(1, "materials", { invoiced: "1500" }), orderOf(2, "materials", { accrued: "440" })],
  );

  // Sign-ins since eight months ago and a valuation entered two months ago, never closed.
  withHistory = await buildProject(t.db, { name: "Kirkstall Road Flats" });
  const [worker] = await t.db.insert(workers).values({ workerId: "W-CVR-1", firstName: "Callum", lastName: "Sutcliffe" }).returning();
  await signIn(t.db, { projectId: withHistory.id, workerId: worker.id }, { date: `${month(-8)}-14`, signOutTime: "16:00", signedOutAt: new Date() });
  await t.db.insert(cvrPeriods).values({ projectId: withHistory.id, month: month(-2), valueCertified: "45000.00" });

  // December closed by hand already; a plant entry in February.
  handClosed = await buildProject(t.db, { name: "Wharf Street" });
  await t.db.insert(cvrPeriods).values({
    projectId: handClosed.id,
    month: month(-3),
    status: "closed",
    closedAt: new Date(),
    snapshot: { month: month(-3), value: { applied: "0.00", certified: "0.00" } },
  });
  await t.db.insert(carbonEntries).values({ projectId: handClosed.id, date: `${month(-1)}-03`, kind: "plant", plantItem: "Excavator" });

  // Energy from last month only; an order this month only (its months have not ended).
  energyOnly = await buildProject(t.db, { name: "Holbeck Depot" });
  await t.db
    .insert(scope2Energy)
    .values({ projectId: energyOnly.id, date: `${month(-1)}-20`, energyType: "electricity", consumption: "120", unit: "kWh", cost: "36.00" });
  orderOnly = await buildProject(t.db, { name: "Armley Mills" });
  await t.db.insert(purchaseOrders).values({
    poNumber: "PO-CVR-1",
    status: "ordered",
    projectId: orderOnly.id,
    supplier: "Travis Perkins",
    orderedBy: "Gemma Lloyd",
    subtotal: "100.00",
    totalAmount: "120.00",
    createdAt: new Date(`${today}T09:00:00Z`),
  });

  // Nothing at all; a draft order is no cost; a contract in the recycle bin is left as it is.
  nothing = await buildProject(t.db, { name: "Empty Plot" });
  draftOrderOnly = await buildProject(t.db, { name: "Drafts Only" });
  await t.db
    .insert(purchaseOrders)
    .values({ poNumber: "PO-CVR-2", status: "draft", projectId: draftOrderOnly.id, supplier: "Jewson", orderedBy: "Gemma Lloyd" });
  deleted = await buildProject(t.db, { name: "Binned", deletedAt: new Date() });
  // A Closed contract's late energy bill: the job leaves its months to the QS.
  booksClosed = await buildProject(t.db, { name: "Temple Mill", status: "Closed" });
  await t.db
    .insert(scope2Energy)
    .values({ projectId: booksClosed.id, date: `${month(-1)}-20`, energyType: "electricity", consumption: "10", unit: "kWh", cost: "3.00" });
  await t.db.insert(cvrPeriods).values({ projectId: deleted.id, month: month(-2), valueCertified: "1.00" });
});
afterAll(() => t.close());

describe("which months the daily job closes", () => {
  it("from the first month with a valuation or cost (at most three back) or after the last closed, to last month; open rows first", () => {
    expect(monthsToClose({ lastClosed: null, open: [], first: "2025-12" }, "2026-03-10")).toEqual(["2025-12", "2026-01", "2026-02"]);
    expect(monthsToClose({ lastClosed: null, open: [], first: "2019-04" }, "2026-03-10")).toEqual(["2025-12", "2026-01", "2026-02"]);
    expect(monthsToClose({ lastClosed: null, open: ["2025-06", "2026-03"], first: "2025-06" }, "2026-03-10")).toEqual([
      "2025-06",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    expect(monthsToClose({ lastClosed: "2026-01", open: [], first: "2024-01" }, "2026-03-10")).toEqual(["2026-02"]);
    expect(monthsToClose({ lastClosed: "2026-02", open: ["2026-03"], first: "2024-01" }, "2026-03-10")).toEqual([]);
    expect(monthsToClose({ lastClosed: null, open: ["2026-03"], first: "2026-03" }, "2026-03-10")).toEqual([]);
    expect(monthsToClose({ lastClosed: null, open: [], first: null }, "2026-03-10")).toEqual([]);
    // Across a year's end.
    expect(monthsToClose({ lastClosed: "2025-11", open: [], first: "2025-01" }, "2026-01-01")).toEqual(["2025-12"]);
  });
});

describe("the daily job", () => {
  it("closes every ended open month of each contract with a valuation or cost, in order, with the figures, as nobody", async () => {
    const run = await closeEndedMonths(t.db, fake.figures, today);
    expect(run.failed).toEqual([]);

    // Eight months of sign-ins: the three ended months, oldest first; the valuation entered is kept; not March.
    expect(await closedMonths(withHistory.id)).toEqual([month(-3), month(-2), month(-1)]);
    expect(run.closed.filter((c) => c.projectId === withHistory.id).map((c) => c.month)).toEqual([month(-3), month(-2), month(-1)]);
    const rows = await rowsOf(withHistory.id);
    const valued = rows.find((r) => r.month === month(-2))!;
    expect(valued).toMatchObject({ status: "closed", closedBy: null, updatedBy: null, valueCertified: "45000.00" });
    expect(valued.snapshot).toMatchObject({ month: month(-2), value: { certified: "45000.00", retention: "1350.00" }, cost: "1940.00", margin: "43060.00" });
    expect(rows.some((r) => r.month === month(0))).toBe(false);

    // After the month closed by hand, each month to last month (the plant entry is February's; January closes with nothing new).
    expect(await closedMonths(handClosed.id)).toEqual([month(-3), month(-2), month(-1)]);
    expect(await closedMonths(energyOnly.id)).toEqual([month(-1)]);
    expect(await closedMonths(orderOnly.id)).toEqual([]);
    for (const untouched of [nothing, draftOrderOnly, booksClosed]) expect(await rowsOf(untouched.id)).toEqual([]);
    expect((await rowsOf(deleted.id)).map((r) => r.status)).toEqual(["open"]);

    const [log] = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "cvr_period_closed"), eq(activityLogs.entityId, String(valued.id))))
      .orderBy(desc(activityLogs.id));
    expect(log).toMatchObject({ userId: null, username: null, category: "cost-analysis" });
    expect(log.description).toBe(
      `The daily job closed ${new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month(-2)}-01T00:00:00Z`))} on Kirkstall Road Flats`,
    );
  });

  it("a second run closes nothing and changes no snapshot; a month closed by hand before it is skipped", async () => {
    const ids = [withHistory.id, handClosed.id, energyOnly.id];
    const before = await t.db.select().from(cvrPeriods).where(inArray(cvrPeriods.projectId, ids)).orderBy(cvrPeriods.id);
    const calls = fake.calls.length;
    expect(await closeEndedMonths(t.db, fake.figures, today)).toEqual({ closed: [], failed: [] });
    expect(await t.db.select().from(cvrPeriods).where(inArray(cvrPeriods.projectId, ids)).orderBy(cvrPeriods.id)).toEqual(before);
    expect(fake.calls.length).toBe(calls);
    // The hand-closed December was not closed again: its snapshot is still the valuation alone.
    expect((await rowsOf(handClosed.id)).find((r) => r.month === month(-3))!.snapshot).toEqual({
      month: month(-3),
      value: { applied: "0.00", certified: "0.00" },
    });
  });

  it("runs once a UK day across instances, at 03:00 UK", async () => {
    const next = await buildProject(t.db, { name: "Saxton Gardens" });
    await t.db.insert(carbonEntries).values({ projectId: next.id, date: `${month(-1)}-11`, kind: "waste", cost: "250.00" });
    const deps = { db: t.db, config: t.config, mailer: createMailer(t.db, t.config, areas.mailKinds), reminders: [] };
    const instance = (name: string) =>
      createJobRunner(deps, [cvrCloseJob(fake.figures)], {
        instance: name,
        onError: (e) => {
          throw e;
        },
      });
    expect(await instance("a").tick(new Date("2026-03-10T02:59:00Z"))).toEqual([]);
    const ran = await Promise.all([instance("a").tick(now), instance("b").tick(now)]);
    expect(ran.flat()).toEqual([CVR_CLOSE_JOB]);
    expect(await closedMonths(next.id)).toEqual([month(-1)]);
    expect(await instance("b").tick(new Date(now.getTime() + 3_600_000))).toEqual([]);
  });

  it("a contract whose figures fail is left open and the run fails, the others closed", async () => {
    const broken = await buildProject(t.db, { name: "Broken Figures" });
    const fine = await buildProject(t.db, { name: "Fine Figures" });
    for (const p of [broken, fine]) await t.db.insert(cvrPeriods).values({ projectId: p.id, month: month(-1), valueCertified: "10.00" });
    const figures: typeof fake.figures = async (tx, contract, m, certified) => {
      if (contract.id === broken.id) throw new Error("no figures");
      return fake.figures(tx, contract, m, certified);
    };
    await expect(
      cvrCloseJob(figures).run({ db: t.db, config: t.config, mailer: createMailer(t.db, t.config, areas.mailKinds), reminders: [], day: today, now }),
    ).rejects.toThrow(`CVR months not closed on 1 contract(s): ${broken.id} (no figures)`);
    expect(await closedMonths(broken.id)).toEqual([]);
    expect(await closedMonths(fine.id)).toEqual([month(-1)]);
  });
});
