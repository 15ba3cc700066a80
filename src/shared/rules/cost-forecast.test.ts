import { describe, expect, it } from "vitest";
import { formatMoney, parsePence } from "../common/money";
import {
  cashFlow,
  differsByMoreThanTenPercent,
  forecastMethods,
  headForecast,
  monthsToFinish,
  ORDERS_PLACED_FLAG,
  projectedBudget,
  spendRateForecast,
  type ContractDates,
  type HeadPosition,
} from "./cost-forecast";

const p = (pounds: string) => parsePence(pounds)!;
const money = (rows: { month: string; amount: bigint }[]) => rows.map((r) => [r.month, formatMoney(r.amount)]);

describe("projectedBudget: the current budget and the variations that may yet cost", () => {
  it("adds pending and unagreed cost estimates (an omission takes away); approved and rejected move nothing more", () => {
    // £48,000.00 + £1,700.00 (pending) + £500.00 (unagreed) − £200.00 (pending omission) = £50,000.00.
    const variations = [
      { status: "pending", costEstimate: "1700.00" },
      { status: "unagreed", costEstimate: "500.00" },
      { status: "pending", costEstimate: "-200.00" },
      { status: "approved", costEstimate: "2000.00" }, // already in the current budget
      { status: "rejected", costEstimate: "3000.00" },
    ];
    expect(formatMoney(projectedBudget("48000.00", variations)!)).toBe("£50,000.00");
    expect(projectedBudget(null, [])).toBeNull();
    expect(formatMoney(projectedBudget(null, [{ status: "pending", costEstimate: "750.00" }])!)).toBe("£750.00");
  });
});

// A head: projected budget £50,000.00; actual £42,800.00; committed £4,000.00 (£46,800.00 in all).
// The contract runs 01/04/2026 to 31/03/2027 (365 days); on 31/10/2026, 214 days have passed.
const head: HeadPosition = { projectedBudget: p("50000"), actual: p("42800"), committed: p("4000"), ordersPlaced: true };
const dates: ContractDates = { startDate: "2026-04-01", finishDate: "2027-03-31" };
const ASOF = "2026-10-31";

describe("the three methods", () => {
  it("Budget is max(projected budget, actual + committed)", () => {
    expect(formatMoney((forecastMethods(head, dates, null, ASOF)[0] as { forecast: bigint }).forecast)).toBe("£50,000.00");
    // Spent past the budget: £52,000.00 + £4,000.00 = £56,000.00.
    const over = { ...head, actual: p("52000") };
    expect(formatMoney((forecastMethods(over, dates, null, ASOF)[0] as { forecast: bigint }).forecast)).toBe("£56,000.00");
  });

  it("Spend rate projects spend per day to the finish: £42,800.00 × 365 ÷ 214 = £73,000.00", () => {
    expect(spendRateForecast(head, dates, ASOF)).toEqual({ method: "spend_rate", label: "Spend rate", available: true, forecast: p("73000") });
    // Day one: £100.00 × 365 ÷ 1 = £36,500.00. After the finish, elapsed stops at 365: the actual,
    // never below actual + committed (£42,800.00 + £4,000.00).
    expect(spendRateForecast({ ...head, actual: p("100"), committed: 0n }, dates, "2026-04-01")).toMatchObject({ forecast: p("36500") });
    expect(spendRateForecast(head, dates, "2027-06-30")).toMatchObject({ forecast: p("46800") });
    // £1,000.00 × 365 ÷ 3 = £121,666.666… → £121,666.67.
    expect(formatMoney((spendRateForecast({ ...head, actual: p("1000"), committed: 0n }, dates, "2026-04-03") as { forecast: bigint }).forecast)).toBe(
      "£121,666.67",
    );
  });

  it("Spend rate says why it is not available", () => {
    const reason = (h: HeadPosition, d: ContractDates, asOf: string) => {
      const r = spendRateForecast(h, d, asOf);
      return r.available ? null : r.reason;
    };
    expect(reason(head, { startDate: null, finishDate: "2027-03-31" }, ASOF)).toBe("Needs the contract's start and finish dates");
    expect(reason(head, { startDate: "2026-04-01", finishDate: "2026-03-31" }, ASOF)).toBe("The contract's finish date is before its start date");
    expect(reason(head, dates, "2026-03-31")).toBe("The contract has not started yet");
    expect(reason({ ...head, actual: 0n }, dates, ASOF)).toBe("No spend yet");
  });

  it("QS figure is the amount entered, or not available", () => {
    const [, , qs] = forecastMethods(head, dates, { amount: "52500.00", note: "Drainage re-measure" }, ASOF);
    expect(qs).toEqual({ method: "qs_figure", label: "QS figure", available: true, forecast: p("52500") });
    expect(forecastMethods(head, dates, null, ASOF)[2]).toEqual({ method: "qs_figure", label: "QS figure", available: false, reason: "No QS figure entered" });
  });
});

