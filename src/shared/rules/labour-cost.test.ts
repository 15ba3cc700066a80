import { describe, expect, it } from "vitest";
import { formatMoney } from "../common/money";
import {
  hoursOf,
  isWeekend,
  labourByEmployer,
  labourDays,
  onCostHundredths,
  standardDaySeconds,
  uncostedDiaryHours,
  type LabourSettings,
  type SignInInterval,
  type WorkerRates,
} from "./labour-cost";

// On-costs 13.8 + 12.07 + 3 + 0.5 = 29.37 %; a standard day of 8 h; weekends are overtime.
const settings: LabourSettings = {
  standardDayHours: "8",
  weekendOvertime: true,
  onCosts: { employersNi: "13.8", holidayPay: "12.07", pension: "3", apprenticeshipLevy: "0.5" },
};

const MONDAY = "2026-10-12";
const SATURDAY = "2026-10-17";
let nextId = 1;
/** A sign-in from one UTC clock time to another on the same calendar day. */
const signIn = (workerId: number, contractId: number, day: string, from: string, to: string | null, company = "Direct"): SignInInterval => ({
  id: nextId++,
  workerId,
  contractId,
  day,
  company,
  signedInAt: `${day}T${from}:00Z`,
  signedOutAt: to === null ? null : `${day}T${to}:00Z`,
});

const rates = new Map<number, WorkerRates>([
  [1, { hourlyRate: "18.40", dayRate: null, overtimeRate: "27.60", employmentType: "employed" }],
  [2, { hourlyRate: null, dayRate: "180.00", overtimeRate: null, employmentType: "self_employed" }],
  [3, { hourlyRate: "9.95", dayRate: null, overtimeRate: null, employmentType: "apprentice" }],
  [4, { hourlyRate: null, dayRate: null, overtimeRate: null, employmentType: "agency" }],
  [5, { hourlyRate: null, dayRate: "200.00", overtimeRate: null, employmentType: "subcontractor" }],
]);

const money = (days: ReturnType<typeof labourDays>) => days.map((d) => [d.contractId, formatMoney(d.pay), formatMoney(d.onCost), formatMoney(d.cost)]);

describe("the settings", () => {
  it("adds the on-cost percentages exactly and reads the standard day in seconds", () => {
    expect(onCostHundredths(settings.onCosts)).toBe(2937n);
    expect(standardDaySeconds({ standardDayHours: "7.33" })).toBe(26_388);
    expect(() => standardDaySeconds({ standardDayHours: "0.5" })).toThrow(RangeError);
    expect(isWeekend(SATURDAY)).toBe(true);
    expect(isWeekend("2026-10-18")).toBe(true);
    expect(isWeekend(MONDAY)).toBe(false);
    expect(hoursOf(30_600)).toBe(8.5);
  });
});

describe("labourDays: overtime and on-costs", () => {
  it("takes a worker's day across contracts in sign-in order: the hours past the standard day are overtime where they were worked", () => {
    // Worker 1 (PAYE, £18.40 an hour, overtime £27.60): contract 10 07:00–12:00 (5 h), contract 20 12:30–18:00 (5.5 h).
    // Contract 10: 5 h standard × £18.40 = £92.00; on-costs 29.37 % = £27.0204 → £27.02; £119.02.
    // Contract 20: 3 h standard × £18.40 = £55.20 + 2.5 h overtime × £27.60 = £69.00 → £124.20;
    //   on-costs £124.20 × 29.37 % = £36.47754 → £36.48; £160.68.
    // The later sign-in is given first: order is the moments', not the list's.
    const days = labourDays([signIn(1, 20, MONDAY, "12:30", "18:00"), signIn(1, 10, MONDAY, "07:00", "12:00")], rates, settings);
    expect(money(days)).toEqual([
      [10, "£92.00", "£27.02", "£119.02"],
      [20, "£124.20", "£36.48", "£160.68"],
    ]);
    expect(days.map((d) => [d.standardSeconds, d.overtimeSeconds])).toEqual([
      [18_000, 0],
      [10_800, 9_000],
    ]);
    expect(days[1].overtimeAtStandardRate).toBe(false);
  });

  it("makes every weekend hour overtime, unless the company turns weekend overtime off", () => {
    // Saturday 09:00–12:30 = 3.5 h. On: 3.5 h × £27.60 = £96.60; on-costs £96.60 × 29.37 % = £28.37142 → £28.37.
    const saturday = [signIn(1, 10, SATURDAY, "09:00", "12:30")];
    expect(money(labourDays(saturday, rates, settings))).toEqual([[10, "£96.60", "£28.37", "£124.97"]]);
    // Off: 3.5 h × £18.40 = £64.40; on-costs £64.40 × 29.37 % = £18.91428 → £18.91.
    expect(money(labourDays(saturday, rates, { ...settings, weekendOvertime: false }))).toEqual([[10, "£64.40", "£18.91", "£83.31"]]);
  });

  it("moves the line with the standard day: 9 h over a 7.5 h day is 1.5 h overtime", () => {
    // 7.5 h × £18.40 = £138.00 + 1.5 h × £27.60 = £41.40 → £179.40; on-costs £179.40 × 29.37 % = £52.68978 → £52.69.
    const days = labourDays([signIn(1, 10, MONDAY, "08:00", "17:00")], rates, { ...settings, standardDayHours: "7.5" });
    expect(money(days)).toEqual([[10, "£179.40", "£52.69", "£232.09"]]);
  });

  it("prices a day rate pro rata, and overtime without an overtime rate at the standard hourly equivalent, flagged", () => {
    // Worker 2 (self-employed, £180.00 a day): Monday 6 h × £180.00 ÷ 8 h = £135.00, no on-costs.
    // Saturday 3.5 h, all overtime, at £180.00 ÷ 8 = £22.50 an hour = £78.75, "overtime at the standard rate".
    const days = labourDays([signIn(2, 10, MONDAY, "08:00", "14:00"), signIn(2, 10, SATURDAY, "08:00", "11:30")], rates, settings);
    expect(money(days)).toEqual([
      [10, "£135.00", "£0.00", "£135.00"],
      [10, "£78.75", "£0.00", "£78.75"],
    ]);
    expect(days.map((d) => d.overtimeAtStandardRate)).toEqual([false, true]);
  });

  it("rounds once per worker, day and contract, on the exact time", () => {
    // Worker 3 (apprentice, £9.95 an hour): 08:00–11:20 = 3 h 20 min: £9.95 × 3⅓ = £33.1666… → £33.17;
    // on-costs £33.17 × 29.37 % = £9.742029 → £9.74.
    expect(money(labourDays([signIn(3, 10, MONDAY, "08:00", "11:20")], rates, settings))).toEqual([[10, "£33.17", "£9.74", "£42.91"]]);
    // Worker 5 (£200.00 a day): 7 h 59 min 59 s: £200.00 × 28,799 ÷ 28,800 = £199.99305… → £199.99.
    const day: SignInInterval = { ...signIn(5, 10, MONDAY, "08:00", null), signedOutAt: `${MONDAY}T15:59:59Z` };
    expect(money(labourDays([day], rates, settings))).toEqual([[10, "£199.99", "£0.00", "£199.99"]]);
    // Two sign-ins on one contract (out for lunch) are one worker-day: 08:00–12:00 + 12:30–16:30 = 8 h × £18.40 = £147.20.
    const split = labourDays([signIn(1, 10, MONDAY, "08:00", "12:00"), signIn(1, 10, MONDAY, "12:30", "16:30")], rates, settings);
    expect(split).toHaveLength(1);
    expect(formatMoney(split[0].pay)).toBe("£147.20");
    expect(split[0].signInIds).toHaveLength(2);
  });

  it("counts no hours for a sign-in still open", () => {
    expect(labourDays([signIn(1, 10, MONDAY, "08:00", null)], rates, settings)).toEqual([]);
  });
});

