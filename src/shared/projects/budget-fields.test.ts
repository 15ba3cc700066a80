import { describe, expect, it } from "vitest";
import { budgetChangeErrors, moneyChanges, sameMoney } from "./budget-fields";

describe("sameMoney", () => {
  it("compares amounts, not spellings", () => {
    expect(sameMoney("1250.5", "1250.50")).toBe(true);
    expect(sameMoney("£1,250.50", 1250.5)).toBe(true);
    expect(sameMoney("0012", "12.00")).toBe(true);
    expect(sameMoney("12.01", "12.1")).toBe(false);
    expect(sameMoney(null, "")).toBe(true);
    expect(sameMoney(null, "0")).toBe(false);
  });
  it("is exact beyond float precision", () => {
    expect(sameMoney("9999999999999.99", "9999999999999.98")).toBe(false);
  });
});

describe("budget change rule", () => {
  const current = { contractValue: "100.00", budgetLabour: "50.00", budgetWaste: null };

  it("needs a reason for a change, none for a first value", () => {
    expect(moneyChanges(current, { budgetLabour: "60.00", budgetWaste: "5.00", contractValue: "100" })).toEqual([
      { field: "budgetLabour", from: "50.00", to: "60.00", kind: "change" },
      { field: "budgetWaste", from: null, to: "5.00", kind: "first" },
    ]);
    expect(budgetChangeErrors(current, { budgetLabour: "60.00", budgetWaste: "5.00" }, {})).toEqual([
      { field: "reasons.budgetLabour", message: "A reason is required to change the labour budget" },
    ]);
    expect(budgetChangeErrors(current, { budgetLabour: "60.00" }, { budgetLabour: "More shifts" })).toEqual([]);
  });

  it("refuses emptying a value once set", () => {
    expect(budgetChangeErrors(current, { contractValue: null }, { contractValue: "Cancelled" })).toEqual([
      { field: "contractValue", message: "Contract value cannot be removed once set: enter 0 and give a reason instead" },
    ]);
  });
});
