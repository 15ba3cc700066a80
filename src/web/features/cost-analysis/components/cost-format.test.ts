import { describe, expect, it } from "vitest";
import { budgetText, exceptionHref, hoursText, isOverrun, marginText, money, projectedDiffers, riskText, usedBar } from "./cost-format";

describe("how the cost screens word a figure", () => {
  it("prints money by the project's formatter, and a figure never entered in words", () => {
    expect(money("1250000.00")).toBe("£1,250,000.00");
    expect(money("-550.5")).toBe("-£550.50");
    expect(money(null)).toBe("Not set");
    expect(money(null, "No budget")).toBe("No budget");
  });

  it("reads hours from seconds to one decimal", () => {
    expect(hoursText(30_600)).toBe("8.5 h");
    expect(hoursText(0)).toBe("0.0 h");
  });

  it("says a margin with its percentage, and none without a value", () => {
    expect(marginText("12400.00", "8.2")).toBe("£12,400.00 (8.2%)");
    expect(marginText("-300.00", null)).toBe("-£300.00");
    expect(marginText(null, null)).toBe("No value");
  });

  it("words the budget risk as over or under, and a contract with no budget", () => {
    expect(riskText("12.5")).toBe("12.5% over");
    expect(riskText("-4.0")).toBe("4.0% under");
    expect(riskText("0.0")).toBe("On budget");
    expect(riskText(null)).toBe("No budget");
    expect(isOverrun("0.1")).toBe(true);
    expect(isOverrun("0.0")).toBe(false);
    expect(isOverrun(null)).toBe(false);
  });

  it("shows the original budget only when it moved, and the projected one only when it differs", () => {
    expect(budgetText({ originalBudget: "1000.00", budget: "1000" })).toEqual({ current: "£1,000.00", from: null });
    expect(budgetText({ originalBudget: "1000.00", budget: "1250.00" })).toEqual({ current: "£1,250.00", from: "£1,000.00" });
    expect(budgetText({ originalBudget: null, budget: null })).toEqual({ current: "Not set", from: null });
    expect(projectedDiffers({ budget: "1000.00", projectedBudget: "1000.00" })).toBe(false);
    expect(projectedDiffers({ budget: "1000.00", projectedBudget: "1400.00" })).toBe(true);
    expect(projectedDiffers({ budget: null, projectedBudget: "400.00" })).toBe(true);
    expect(projectedDiffers({ budget: "1000.00", projectedBudget: null })).toBe(false);
  });

  it("colours the share used: past 90 % amber, past the budget red, the bar never wider than full", () => {
    expect(usedBar("90.0")).toEqual({ width: 90, tone: "ok" });
    expect(usedBar("93.6")).toEqual({ width: 93.6, tone: "near" });
    expect(usedBar("140.0")).toEqual({ width: 100, tone: "over" });
    expect(usedBar(null)).toBeNull();
  });

  it("links an exception to its record's screen, only where the reader may open it", () => {
    const all = { orders: true, workers: true, diary: true };
    const order = { kind: "receipt_no_invoice", text: "", head: "materials", record: { type: "order", id: 7 } } as const;
    const worker = { kind: "sign_in_no_rate", text: "", head: "labour", record: { type: "worker", id: 3 } } as const;
    const delivery = { kind: "delivery_no_order", text: "", head: "materials", record: { type: "diary_entry", id: 12 } } as const;
    expect(exceptionHref("oak lane", order, all)).toBe("/purchase-orders?order=7");
    expect(exceptionHref("oak lane", worker, all)).toBe("/workforce/edit/3");
    expect(exceptionHref("oak lane", delivery, all)).toBe("/project/oak%20lane?delivery=12");
    expect(exceptionHref("oak", { ...worker, record: null }, all)).toBeNull();
    expect(exceptionHref("oak", order, { ...all, orders: false })).toBeNull();
    expect(exceptionHref("oak", delivery, { ...all, diary: false })).toBeNull();
  });
});