describe("uncosted hours", () => {
  it("counts a worker with no rate as uncosted, priced at nothing, and shows it by employer", () => {
    // Worker 4 (agency, no rates): 8 h uncosted. Worker 1 beside him: 8 h × £18.40 = £147.20 + 29.37 % (£43.23264 → £43.23).
    const days = labourDays([signIn(4, 10, MONDAY, "08:00", "16:00", "Aire Agency "), signIn(1, 10, MONDAY, "08:00", "16:00")], rates, settings);
    expect(days[0]).toMatchObject({ pay: 0n, cost: 0n, uncostedSeconds: 28_800 });
    expect(labourByEmployer(days, [{ employer: "aire agency", seconds: 7_200 }])).toEqual([
      { employer: "Direct", costedSeconds: 28_800, uncostedSeconds: 0, pay: 14_720n, onCost: 4_323n, cost: 19_043n },
      { employer: "Aire Agency", costedSeconds: 0, uncostedSeconds: 36_000, pay: 0n, onCost: 0n, cost: 0n },
    ]);
  });

  it("prices overtime with an overtime rate even when the standard hours have none", () => {
    const only = new Map<number, WorkerRates>([[9, { hourlyRate: null, dayRate: null, overtimeRate: "30.00", employmentType: "agency" }]]);
    // 10 h on a Monday: 8 h uncosted; 2 h overtime × £30.00 = £60.00.
    const [day] = labourDays([signIn(9, 10, MONDAY, "07:00", "17:00")], only, settings);
    expect([day.uncostedSeconds, formatMoney(day.pay), day.overtimeAtStandardRate]).toEqual([28_800, "£60.00", false]);
  });

  it("counts the diary's typed hours, which name no worker, only for an employer with no sign-ins that contract and day", () => {
    const signIns = [signIn(1, 10, MONDAY, "08:00", "16:00", "Direct"), signIn(4, 10, MONDAY, "08:00", null, "Calder Electrical")];
    const diary = [
      { contractId: 10, day: MONDAY, employer: " direct", hours: 8 }, // the sign-ins are Direct's hours
      { contractId: 10, day: MONDAY, employer: "calder electrical", hours: 4 }, // signed in (still open): not again
      { contractId: 10, day: MONDAY, employer: "Pennine Roofing", hours: 22.5 }, // no sign-in: 22.5 h uncosted
      { contractId: 20, day: MONDAY, employer: "Direct", hours: 0.1 }, // another contract: 0.1 h = 360 s uncosted
      { contractId: 10, day: SATURDAY, employer: null, hours: 3 },
    ];
    expect(uncostedDiaryHours(diary, signIns)).toEqual([
      { contractId: 10, day: MONDAY, employer: "Pennine Roofing", seconds: 81_000 },
      { contractId: 20, day: MONDAY, employer: "Direct", seconds: 360 },
      { contractId: 10, day: SATURDAY, employer: "", seconds: 10_800 },
    ]);
  });
});
