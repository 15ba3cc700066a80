import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { buildProject } from "../../seed/factories";
import { diaryEntries, labourCostSettings, siteAttendance, workers } from "../../db/schema/index";
import {
  contractLabourByEmployer,
  contractLabourByEmployerDay,
  contractLabourByWorker,
  labourByContract,
  labourByContractMonth,
  uncostedByEmployer,
} from "./labour-cost.service";
import { buildWorker } from "./labour-cost.test-support";

/**
 * Hand-worked figures (decision 0081, "Labour"): one PAYE worker's Monday across two contracts, the
 * hours past the 8-hour day overtime on the second; on-costs 13.8 + 12.07 + 3 + 0.5 = 29.37 %.
 */

let t: TestApp;
let a: number;
let b: number;
let sam: number;
beforeAll(async () => {
  t = await createTestApp();
  a = (await buildProject(t.db)).id;
  b = (await buildProject(t.db)).id;
  await t.db
    .insert(labourCostSettings)
    .values({ id: 1, standardDayHours: "8", weekendOvertime: true, employersNi: "13.8", holidayPay: "12.07", pension: "3", apprenticeshipLevy: "0.5" });
  sam = (await buildWorker(t.db, { firstName: "Sam", lastName: "Hall", hourlyRate: "18.40", overtimeRate: "27.60", employmentType: "employed" })).id;
  const bob = await buildWorker(t.db, { firstName: "Bob", lastName: "Dale", dayRate: "180.00", employmentType: "self_employed" });
  const ann = await buildWorker(t.db, { firstName: "Ann", lastName: "Cole", employmentType: "agency" });
  const roy = await buildWorker(t.db, { firstName: "Roy", lastName: "Peel", hourlyRate: "20.00", employmentType: "subcontractor" });
  const signIn = (projectId: number, workerId: number, company: string, day: string, from: string, to: string | null) => ({
    projectId,
    workerId,
    workerName: "W",
    company,
    date: day,
    signInTime: from,
    signOutTime: to,
    signedInAt: new Date(`${day}T${from}:00Z`),
    signedOutAt: to === null ? null : new Date(`${day}T${to}:00Z`),
  });
  const MONDAY = "2026-10-12";
  await t.db.insert(siteAttendance).values([
    // Sam: contract A 07:00–12:00 (5 h), contract B 12:30–18:00 (5.5 h): 8 h standard, 2.5 h overtime on B.
    signIn(b, sam, "Direct", MONDAY, "12:30", "18:00"),
    signIn(a, sam, "Direct", MONDAY, "07:00", "12:00"),
    // Bob (day rate £180, no overtime rate): 9 h on A, the ninth at the standard hourly equivalent, no on-costs.
    signIn(a, bob.id, "Brick Co", MONDAY, "08:00", "17:00"),
    // Ann (agency, no rate): 4 h on A, uncosted.
    signIn(a, ann.id, "Scaff Ltd", MONDAY, "08:00", "12:00"),
    // Roy is still on site: no hours yet, but his employer is there.
    signIn(a, roy.id, "Roofers", MONDAY, "09:00", null),
    // Sam again a week later on B, 2 h.
    signIn(b, sam, "Direct", "2026-10-20", "08:00", "10:00"),
  ]);
  const typed = (company: string, hours: number) => ({
    projectId: a,
    date: MONDAY,
    author: "A",
    workSummary: "Work",
    labor: JSON.stringify({ company, hours }),
  });
  // Brick Co and Roofers signed in (Roofers still on site): their typed hours are not counted again. Groundworks Ltd did not: 6.5 h uncosted.
  await t.db.insert(diaryEntries).values([typed("brick co ", 9), typed("Roofers", 3), typed("Groundworks Ltd", 6.5)]);
});
afterAll(() => t.close());

