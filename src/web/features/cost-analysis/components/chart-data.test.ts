import { describe, expect, it } from "vitest";
import type { ContractCosts } from "@shared/cost-analysis/cost-figures";
import { cashFlowRows, chartedHeads, moneyTick, spendRows } from "./chart-data";

describe("the cost charts' rows", () => {
  it("ticks the money axis short", () => {
    expect(moneyTick(1_250_000)).toBe("£1.25m");
    expect(moneyTick(48_000)).toBe("£48k");
    expect(moneyTick(950)).toBe("£950");
    expect(moneyTick(-2_500)).toBe("-£2.5k");
    expect(moneyTick(0)).toBe("£0");
  });

  it("keeps the server's exact decimals beside the plotted numbers", () => {
    expect(cashFlowRows([{ month: "2026-10", actual: "1440.10", forecast: "0.00" }])).toEqual([
      { month: "2026-10", label: "Oct 2026", actual: 1440.1, forecast: 0, actualText: "1440.10", forecastText: "0.00" },
    ]);
  });

  it("reads one head's spend by month, nothing where a month has none", () => {
    const spend: ContractCosts["spendOverTime"] = {
      months: [
        { month: "2026-09", heads: { labour: "100.00" } },
        { month: "2026-10", heads: { labour: "250.50", plant: "40.00" } },
      ],
      budgets: {},
    };
    expect(spendRows(spend, "plant").map((r) => r.spentText)).toEqual(["0.00", "40.00"]);
    expect(spendRows(spend, "labour").map((r) => r.spent)).toEqual([100, 250.5]);
  });

  it("charts the heads with a budget or some spend", () => {
    const spend = {
      months: [{ month: "2026-10", heads: { labour: "10.00", other: "0.00" } }],
      budgets: { labour: null, plant: "500.00", waste: null, other: null },
    };
    const heads = ["labour", "plant", "waste", "other"].map((head) => ({ head, label: head }));
    expect(chartedHeads(spend, heads).map((h) => h.head)).toEqual(["labour", "plant"]);
  });
});
