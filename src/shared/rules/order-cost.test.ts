import { describe, expect, it } from "vitest";
import { formatMoney } from "../common/money";
import { apportion, byCostCode, invoiceAboveOrder, netOfGross, orderCost, receiptAwaitingInvoice, sumOrderCosts, type OrderForCost } from "./order-cost";

const pounds = (c: Record<string, unknown>) => Object.fromEntries(Object.entries(c).map(([k, v]) => [k, typeof v === "bigint" ? formatMoney(v) : v]));

// An order of £2,000.00 net at 20 % VAT; goods received £1,728.00 with VAT (£1,440.00 net).
const order: OrderForCost = { status: "partially_delivered", subtotal: "2000.00", vatRate: "20.00", deliveredValue: "1728.00", invoiceAmount: null };

describe("netOfGross: gross × 100 ÷ (100 + rate), to the penny per order", () => {
  it("takes VAT out at the order's own rate", () => {
    expect(formatMoney(netOfGross(172_800n, "20"))).toBe("£1,440.00");
    // £100.01 ÷ 1.2 = £83.341666… → £83.34; £10.00 ÷ 1.05 = £9.5238… → £9.52; at 0 % the same.
    expect(formatMoney(netOfGross(10_001n, "20.00"))).toBe("£83.34");
    expect(formatMoney(netOfGross(1_000n, "5"))).toBe("£9.52");
    expect(formatMoney(netOfGross(1_000n, "0"))).toBe("£10.00");
  });
});

describe("orderCost: an accrual replaced by its invoice", () => {
  it("accrues what was received while there is no invoice; the rest is committed", () => {
    // Committed £2,000.00 − £1,440.00 = £560.00; accrued £1,440.00; actual £1,440.00.
    expect(pounds(orderCost(order))).toEqual({
      committed: "£560.00",
      invoiced: "£0.00",
      accrued: "£1,440.00",
      actual: "£1,440.00",
      received: "£1,440.00",
      comparison: null,
    });
  });

  it("replaces the accrual with the invoice net and says the difference", () => {
    // Invoice £1,800.00 with VAT = £1,500.00 net: the £1,440.00 accrual goes; committed £2,000.00 − £1,500.00 = £500.00.
    const cost = orderCost({ ...order, invoiceAmount: "1800.00" });
    expect(pounds(cost)).toMatchObject({ committed: "£500.00", invoiced: "£1,500.00", accrued: "£0.00", actual: "£1,500.00" });
    expect(cost.comparison).toEqual({ state: "over", difference: 6_000n, text: "Invoice £1,500.00 against £1,440.00 accrued: £60.00 over" });
    // £1,727.99 with VAT = £1,439.991… → £1,439.99 net: a penny under the accrual.
    expect(orderCost({ ...order, invoiceAmount: "1727.99" }).comparison?.text).toBe("Invoice £1,439.99 against £1,440.00 accrued: £0.01 under");
  });

  it("an invoice ahead of the goods has no accrual to compare with and commits only what is left", () => {
    const cost = orderCost({ ...order, status: "ordered", deliveredValue: "0.00", invoiceAmount: "600.00" });
    expect(pounds(cost)).toMatchObject({ committed: "£1,500.00", invoiced: "£500.00", actual: "£500.00", comparison: null });
  });

  it("commits nothing on a cancelled, draft or pending order; a cancelled one keeps what was received", () => {
    expect(pounds(orderCost({ ...order, status: "cancelled" }))).toMatchObject({ committed: "£0.00", accrued: "£1,440.00" });
    for (const status of ["draft", "pending_approval"])
      expect(pounds(orderCost({ ...order, status, deliveredValue: null }))).toMatchObject({ committed: "£0.00", actual: "£0.00" });
    // Approved, nothing received: all £2,000.00 committed.
    expect(pounds(orderCost({ ...order, status: "approved", deliveredValue: null }))).toMatchObject({ committed: "£2,000.00", actual: "£0.00" });
  });

  it("never commits below nothing when the invoice is above the order, which is an exception", () => {
    // £2,640.00 with VAT = £2,200.00 net, £200.00 above the £2,000.00 order.
    const over = { ...order, status: "fully_delivered", invoiceAmount: "2640.00" };
    const cost = orderCost(over);
    expect(pounds(cost)).toMatchObject({ committed: "£0.00", invoiced: "£2,200.00" });
    expect(invoiceAboveOrder(over, cost)).toBe(true);
    expect(invoiceAboveOrder(order, orderCost(order))).toBe(false);
  });

  it("adds orders up: £1,440.00 accrued + £1,500.00 invoiced = £2,940.00 actual", () => {
    const total = sumOrderCosts([orderCost(order), orderCost({ ...order, invoiceAmount: "1800.00" })]);
    expect(pounds(total)).toEqual({ committed: "£1,060.00", invoiced: "£1,500.00", accrued: "£1,440.00", actual: "£2,940.00" });
  });
});

describe("receiptAwaitingInvoice", () => {
  it("is a receipt more than 30 days old with no invoice", () => {
    expect(receiptAwaitingInvoice("2026-09-01", null, "2026-10-01")).toBe(false); // 30 days
    expect(receiptAwaitingInvoice("2026-09-01", null, "2026-10-02")).toBe(true); // 31 days
    expect(receiptAwaitingInvoice("2026-09-01", "120.00", "2026-12-01")).toBe(false);
    expect(receiptAwaitingInvoice(null, null, "2026-12-01")).toBe(false);
  });
});

describe("cost codes: a figure shared over the order's lines by value, the codes adding up exactly", () => {
  it("cuts each share to the penny and puts the remainder on the last line", () => {
    // £100.00 over three equal lines: £33.33, £33.33 and £33.34.
    expect(apportion(10_000n, [500n, 500n, 500n])).toEqual([3_333n, 3_333n, 3_334n]);
    // Nothing to weigh by: the last line takes it all.
    expect(apportion(999n, [0n, 0n])).toEqual([0n, 999n]);
    expect(apportion(999n, [])).toEqual([]);
  });

  it("groups the shares by code", () => {
    // Lines £600.00 (GW-01), £300.00 (DR-02), £100.00 (GW-01 typed with spaces); invoice net £1,000.01:
    // £1,000.01 × 600 ÷ 1,000 = £600.006 → £600.00; × 300 ÷ 1,000 = £300.003 → £300.00; last £100.01.
    // GW-01 £600.00 + £100.01 = £700.01; DR-02 £300.00; £1,000.01 in all.
    const lines = [
      { costCode: "GW-01", quantity: "10", unitPrice: "60.00" },
      { costCode: "DR-02", quantity: "2.5", unitPrice: "120.00" },
      { costCode: " GW-01 ", quantity: "1", unitPrice: "100.00" },
    ];
    expect(byCostCode(100_001n, lines)).toEqual([
      { costCode: "GW-01", amount: 70_001n },
      { costCode: "DR-02", amount: 30_000n },
    ]);
    expect(byCostCode(5_000n, [{ costCode: null, quantity: "1", unitPrice: "50.00" }])).toEqual([{ costCode: "", amount: 5_000n }]);
  });
});
