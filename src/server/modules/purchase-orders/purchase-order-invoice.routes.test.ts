import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { lastLog, messages, smallOrderBody } from "./purchase-orders.test-support";

/** The supplier's invoice on an order (decision 0042): who may record it, when, its checks, and the comparison with what was delivered. */

let t: TestApp;
let buyer: string;
let siteManager: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" })).cookie;
  siteManager = (await signedIn(t, { role: "Site Manager", name: "Sam Site" })).cookie; // Purchase Orders: view
  outsider = (await signedIn(t, { role: "Site Supervisor" })).cookie; // Purchase Orders: none
});
afterAll(() => t.close());

const req = (cookie: string | undefined, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  call(t.app, cookie, { method, url, payload });
const invoice = (over: Record<string, unknown> = {}) => ({ invoiceNumber: "INV-20417", invoiceDate: "2026-03-20", invoiceAmount: "1500.00", ...over });
/** `who`: a session cookie, or "anon" for no session. */
const as = (who: string) => (who === "anon" ? undefined : who);
const put = (id: number, body: object, who = buyer) => req(as(who), "PUT", `/api/purchase-orders/${id}/invoice`, body);
const clear = (id: number, who = buyer) => req(as(who), "DELETE", `/api/purchase-orders/${id}/invoice`);

/** £1,250.00 net, £1,500.00 with VAT: drafted, and sent unless told otherwise. */
async function order(sent = true) {
  const res = await req(buyer, "POST", "/api/purchase-orders", smallOrderBody());
  expect(res.statusCode, res.body).toBe(201);
  const o = res.json();
  if (sent) expect((await req(buyer, "POST", `/api/purchase-orders/${o.id}/order`)).statusCode).toBe(200);
  return o as { id: number; poNumber: string; lines: { id: number }[] };
}

describe("PUT /api/purchase-orders/:id/invoice", () => {
  it("401, 403 without Purchase Orders edit, 404, 400 with each field's message", async () => {
    const o = await order();
    expect((await put(o.id, invoice(), "anon")).statusCode).toBe(401);
    expect((await put(o.id, invoice(), siteManager)).statusCode).toBe(403);
    expect((await put(o.id, invoice(), outsider)).statusCode).toBe(403);
    expect((await put(999999, invoice())).statusCode).toBe(404);
    const cases: [Record<string, unknown>, string][] = [
      [{ invoiceNumber: "" }, "Invoice number is required"],
      [{ invoiceNumber: "x".repeat(51) }, "Invoice number must be 50 characters or fewer"],
      [{ invoiceDate: "" }, "Invoice date is required"],
      [{ invoiceDate: "20/03/2026" }, "Invoice date must be a valid date (yyyy-mm-dd)"],
      [{ invoiceDate: "2999-01-01" }, "Invoice date cannot be in the future"],
      [{ invoiceAmount: "" }, "Invoice amount must be greater than 0"],
      [{ invoiceAmount: "0.00" }, "Invoice amount must be greater than 0"],
      [{ invoiceAmount: "-5" }, "Invoice amount must be greater than 0"],
      [{ invoiceAmount: "1500.005" }, "Invoice amount can have at most 2 decimal places"],
      [{ invoiceAmount: "99999999999999" }, "Invoice amount is too large"],
    ];
    for (const [over, message] of cases) {
      const res = await put(o.id, invoice(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(messages(res.json())).toEqual([message]);
    }
  });

  it("409 before the order is sent and on a cancelled order", async () => {
    const draft = await order(false);
    const early = await put(draft.id, invoice());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("An invoice can be recorded only once the order has been sent to the supplier");
    expect((await req(buyer, "POST", `/api/purchase-orders/${draft.id}/cancel`, {})).statusCode).toBe(200);
    const cancelled = await put(draft.id, invoice());
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe("A cancelled order cannot be invoiced");
  });

  it("records the invoice ahead of the goods, corrects it after delivery, logs both and keeps them in the history", async () => {
    const o = await order();
    const res = await put(o.id, invoice({ invoiceAmount: 1500 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "ordered", deliveredValue: "0.00", invoice: { number: "INV-20417", date: "2026-03-20", amount: "1500.00" } });
    expect(res.json().events.at(-1)).toMatchObject({ action: "invoice", reason: "INV-20417 dated 20/03/2026 for £1,500.00", user: { name: "Gemma Lloyd" } });
    expect(await lastLog(t.db)).toMatchObject({
      action: "purchase_order_invoice_recorded",
      severity: "warning",
      description: `Recorded invoice INV-20417 dated 20/03/2026 for £1,500.00 on purchase order ${o.poNumber}. Invoice £1,500.00 against £0.00 delivered: £1,500.00 over`,
    });

    const received = await req(siteManager, "POST", `/api/purchase-orders/${o.id}/receipts`, {
      deliveryDate: "2026-03-19",
      receivedBy: "Sam Site",
      qualityPassed: true,
      lines: [{ lineId: o.lines[0].id, quantity: "500" }],
    });
    expect(received.statusCode, received.body).toBe(201);
    // Invoicing continues on a delivered order.
    const changed = await put(o.id, invoice({ invoiceAmount: "1499.99" }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ status: "fully_delivered", deliveredValue: "1500.00", invoice: { amount: "1499.99" } });
    expect(changed.json().events.at(-1)).toMatchObject({ action: "invoice_changed" });
    expect(await lastLog(t.db)).toMatchObject({
      action: "purchase_order_invoice_changed",
      severity: "info",
      description: `Changed the invoice on purchase order ${o.poNumber} from INV-20417 dated 20/03/2026 for £1,500.00 to INV-20417 dated 20/03/2026 for £1,499.99. Invoice £1,499.99 against £1,500.00 delivered: £0.01 under`,
    });
  });
});

describe("DELETE /api/purchase-orders/:id/invoice", () => {
  it("401, 403, 404; removes the invoice, logs it; 409 when there is none", async () => {
    const o = await order();
    expect((await put(o.id, invoice())).statusCode).toBe(200);
    expect((await clear(o.id, "anon")).statusCode).toBe(401);
    expect((await clear(o.id, siteManager)).statusCode).toBe(403);
    expect((await clear(999999)).statusCode).toBe(404);
    const res = await clear(o.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice).toBeNull();
    expect(res.json().events.at(-1)).toMatchObject({ action: "invoice_removed", reason: "INV-20417 dated 20/03/2026 for £1,500.00" });
    expect(await lastLog(t.db)).toMatchObject({ action: "purchase_order_invoice_removed", severity: "warning" });
    const again = await clear(o.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("No invoice is recorded on this order");
  });
});
