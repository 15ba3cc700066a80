import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonEntries, carbonFigures, carbonMonthTotals, purchaseOrderLines } from "../../db/schema/index";
import { buildConcrete, buildSupplier, lastLog, messages } from "./purchase-orders.test-support";
import { ownedBy } from "../carbon/carbon-figures.service";

/**
 * A receipt's diary delivery belongs to the receipt (decision 0050): the delivery's own edit and delete
 * refuse it, and the receipt is reversed instead, which takes the delivery and its carbon away and
 * puts the order's lines, status and values back to what the other receipts hold.
 */

let t: TestApp;
let buyer: string;
let siteManager: string;
let supervisor: string;
let project: { id: number; slug: string };
let supplierId: number;
let concrete: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" })).cookie;
  siteManager = (await signedIn(t, { role: "Site Manager", name: "Sam Site" })).cookie;
  supervisor = (await signedIn(t, { role: "Site Supervisor" })).cookie;
  project = await buildProject(t.db, { name: "Temple Works" });
  supplierId = (await buildSupplier(t.db, "Hanson Concrete")).id;
  concrete = (await buildConcrete(t.db, "CON-R3240")).id;
});
afterAll(() => t.close());

const req = (cookie: string | undefined, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  call(t.app, cookie, { method, url, payload });

/** 20 t of concrete (£120.00 a tonne, total £2,880.00 with VAT) and 10 pallets, 50 km on a rigid HGV. */
async function orderedOrder() {
  const res = await req(buyer, "POST", "/api/purchase-orders", {
    supplierId,
    supplier: "Hanson Concrete",
    orderedBy: "Gemma Lloyd",
    supplierEmail: "orders@hanson.example",
    poCategory: "materials",
    projectId: project.id,
    transportCategory: "HGV 17-25 tonne",
    transportDistance: "50",
    lines: [
      { materialId: concrete, description: "C32/40 ready-mix concrete", unit: "t", quantity: "20", unitPrice: "120.00" },
      { description: "Pallet deposit", unit: "no.", quantity: "10", unitPrice: "0.00" },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json();
  expect((await req(buyer, "POST", `/api/purchase-orders/${order.id}/order`)).statusCode).toBe(200);
  return order as { id: number; poNumber: string; lines: { id: number }[]; expectedCarbon: { transportKg: number; materialKg: number } };
}

const receive = async (id: number, lines: { lineId: number; quantity: string }[], note: string) => {
  const res = await req(siteManager, "POST", `/api/purchase-orders/${id}/receipts`, {
    deliveryDate: "2026-03-14",
    deliveryNoteNumber: note,
    receivedBy: "Sam Site",
    lines,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().receipt as { grnNumber: string; deliveryId: number };
};
const reverse = (id: number, grn: string, body: object, cookie = siteManager) =>
  req(cookie, "POST", `/api/purchase-orders/${id}/receipts/${grn}/reverse`, body);

/** The contract's carbon as the ledger holds it and as the monthly totals hold it. */
async function contractCarbon() {
  const [figures] = await t.db
    .select({ kg: sql<string>`coalesce(sum(${carbonFigures.kgCo2e}), 0)` })
    .from(carbonFigures)
    .where(eq(carbonFigures.projectId, project.id));
  const [months] = await t.db
    .select({ kg: sql<string>`coalesce(sum(${carbonMonthTotals.kgCo2e}), 0)` })
    .from(carbonMonthTotals)
    .where(eq(carbonMonthTotals.projectId, project.id));
  return { ledger: Number(figures.kg), months: Number(months.kg) };
}

describe("a receipt's diary delivery", () => {
  it("says which receipt logged it, and its own edit and delete refuse it (409)", async () => {
    const o = await orderedOrder();
    const r = await receive(o.id, [{ lineId: o.lines[0].id, quantity: "12" }], "HC-1");
    const view = await req(siteManager, "GET", `/api/deliveries/${r.deliveryId}`);
    expect(view.json().goodsReceipt).toEqual({ orderId: o.id, poNumber: o.poNumber, grnNumber: r.grnNumber });
    const message = `This delivery was booked by goods receipt ${r.grnNumber} on ${o.poNumber}: change or remove it by reversing the receipt on the purchase order`;
    const del = await req(siteManager, "DELETE", `/api/deliveries/${r.deliveryId}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(message);
    const edit = await req(siteManager, "PATCH", `/api/deliveries/${r.deliveryId}`, {
      projectId: project.id,
      date: "2026-03-14",
      supplier: "Hanson Concrete",
      lineItems: [{ description: "Concrete", materialFactorId: "none", quantity: 1, unit: "t" }],
      notes: "changed",
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(message);
    const [still] = await t.db.select().from(carbonEntries).where(eq(carbonEntries.id, r.deliveryId));
    expect(still.notes).toBeNull();
    // A delivery logged by hand is still the diary's to change.
    const own = await req(siteManager, "POST", "/api/deliveries", {
      projectId: project.id,
      date: "2026-03-14",
      supplier: "Local Builders Merchant",
      lineItems: [{ description: "Sand", materialFactorId: "none", quantity: 1, unit: "t" }],
    });
    expect(own.json().goodsReceipt).toBeNull();
    expect((await req(siteManager, "DELETE", `/api/deliveries/${own.json().id}`)).statusCode).toBe(204);
  });
});

describe("reversing a goods receipt", () => {
  it("401, 403, 400 with the message, 404 for a receipt not on the order", async () => {
    const o = await orderedOrder();
    const r = await receive(o.id, [{ lineId: o.lines[0].id, quantity: "5" }], "HC-2");
    expect((await req(undefined, "POST", `/api/purchase-orders/${o.id}/receipts/${r.grnNumber}/reverse`, { reason: "Wrong order" })).statusCode).toBe(401);
    expect((await reverse(o.id, r.grnNumber, { reason: "Wrong order" }, buyer)).statusCode).toBe(403);
    const noOrders = await reverse(o.id, r.grnNumber, { reason: "Wrong order" }, supervisor);
    expect(noOrders.statusCode).toBe(403);
    expect(noOrders.json().message).toBe("You need access to Purchase Orders to reverse a receipt");
    const noReason = await reverse(o.id, r.grnNumber, { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(messages(noReason.json())).toEqual(["A reason is required to reverse a receipt"]);
    expect((await reverse(o.id, "GRN-2026-9999", { reason: "Wrong order" })).statusCode).toBe(404);
    const other = await orderedOrder();
    expect((await reverse(other.id, r.grnNumber, { reason: "Wrong order" })).statusCode).toBe(404);
    expect((await reverse(999999, r.grnNumber, { reason: "Wrong order" })).statusCode).toBe(404);
  });

  it("takes the delivery and its carbon away and puts the lines, status, values and totals back; twice is 409", async () => {
    const o = await orderedOrder();
    const before = await contractCarbon();
    const r1 = await receive(o.id, [{ lineId: o.lines[0].id, quantity: "12" }], "HC-10");
    const r2 = await receive(
      o.id,
      [
        { lineId: o.lines[0].id, quantity: "8" },
        { lineId: o.lines[1].id, quantity: "10" },
      ],
      "HC-11",
    );
    let order = (await req(siteManager, "GET", `/api/purchase-orders/${o.id}`)).json();
    expect(order).toMatchObject({ status: "fully_delivered", deliveredValue: "2880.00", remainingValue: "0.00" });

    const res = await reverse(o.id, r2.grnNumber, { reason: "Booked against the wrong order" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderStatus: "partially_delivered",
      receipt: { grnNumber: r2.grnNumber, reversal: { by: "Sam Site", reason: "Booked against the wrong order" } },
    });
    order = (await req(siteManager, "GET", `/api/purchase-orders/${o.id}`)).json();
    // 12 t of 20 at £120.00: £1,440.00 net, £1,728.00 with VAT.
    expect(order).toMatchObject({ status: "partially_delivered", deliveryStatus: "partial", deliveredValue: "1728.00", remainingValue: "1152.00" });
    expect(
      order.lines.map((l: { quantityDelivered: string; quantityRemaining: string; deliveryStatus: string }) => [
        l.quantityDelivered,
        l.quantityRemaining,
        l.deliveryStatus,
      ]),
    ).toEqual([
      ["12.000", "8.000", "partial"],
      ["0.000", "10.000", "pending"],
    ]);
    const [line] = await t.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.id, o.lines[0].id));
    expect(line).toMatchObject({ deliveryPercentage: "60.00", deliveredValue: "1440.00", deliveryNoteNumbers: ["HC-10"] });
    expect(await t.db.select().from(carbonEntries).where(eq(carbonEntries.id, r2.deliveryId))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(carbonFigures)
        .where(ownedBy({ kind: "delivery", id: r2.deliveryId })),
    ).toEqual([]);
    const history = order.events.at(-1);
    expect(history).toMatchObject({
      action: "receipt_reversed",
      fromStatus: "fully_delivered",
      toStatus: "partially_delivered",
      reason: `${r2.grnNumber}: Booked against the wrong order`,
    });
    const log = await lastLog(t.db);
    expect(log).toMatchObject({ action: "purchase_order_receipt_reversed", entityId: String(o.id) });
    expect(log.description).toContain(`Reversed goods receipt ${r2.grnNumber} on purchase order ${o.poNumber}: 2 lines`);

    const again = await reverse(o.id, r2.grnNumber, { reason: "Again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(new RegExp(`^Goods receipt ${r2.grnNumber} was reversed on \\d{2}/\\d{2}/\\d{4} by Sam Site$`));

    // The last standing receipt reversed: back to ordered, nothing delivered, no carbon left from it.
    expect((await reverse(o.id, r1.grnNumber, { reason: "Duplicate" })).json().orderStatus).toBe("ordered");
    order = (await req(siteManager, "GET", `/api/purchase-orders/${o.id}`)).json();
    expect(order).toMatchObject({ status: "ordered", deliveryStatus: "pending", deliveredValue: "0.00", remainingValue: "2880.00" });
    let carbon = await contractCarbon();
    expect(carbon.ledger).toBe(before.ledger);
    expect(carbon.months).toBe(before.ledger);

    // Received again in two parts, its carbon is the order's expected carbon, and the monthly totals follow.
    await receive(o.id, [{ lineId: o.lines[1].id, quantity: "10" }], "HC-12");
    await receive(o.id, [{ lineId: o.lines[0].id, quantity: "20" }], "HC-13");
    carbon = await contractCarbon();
    expect(Math.round((carbon.ledger - before.ledger) * 1000) / 1000).toBe(
      Math.round((o.expectedCarbon.transportKg + o.expectedCarbon.materialKg) * 1000) / 1000,
    );
    expect(carbon.months).toBe(carbon.ledger);
    const list = (await req(siteManager, "GET", `/api/purchase-orders/${o.id}/receipts`)).json().items;
    expect(list.map((r: { reversal: unknown }) => r.reversal === null)).toEqual([true, true, false, false]);
  });
});
