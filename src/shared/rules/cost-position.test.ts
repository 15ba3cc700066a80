import { describe, expect, it } from "vitest";
import { budgetRisk, contractTotals, emptySums, forecastMargin, headPosition, percentOf } from "./cost-position";

const dates = { startDate: "2026-01-01", finishDate: "2026-12-31" };

describe("headPosition", () => {
  it("adds pending variations to the budget and works out actual, remaining and the flags (hand-worked)", () => {
    const p = headPosition(
      {
        ...emptySums("materials"),
        originalBudget: 10_000_00n,
        budget: 12_000_00n,
        pendingVariations: 500_00n,
        hasPendingVariations: true,
        invoiced: 6_000_00n,
        accrued: 1_440_00n,
        committed: 4_000_00n,
        ordersPlaced: true,
      },
      dates,
      null,
      "budget",
      "2026-06-30",
    );
    // projected 12,500; actual 7,440; spent + committed 11,440 = 91.5 % of 12,500; remaining 1,060
    expect(p.view).toMatchObject({ projectedBudget: "12500.00", actual: "7440.00", remaining: "1060.00", forecast: "12500.00", percentUsed: "91.5" });
    expect(p.view.flags).toEqual(["91.5% of the projected budget spent or committed"]);
    expect(p.flagged).toBe(true);
  });

  it("has no projected budget, remaining or flags for a head with no budget and nothing pending", () => {
    const p = headPosition({ ...emptySums("other"), invoiced: 250_00n, ordersPlaced: true }, dates, null, "budget", "2026-06-30");
    expect(p.view).toMatchObject({ projectedBudget: null, remaining: null, percentUsed: null, forecast: "250.00", flags: [] });
  });

  it("falls back to Budget when the chosen method is not available and says so", () => {
    const p = headPosition({ ...emptySums("plant"), budget: 1_000_00n }, dates, null, "spend_rate", "2026-06-30");
    expect(p.view.methodUsed).toBe("budget");
    expect(p.view.methodNote).toBe("Spend rate not available: No spend yet. Budget used");
  });
});

describe("totals, margin and risk", () => {
  it("adds the heads up, a budget set when any head has one; labour signed in is accrued", () => {
    const sums = [
      { ...emptySums("labour"), budget: 1_000_00n, recordCosts: 300_00n },
      { ...emptySums("other"), invoiced: 50_00n, ordersPlaced: true },
    ];
    const positions = sums.map((s) => headPosition(s, dates, null, "budget", "2026-06-30"));
    expect(contractTotals(sums, positions)).toEqual({
      budget: 1_000_00n,
      projectedBudget: 1_000_00n,
      committed: 0n,
      invoiced: 50_00n,
      accrued: 300_00n,
      actual: 350_00n,
      forecast: 1_050_00n,
    });
  });
  it("works margin at completion and budget risk to one decimal", () => {
    expect(forecastMargin(250_000_00n, 220_000_00n)).toEqual({ value: "250000.00", cost: "220000.00", margin: "30000.00", percent: "12.0" });
    expect(forecastMargin(null, 5n).margin).toBeNull();
    expect(budgetRisk(10_500_00n, 10_000_00n)).toBe("5.0");
    expect(budgetRisk(9_000_00n, 10_000_00n)).toBe("-10.0");
    expect(percentOf(1n, null)).toBeNull();
  });
});
