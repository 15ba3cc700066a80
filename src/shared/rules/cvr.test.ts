import { describe, expect, it } from "vitest";
import { formatMoney, parsePence } from "../common/money";
import { buildSnapshot, margin, monthEnd, monthLabel, retentionHeld, type HeadSnapshot, type RetentionTerms } from "./cvr";

const p = (pounds: string) => parsePence(pounds)!;

describe("months", () => {
  it("ends each month on its last day, February in a leap year included", () => {
    expect([monthEnd("2026-10"), monthEnd("2026-11"), monthEnd("2026-02"), monthEnd("2028-02")]).toEqual([
      "2026-10-31",
      "2026-11-30",
      "2026-02-28",
      "2028-02-29",
    ]);
    expect([monthLabel("2026-10"), monthLabel("2027-01-14")]).toEqual(["October 2026", "January 2027"]);
  });
});

describe("retentionHeld: certified × rate, half released at practical completion, the rest after the defects period", () => {
  const terms: RetentionTerms = { retentionPercent: "3.00", practicalCompletion: "2026-10-14", defectsMonths: 12 };
  const held = (certified: string, month: string, t = terms) => {
    const r = retentionHeld(p(certified), t, month);
    return [formatMoney(r.held), r.stage, r.finalReleaseDay];
  };

  it("holds the whole rate before practical completion", () => {
    // £250,000.00 × 3 % = £7,500.00; practical completion on 14/10/2026 is after September's end.
    expect(held("250000.00", "2026-09")).toEqual(["£7,500.00", "full", null]);
    expect(held("250000.00", "2026-10", { ...terms, practicalCompletion: null })).toEqual(["£7,500.00", "full", null]);
    // £123,456.78 × 3 % = £3,703.7034 → £3,703.70.
    expect(held("123456.78", "2026-09")).toEqual(["£3,703.70", "full", null]);
  });

  it("holds half the rate from the month practical completion falls in, until the defects period ends", () => {
    // £250,000.00 × 1.5 % = £3,750.00 at the end of October 2026 and every month to September 2027.
    expect(held("250000.00", "2026-10")).toEqual(["£3,750.00", "half", "2027-10-14"]);
    expect(held("250000.00", "2027-09")).toEqual(["£3,750.00", "half", "2027-10-14"]);
    // £123,456.78 × 1.5 % = £1,851.8517 → £1,851.85 (one rounding, not half of £3,703.70).
    expect(held("123456.78", "2026-10")).toEqual(["£1,851.85", "half", "2027-10-14"]);
  });

  it("releases the rest in the month the defects period ends (12 months after 14/10/2026: 14/10/2027)", () => {
    expect(held("250000.00", "2027-10")).toEqual(["£0.00", "released", "2027-10-14"]);
    // A 6-month period from 31/08/2026 ends on 28/02/2027.
    expect(held("250000.00", "2027-02", { ...terms, practicalCompletion: "2026-08-31", defectsMonths: 6 })).toEqual(["£0.00", "released", "2027-02-28"]);
  });

  it("refuses a rate outside 0–10 %", () => {
    expect(held("1000.00", "2026-09", { ...terms, retentionPercent: "0" })[0]).toBe("£0.00");
    expect(() => retentionHeld(p("1000"), { ...terms, retentionPercent: "10.01" }, "2026-09")).toThrow(RangeError);
  });
});

describe("margin: £ and % to one decimal, rounded exactly", () => {
  it("is value less cost, as a share of the value", () => {
    // £250,000.00 − £220,000.00 = £30,000.00, 12.0 %.
    expect(margin(p("250000"), p("220000"))).toEqual({ margin: p("30000"), percent: "12.0" });
    // £12,345.00 of £100,000.00 = 12.345 % → 12.3 %; £12,350.00 = 12.35 % → 12.4 % (half up, never a float's 12.3499…).
    expect(margin(p("100000"), p("87655")).percent).toBe("12.3");
    expect(margin(p("100000"), p("87650")).percent).toBe("12.4");
    // A loss: −£4,050.00 of £100,000.00 = −4.05 % → −4.1 % (half away from zero).
    expect(margin(p("100000"), p("104050"))).toEqual({ margin: p("-4050"), percent: "-4.1" });
    expect(margin(0n, p("10")).percent).toBeNull();
  });
});

describe("buildSnapshot", () => {
  it("adds the heads' actual and forecast, and works out the margin on the value certified", () => {
    const head = (h: HeadSnapshot["head"], actual: string, forecast: string): HeadSnapshot => ({
      head: h,
      budget: null,
      projectedBudget: null,
      invoiced: actual,
      accrued: "0.00",
      committed: "0.00",
      actual,
      forecast,
      method: "budget",
    });
    // Cost £180,000.50 + £40,000.00 = £220,000.50; margin £250,000.00 − £220,000.50 = £29,999.50, 11.99998 % → 12.0 %.
    const s = buildSnapshot(
      "2026-10",
      { applied: "260000.00", certified: "250000.00", retention: "7500.00" },
      [head("materials", "180000.50", "200000.00"), head("labour", "40000.00", "45000.00")],
      [],
    );
    expect([s.cost, s.margin, s.marginPercent, s.forecast]).toEqual(["220000.50", "29999.50", "12.0", "245000.00"]);
  });
});
