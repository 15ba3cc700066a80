import { describe, expect, it } from "vitest";
import type { CvrPeriodView } from "@shared/cost-analysis/cvr-periods";
import { closedText, isWholeSnapshot, marginText, monthRows, movementLink, movementTotals, signedMoney, valuationStart, type Movement } from "./cvr-view";

const period = (month: string, over: Partial<CvrPeriodView> = {}): CvrPeriodView => ({
  month,
  valueApplied: "100000.00",
  valueCertified: "95000.00",
  status: "open",
  closedAt: null,
  closedBy: null,
  updatedAt: "2026-10-02T12:00:00.000Z",
  updatedBy: null,
  ...over,
});

describe("the months listed", () => {
  it("put the current month on top while it has no valuation, newest first", () => {
    const rows = monthRows([period("2026-09", { status: "closed" }), period("2026-08", { status: "closed" })], "2026-10");
    expect(rows.map((r) => [r.month, r.saved])).toEqual([
      ["2026-10", false],
      ["2026-09", true],
      ["2026-08", true],
    ]);
    expect(rows[0]).toMatchObject({ status: "open", valueApplied: null, valueCertified: null });
  });

  it("list the current month once when it has a row, and never one on or before the last closed month", () => {
    expect(monthRows([period("2026-10")], "2026-10").map((r) => r.month)).toEqual(["2026-10"]);
    // Closed early by hand: the current month is closed, nothing is added.
    expect(monthRows([period("2026-10", { status: "closed" })], "2026-10")).toHaveLength(1);
    expect(monthRows([], "2026-10").map((r) => r.month)).toEqual(["2026-10"]);
  });
});

describe("a closed month", () => {
  it("says who closed it, or that the daily job did", () => {
    expect(closedText(period("2026-09"))).toBeNull();
    expect(closedText(period("2026-09", { status: "closed", closedAt: "2026-10-01T12:00:00.000Z" }))).toBe("Closed by the daily job on 01/10/2026");
    expect(closedText(period("2026-09", { status: "closed", closedAt: "2026-09-30T15:20:00.000Z", closedBy: { id: 3, name: "Sam QS" } }))).toMatch(
      /^Closed by Sam QS on 30\/09\/2026 \d\d:20$/,
    );
  });

  it("keeps its valuation alone when it closed before the cost figures were kept", () => {
    expect(isWholeSnapshot({ month: "2026-07", value: { applied: "1.00", certified: "1.00" } })).toBe(false);
    const whole = {
      month: "2026-09",
      value: { applied: "1.00", certified: "1.00", retention: "0.03" },
      heads: [],
      cost: "0.00",
      margin: "1.00",
      marginPercent: "100.0",
      forecast: "0.00",
      contributions: [],
    };
    expect(isWholeSnapshot(whole)).toBe(true);
  });
});

const movement = (affects: Movement["affects"], amount: string, key: string | null = null): Movement => ({
  kind: "x",
  key,
  head: null,
  text: "",
  affects,
  amount,
  late: null,
});

describe("why it moved", () => {
  it("signs each amount and sums the movements by what they move, in pence", () => {
    expect([signedMoney("60.00"), signedMoney("-1250.50"), signedMoney("0.00"), signedMoney(10n)]).toEqual(["+£60.00", "-£1,250.50", "£0.00", "+£0.10"]);
    const totals = movementTotals([movement("value", "5000.00"), movement("cost", "0.10"), movement("cost", "0.20"), movement("forecast", "-300.00")]);
    expect(totals).toEqual([
      { affects: "cost", label: "Cost", total: 30n },
      { affects: "forecast", label: "Forecast", total: -30000n },
      { affects: "value", label: "Value", total: 500000n },
    ]);
  });

  it("links an order's movement to the order, and nothing else", () => {
    expect(movementLink("order:42")).toBe("/purchase-orders?order=42");
    expect(movementLink("labour:31:2026-10")).toBeNull();
    expect(movementLink(null)).toBeNull();
  });

  it("gives the margin with its percentage, or without one when nothing was certified", () => {
    expect(marginText("12000.00", "8.5")).toBe("£12,000.00 (8.5%)");
    expect(marginText("-500.00", null)).toBe("-£500.00");
  });
});

describe("the valuation form", () => {
  it("starts from the figures the month holds, blank for a month with none", () => {
    const months = [period("2026-10", { valueApplied: "340000.00", valueCertified: null })];
    expect(valuationStart(months, "2026-10")).toEqual({ month: "2026-10", valueApplied: "340000.00", valueCertified: "" });
    expect(valuationStart(months, "2026-11")).toEqual({ month: "2026-11", valueApplied: "", valueCertified: "" });
  });
});
