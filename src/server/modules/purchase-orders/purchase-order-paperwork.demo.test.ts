import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { purchaseOrderEvents, purchaseOrderQuotes, purchaseOrders } from "../../db/schema/index";
import { ukToday } from "@shared/common/uk-dates";
import { seedDemoData } from "../../seed/demo";

/** The demo orders' quotes and invoice (decision 0042), as the order page would read them. */

// Wednesday 15 July 2026, 15:30 in Leeds.
const NOW = new Date("2026-07-15T14:30:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { now: NOW });
});
afterAll(() => t.close());

describe("demo purchase order paperwork", () => {
  it("puts quotes on the orders still being decided, the order's own supplier cheapest, all before now", async () => {
    const rows = await t.db
      .select({ quote: purchaseOrderQuotes, order: purchaseOrders })
      .from(purchaseOrderQuotes)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderQuotes.orderId));
    expect(rows.length).toBe(4);
    expect(new Set(rows.map((r) => r.order.status))).toEqual(new Set(["draft", "pending_approval", "approved"]));
    // Three quotes come from the order's own supplier and one from a dearer rival.
    expect(rows.filter((r) => r.quote.supplier === r.order.supplier)).toHaveLength(3);
    for (const { quote, order } of rows) {
      expect(quote.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(quote.quoteDate! <= ukToday(NOW)).toBe(true);
      expect(quote.expiryDate! > quote.quoteDate!).toBe(true);
      if (quote.supplier === order.supplier) expect(quote.quotedPrice).toBe(order.subtotal);
      else expect(Number(quote.quotedPrice)).toBeGreaterThan(Number(order.subtotal));
    }
  });

  it("invoices the delivered order, a little over what was delivered, dated by today, in its history", async () => {
    // The demo delivers Kirkstall's blockwork order, PO-2026-0002 (Wakefield's crane hire was raised
    // first), in full through goods receipt and invoices it (seedDemoPoPaperwork).
    const orders = await t.db.select().from(purchaseOrders);
    const invoiced = orders.filter((o) => o.invoiceNumber);
    expect(invoiced).toHaveLength(1);
    const [o] = invoiced;
    expect([o.poNumber, o.status]).toEqual(["PO-2026-0002", "fully_delivered"]);
    expect(Number(o.invoiceAmount) - Number(o.deliveredValue)).toBeCloseTo(36, 2);
    expect(o.invoiceDate! <= ukToday(NOW)).toBe(true);
    const events = await t.db.select().from(purchaseOrderEvents).where(eq(purchaseOrderEvents.orderId, o.id));
    const invoice = events.find((e) => e.action === "invoice")!;
    expect(invoice.reason).toMatch(new RegExp(`^${o.invoiceNumber} dated \\d{2}/\\d{2}/\\d{4} for £[\\d,]+\\.\\d{2}$`));
    expect(invoice.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });
});
