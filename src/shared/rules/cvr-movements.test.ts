import { describe, expect, it } from "vitest";
import { parsePence, toDecimal } from "../common/money";
import { buildSnapshot, contributionCost, type Contribution, type CostHead, type CvrSnapshot, type HeadSnapshot } from "./cvr";
import { cvrMovements } from "./cvr-movements";

const order = (id: number, dated: string, invoiced: string, accrued: string, committed: string): Contribution => ({
  kind: "order",
  key: `order:${id}`,
  head: "materials",
  label: `PO-000${id}`,
  dated,
  invoiced,
  accrued,
  committed,
});
const variation = (
  id: number,
  label: string,
  dated: string,
  status: "pending" | "approved" | "unagreed" | "rejected",
  cost: string,
  value: string,
): Contribution => ({
  kind: "variation",
  key: `variation:${id}`,
  head: "materials",
  label,
  dated,
  status,
  cost,
  value,
});
const labour = (month: string, seconds: number, cost: string, dated: string): Contribution => ({
  kind: "labour",
  key: `labour:31:${month}`,
  head: "labour",
  label: `Worker 31, ${month}`,
  dated,
  seconds,
  uncostedSeconds: 0,
  cost,
});

/** A snapshot whose heads' actual is the sum of its contributions, as the server builds it. */
function snapshot(month: string, certified: string, contributions: Contribution[], heads: Partial<Record<CostHead, Partial<HeadSnapshot>>>): CvrSnapshot {
  const actual = (head: CostHead) => contributions.filter((c) => c.head === head).reduce((s, c) => s + contributionCost(c), 0n);
  const rows = (["labour", "plant", "materials", "waste"] as const).map((head): HeadSnapshot => ({
    head,
    budget: null,
    projectedBudget: null,
    invoiced: "0.00",
    accrued: "0.00",
    committed: "0.00",
    actual: toDecimal(actual(head)),
    forecast: "0.00",
    method: "budget",
    ...heads[head],
  }));
  return buildSnapshot(month, { applied: certified, certified, retention: "0.00" }, rows, contributions);
}

// September 2026 (closed): order 1 received £1,440.00 net, not invoiced (£560.00 still committed); order 2 ordered,
// £3,000.00 committed; V001 pending (cost £1,500.00), V002 a pending omission (cost −£200.00); worker 31's
// September, 40 h at £23.00 = £920.00; an excavator day on hire £210.00. Cost £1,440.00 + £920.00 + £210.00 = £2,570.00.
const september = snapshot(
  "2026-09",
  "100000.00",
  [
    order(1, "2026-09-20", "0.00", "1440.00", "560.00"),
    order(2, "2026-09-02", "0.00", "0.00", "3000.00"),
    variation(1, "V001 Extra drainage", "2026-09-10", "pending", "1500.00", "2000.00"),
    variation(2, "V002 Omit kerbs", "2026-09-10", "pending", "-200.00", "-300.00"),
    labour("2026-09", 144_000, "920.00", "2026-09-30"),
    { kind: "plant", key: "plant:88", head: "plant", label: "Excavator 13t, 21/09/2026", dated: "2026-09-21", cost: "210.00" },
  ],
  { materials: { budget: "48000.00" }, labour: { budget: "20000.00", forecast: "20000.00" } },
);

// October 2026: order 1's invoice, £1,500.00 net, replaces its accrual; order 2 receives £1,200.00; order 3's invoice
// (£480.00) arrives dated 28/09/2026, in the closed September; V001 approved (the materials budget moves £1,500.00 with
// it), V002 rejected, V003 new; worker 31's rate goes from £23.00 to £24.00 (September: 40 h × £24.00 = £960.00) and
// October has 20 h × £24.00 = £480.00; the excavator entry was deleted; a skip cost £250.00. The labour budget
// rises £1,000.00 and its forecast method changes to the QS's £22,000.00. Value certified £100,000.00 → £130,000.00.
const october = snapshot(
  "2026-10",
  "130000.00",
  [
    order(1, "2026-10-05", "1500.00", "0.00", "500.00"),
    order(2, "2026-10-12", "0.00", "1200.00", "1800.00"),
    order(3, "2026-09-28", "480.00", "0.00", "0.00"),
    variation(1, "V001 Extra drainage", "2026-10-20", "approved", "1500.00", "2000.00"),
    variation(2, "V002 Omit kerbs", "2026-10-21", "rejected", "-200.00", "-300.00"),
    variation(3, "V003 Extra manholes", "2026-10-02", "pending", "800.00", "1100.00"),
    labour("2026-09", 144_000, "960.00", "2026-09-30"),
    labour("2026-10", 72_000, "480.00", "2026-10-16"),
    { kind: "waste", key: "waste:5", head: "waste", label: "Skip 8 yd, 10/10/2026", dated: "2026-10-10", cost: "250.00" },
  ],
  { materials: { budget: "49500.00" }, labour: { budget: "21000.00", forecast: "22000.00", method: "qs_figure" } },
);

