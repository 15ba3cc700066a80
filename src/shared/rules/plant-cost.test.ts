import { describe, expect, it } from "vitest";
import { formatMoney } from "../common/money";
import { hireCost, plantCost, plantTotals, type PlantEntry } from "./plant-cost";

const entry = (id: number, hireRate: string | null, hireRateUnit: string | null, hours: string | null = null, poNumber: string | null = null): PlantEntry => ({
  id,
  hours,
  hireRate,
  hireRateUnit,
  poNumber,
});

describe("hireCost: the rate by its unit", () => {
  it("per hour is the rate × the entry's hours, to the penny", () => {
    // 7.25 h × £45.00 = £326.25; 2.33 h × £18.75 = £43.6875 → £43.69.
    expect(formatMoney(hireCost("45.00", "hour", "7.25")!)).toBe("£326.25");
    expect(formatMoney(hireCost("18.75", "hour", "2.33")!)).toBe("£43.69");
  });
  it("per day is the rate for the entry, whatever its hours", () => {
    expect(formatMoney(hireCost("210.00", "day", "3.5")!)).toBe("£210.00");
  });
  it("per week is a fifth of the rate an entry (a hire week is five working days)", () => {
    // £650.00 ÷ 5 = £130.00; £333.33 ÷ 5 = £66.666 → £66.67.
    expect(formatMoney(hireCost("650.00", "week", null)!)).toBe("£130.00");
    expect(formatMoney(hireCost("333.33", "week", null)!)).toBe("£66.67");
  });
  it("has no cost without a rate, a unit, or (per hour) hours", () => {
    expect(hireCost(null, "day", null)).toBeNull();
    expect(hireCost("", "day", null)).toBeNull();
    expect(hireCost("45.00", null, "8")).toBeNull();
    expect(hireCost("45.00", "hour", null)).toBeNull();
  });
});

describe("plantCost", () => {
  const orders = ["PO-2026-0042"];
  it("leaves an entry that names a live order of the contract to its order", () => {
    expect(plantCost(entry(1, "45.00", "hour", "8", " po-2026-0042 "), orders)).toEqual({
      state: "order",
      cost: 0n,
      orderNumber: "po-2026-0042",
      text: "costed by its order po-2026-0042",
    });
  });
  it("prices by the rate when the number names no live order", () => {
    // 8 h × £45.00 = £360.00
    expect(plantCost(entry(2, "45.00", "hour", "8", "PO-2026-9999"), orders)).toEqual({ state: "rate", cost: 36_000n, text: "£45.00 per hour" });
  });
  it("says uncosted for an entry with no rate and no order", () => {
    expect(plantCost(entry(3, null, null, "6"), orders)).toEqual({ state: "uncosted", cost: 0n, text: "uncosted" });
  });
  it("adds a contract's entries: £360.00 + £210.00 + £130.00 = £700.00, one by its order, 6.5 h uncosted", () => {
    const entries = [
      entry(1, "45.00", "hour", "8"),
      entry(2, "210.00", "day", "8"),
      entry(3, "650.00", "week", "8"),
      entry(4, "45.00", "hour", "8", "PO-2026-0042"),
      entry(5, null, null, "6.5"),
    ];
    expect(plantTotals(entries, orders)).toEqual({ cost: 70_000n, entries: 5, byOrder: 1, uncosted: 1, uncostedHours: "6.50" });
  });
});