describe("headForecast: the chosen method, side by side, and the flags", () => {
  it("shows the methods side by side when one differs from the chosen by more than 10 % of it", () => {
    // Budget £50,000.00 chosen; spend rate £73,000.00 is £23,000.00 away, more than £5,000.00.
    const f = headForecast(head, dates, null, "budget", ASOF);
    expect([f.method, formatMoney(f.forecast), f.sideBySide, f.fallback]).toEqual(["budget", "£50,000.00", true, null]);
    // Without dates only the QS figure is beside it: £55,000.00 is exactly 10 % away (not more); £55,000.01 is.
    const noDates = { startDate: null, finishDate: null };
    expect(headForecast(head, noDates, { amount: "55000.00", note: "" }, "budget", ASOF).sideBySide).toBe(false);
    expect(headForecast(head, noDates, { amount: "55000.01", note: "" }, "budget", ASOF).sideBySide).toBe(true);
    expect(differsByMoreThanTenPercent(p("1"), 0n)).toBe(true);
  });

  it("flags past 90 % of the projected budget, and a forecast above it", () => {
    // £46,800.00 of £50,000.00 = 93.6 %. QS figure £52,500.00: £2,500.00 over.
    const f = headForecast(head, dates, { amount: "52500.00", note: "" }, "qs_figure", ASOF);
    expect(f.flags).toEqual([
      { kind: "past_90", text: "93.6% of the projected budget spent or committed" },
      { kind: "overrun", text: "Forecast £2,500.00 over the projected budget" },
    ]);
    // £45,000.00 of £50,000.00 is exactly 90 %: not past it.
    expect(headForecast({ ...head, actual: p("41000") }, dates, null, "budget", ASOF).flags).toEqual([]);
  });

  it("flags a forecast that equals the orders placed while budget remains", () => {
    const f = headForecast(head, dates, { amount: "46800.00", note: "" }, "qs_figure", ASOF);
    expect(f.flags[0]).toEqual({ kind: "orders_placed", text: ORDERS_PLACED_FLAG });
    // With no orders placed (labour only, say) the same figure is not that flag.
    expect(headForecast({ ...head, ordersPlaced: false }, dates, { amount: "46800.00", note: "" }, "qs_figure", ASOF).flags.map((x) => x.kind)).toEqual([
      "past_90",
    ]);
  });

  it("falls back to Budget, and says so, when the chosen method is not available", () => {
    const f = headForecast({ ...head, actual: 0n }, dates, null, "spend_rate", ASOF);
    expect([f.chosen, f.method, formatMoney(f.forecast), f.fallback]).toEqual([
      "spend_rate",
      "budget",
      "£50,000.00",
      "Spend rate not available: No spend yet. Budget used",
    ]);
  });
});

describe("cash flow: cost to complete by month, whole pence, adding up exactly", () => {
  it("runs from the current month to the finish's", () => {
    expect(monthsToFinish(ASOF, "2027-01-15")).toEqual(["2026-10", "2026-11", "2026-12", "2027-01"]);
    expect(monthsToFinish(ASOF, "2026-09-30")).toEqual(["2026-10"]);
    expect(monthsToFinish(ASOF, null)).toEqual(["2026-10"]);
  });

  it("spreads evenly, front-loaded (n … 1) or back-loaded (1 … n), the remainder on the last month", () => {
    // £50,000.00 − £40,000.00 = £10,000.00 over 4 months front-loaded, weights 4, 3, 2, 1 of 10.
    expect(money(cashFlow(p("50000"), p("40000"), ASOF, "2027-01-15", "front"))).toEqual([
      ["2026-10", "£4,000.00"],
      ["2026-11", "£3,000.00"],
      ["2026-12", "£2,000.00"],
      ["2027-01", "£1,000.00"],
    ]);
    // £1,000.00 evenly over 3: £333.33, £333.33, £333.34.
    expect(money(cashFlow(p("1000"), 0n, ASOF, "2026-12-01", "even")).map((r) => r[1])).toEqual(["£333.33", "£333.33", "£333.34"]);
    // £100.00 back-loaded over 3 (1, 2, 3 of 6): £16.666 → £16.66, £33.333 → £33.33, the rest £50.01.
    expect(money(cashFlow(p("100"), 0n, ASOF, "2026-12-01", "back")).map((r) => r[1])).toEqual(["£16.66", "£33.33", "£50.01"]);
  });

  it("has nothing to spread once the forecast is spent", () => {
    expect(money(cashFlow(p("100"), p("120"), ASOF, "2026-11-01", "even"))).toEqual([
      ["2026-10", "£0.00"],
      ["2026-11", "£0.00"],
    ]);
  });
});