describe("cvrMovements: why October moved from September", () => {
  const movements = cvrMovements(september, october);

  it("names each movement, keyed to its record", () => {
    expect(movements.map((m) => [m.kind, m.key, m.affects, m.amount, m.text, m.late])).toEqual([
      ["invoice_against_accrual", "order:1", "cost", "60.00", "PO-0001: Invoice £1,500.00 against £1,440.00 accrued: £60.00 over", null],
      ["commitment", "order:1", "committed", "-60.00", "PO-0001: committed -£60.00", null],
      ["new_accrual", "order:2", "cost", "1200.00", "PO-0002: £1,200.00 received, not yet invoiced (accrued)", null],
      ["commitment", "order:2", "committed", "-1200.00", "PO-0002: committed -£1,200.00", null],
      ["new_invoice", "order:3", "cost", "480.00", "PO-0003: invoice £480.00 net", "late: dated 28/09/2026, in the closed month September 2026"],
      // Approval moves V001 from the projected budget into the current one: the projected budget does not move.
      ["variation_approved", "variation:1", "budget", "0.00", "V001 Extra drainage: approved, cost £1,500.00, value £2,000.00", null],
      // The omission no longer takes £200.00 off the projected budget.
      ["variation_rejected", "variation:2", "budget", "200.00", "V002 Omit kerbs: rejected, cost -£200.00, value -£300.00", null],
      ["variation_new", "variation:3", "budget", "800.00", "V003 Extra manholes: new, pending, cost £800.00, value £1,100.00", null],
      // Same 40 h, £920.00 → £960.00: a rate change, not a late record.
      ["labour_rate", "labour:31:2026-09", "cost", "40.00", "Worker 31, 2026-09: same hours (40.0 h), cost £920.00 → £960.00 (rate change)", null],
      ["labour_hours", "labour:31:2026-10", "cost", "480.00", "Worker 31, 2026-10: +20.0 h, +£480.00", null],
      ["new_cost", "waste:5", "cost", "250.00", "Skip 8 yd, 10/10/2026: £250.00 waste cost", null],
      ["removed", "plant:88", "cost", "-210.00", "Excavator 13t, 21/09/2026: removed, cost -£210.00", null],
      ["forecast_method", null, "forecast", "2000.00", "Labour: forecast method Budget → QS figure, £20,000.00 → £22,000.00", null],
      // The materials budget's £1,500.00 is V001's approval; the labour budget's £1,000.00 is explained by nothing else.
      ["budget", null, "budget", "1000.00", "Labour: budget +£1,000.00", null],
      ["valuation", null, "value", "30000.00", "Value certified £100,000.00 → £130,000.00", null],
    ]);
  });

  it("accounts for the cost and margin to the penny", () => {
    // £60.00 + £1,200.00 + £480.00 + £40.00 + £480.00 + £250.00 − £210.00 = £2,300.00 = £4,870.00 − £2,570.00.
    const sum = (affects: string) => movements.filter((m) => m.affects === affects).reduce((s, m) => s + parsePence(m.amount)!, 0n);
    expect([september.cost, october.cost, toDecimal(sum("cost"))]).toEqual(["2570.00", "4870.00", "2300.00"]);
    // Margin £97,430.00 → £125,130.00: +£30,000.00 value − £2,300.00 cost = +£27,700.00.
    expect(toDecimal(parsePence(october.margin)! - parsePence(september.margin)!)).toBe(toDecimal(sum("value") - sum("cost")));
    expect([september.margin, october.margin]).toEqual(["97430.00", "125130.00"]);
  });

  it("says a corrected sign-in in the closed month is late, and lands it in the open month", () => {
    // September's 40 h corrected to 38 h (£24.00 an hour: £912.00) and 8 h of it without a rate.
    const corrected = { ...(october.contributions[6] as Extract<Contribution, { kind: "labour" }>), seconds: 136_800, uncostedSeconds: 28_800, cost: "912.00" };
    const later = snapshot("2026-11", "130000.00", [corrected], {});
    expect(cvrMovements(october, later).find((m) => m.key === "labour:31:2026-09")).toMatchObject({
      kind: "labour_hours",
      amount: "-48.00",
      text: "Worker 31, 2026-09: -2.0 h, -£48.00 (8.0 h uncosted)",
      late: "late: dated 30/09/2026, in the closed month September 2026",
    });
  });

  it("finds nothing between a snapshot and itself", () => {
    expect(cvrMovements(october, october)).toEqual([]);
  });

  it("counts everything as new in the first snapshot, with nothing late", () => {
    const first = cvrMovements(null, september);
    expect(first.map((m) => m.kind)).toEqual([
      "new_accrual",
      "commitment",
      "commitment",
      "variation_new",
      "variation_new",
      "labour_hours",
      "new_accrual",
      "valuation",
    ]);
    expect(first.every((m) => m.late === null)).toBe(true);
  });
});