describe("labour cost per contract", () => {
  it("prices a worker's day across two contracts with overtime where it was worked, and the on-costs, to the penny", async () => {
    const figures = await labourByContract(t.db, [a, b, 999_999], "2026-10-31");
    // A: Sam 5 h × £18.40 = £92.00, on-cost £27.0204 → £27.02. Bob 8 h of £180 + 1 h × £22.50 = £202.50. Ann 4 h uncosted.
    expect(figures.get(a)).toEqual({
      standardSeconds: 18_000 + 28_800 + 14_400,
      overtimeSeconds: 3_600,
      uncostedSeconds: 14_400,
      diarySeconds: 23_400,
      pay: "294.50",
      onCost: "27.02",
      cost: "321.52",
    });
    // B: Sam 3 h × £18.40 = £55.20 + 2.5 h × £27.60 = £69.00 → £124.20, on-cost £36.47754 → £36.48;
    // the 20th, 2 h × £18.40 = £36.80, on-cost £10.80816 → £10.81.
    expect(figures.get(b)).toEqual({
      standardSeconds: 10_800 + 7_200,
      overtimeSeconds: 9_000,
      uncostedSeconds: 0,
      diarySeconds: 0,
      pay: "161.00",
      onCost: "47.29",
      cost: "208.29",
    });
    expect(figures.get(999_999)).toEqual({
      standardSeconds: 0,
      overtimeSeconds: 0,
      uncostedSeconds: 0,
      diarySeconds: 0,
      pay: "0.00",
      onCost: "0.00",
      cost: "0.00",
    });
  });

  it("as of a day: nothing after it counts, within its month too", async () => {
    expect((await labourByContract(t.db, [b], "2026-10-15")).get(b)).toMatchObject({ pay: "124.20", onCost: "36.48", cost: "160.68" });
    expect((await labourByContract(t.db, [a, b], "2026-10-11")).get(a)).toMatchObject({ cost: "0.00", diarySeconds: 0 });
    expect((await labourByContract(t.db, [a], "2026-11-30")).get(a)).toMatchObject({ cost: "321.52" });
    expect(await labourByContractMonth(t.db, [a, b], "2026-10-15")).toEqual([
      {
        contractId: a,
        month: "2026-10",
        standardSeconds: 61_200,
        overtimeSeconds: 3_600,
        uncostedSeconds: 14_400,
        diarySeconds: 23_400,
        pay: "294.50",
        onCost: "27.02",
        cost: "321.52",
      },
      {
        contractId: b,
        month: "2026-10",
        standardSeconds: 10_800,
        overtimeSeconds: 9_000,
        uncostedSeconds: 0,
        diarySeconds: 0,
        pay: "124.20",
        onCost: "36.48",
        cost: "160.68",
      },
    ]);
  });

  it("by worker and day for the drill-down, paged, saying what priced each", async () => {
    const page = await contractLabourByWorker(t.db, a, { asOf: "2026-10-31", page: 1, pageSize: 2 });
    expect(page.total).toBe(3);
    expect(page.items.map((r) => [r.workerName, r.employer, r.rateBasis, r.overtimeAtStandardRate, r.uncostedSeconds, r.pay, r.onCost, r.cost])).toEqual([
      ["Ann Cole", "Scaff Ltd", "none", false, 14_400, "0.00", "0.00", "0.00"],
      ["Bob Dale", "Brick Co", "day", true, 0, "202.50", "0.00", "202.50"],
    ]);
    const last = await contractLabourByWorker(t.db, a, { asOf: "2026-10-31", page: 2, pageSize: 2 });
    expect(last.items.map((r) => [r.workerName, r.day, r.standardSeconds, r.overtimeSeconds, r.rateBasis, r.cost])).toEqual([
      ["Sam Hall", "2026-10-12", 18_000, 0, "hourly", "119.02"],
    ]);
  });

  it("by employer and day, no names; by employer with the uncosted hours, the diary's typed hours among them", async () => {
    expect((await contractLabourByEmployerDay(t.db, a, "2026-10-31")).map((r) => [r.day, r.employer, r.uncostedSeconds, r.diarySeconds, r.cost])).toEqual([
      ["2026-10-12", "Brick Co", 0, 0, "202.50"],
      ["2026-10-12", "Direct", 0, 0, "119.02"],
      ["2026-10-12", "Groundworks Ltd", 0, 23_400, "0.00"],
      ["2026-10-12", "Scaff Ltd", 14_400, 0, "0.00"],
    ]);
    expect(await contractLabourByEmployer(t.db, a, "2026-10-31")).toEqual([
      { employer: "Brick Co", costedSeconds: 32_400, uncostedSeconds: 0, pay: "202.50", onCost: "0.00", cost: "202.50" },
      { employer: "Direct", costedSeconds: 18_000, uncostedSeconds: 0, pay: "92.00", onCost: "27.02", cost: "119.02" },
      { employer: "Groundworks Ltd", costedSeconds: 0, uncostedSeconds: 23_400, pay: "0.00", onCost: "0.00", cost: "0.00" },
      { employer: "Scaff Ltd", costedSeconds: 0, uncostedSeconds: 14_400, pay: "0.00", onCost: "0.00", cost: "0.00" },
    ]);
    expect(await uncostedByEmployer(t.db, a, "2026-10-31")).toEqual([
      { employer: "Groundworks Ltd", uncostedSeconds: 23_400 },
      { employer: "Scaff Ltd", uncostedSeconds: 14_400 },
    ]);
  });

  it("follows a rate change with no code to remember it: the same hours at the new rate", async () => {
    await t.db.update(workers).set({ hourlyRate: "20.00" }).where(eq(workers.id, sam));
    // A: 5 h × £20 = £100.00 + £29.37. B: 3 h × £20 + £69.00 = £129.00 + £37.8873 → £37.89; 2 h × £20 = £40.00 + £11.748 → £11.75.
    const figures = await labourByContract(t.db, [a, b], "2026-10-31");
    expect(figures.get(a)).toMatchObject({ pay: "302.50", onCost: "29.37", cost: "331.87" });
    expect(figures.get(b)).toMatchObject({ pay: "169.00", onCost: "49.64", cost: "218.64" });
  });
});
