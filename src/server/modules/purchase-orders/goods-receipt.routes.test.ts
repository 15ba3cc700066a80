import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonEntries, carbonFigures, purchaseOrderLines, purchaseOrders, suppliers } from "../../db/schema/index";
import { buildConcrete, buildSupplier, lastLog, messages } from "./purchase-orders.test-support";
import { multipart, pngBytes } from "../files/files.test-support";
import { ownedBy } from "../carbon/carbon-figures.service";

/** Goods receipt (decision 0034): who may receive, the checks, GRNs, the order's figures and the diary delivery's carbon. */

type Who = { user: { id: number; name: string }; cookie: string };
let t: TestApp;
let buyer: Who;
let siteManager: Who;
let supervisor: string;
let project: { id: number; slug: string };
let materialId: number;
let supplierId: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" });
  siteManager = await signedIn(t, { role: "Site Manager", name: "Sam Site" });
  supervisor = (await signedIn(t, { role: "Site Supervisor" })).cookie;
  project = await buildProject(t.db, { name: "Leeds Dock", budgetMaterials: "20000.00" });
  supplierId = (await buildSupplier(t.db, "Hanson Concrete")).id;
  materialId = (await buildConcrete(t.db, "CON-3240")).id;
});
afterAll(() => t.close());

const req = (cookie: string | undefined, method: "GET" | "POST", url: string, payload?: object) => call(t.app, cookie, { method, url, payload });

/** An ordered order: 20 t of concrete at £120.00 (net £2,400.00, total £2,880.00) and 10 pallets with no material, 50 km on a rigid HGV. */
async function orderedOrder(over: Record<string, unknown> = {}) {
  const res = await req(buyer.cookie, "POST", "/api/purchase-orders", {
    supplierId,
    supplier: "Hanson Concrete",
    orderedBy: "Gemma Lloyd",
    poCategory: "materials",
    projectId: project.id,
    vatRate: "20",
    transportCategory: "HGV 17-25 tonne",
    lines: [
      { materialId, description: "C32/40 ready-mix concrete", unit: "t", quantity: "20", unitPrice: "120.00" },
      { description: "Pallet deposit", unit: "no.", quantity: "10", unitPrice: "0.00" },
    ],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json();
  await t.db.update(purchaseOrders).set({ transportDistance: "50.000" }).where(eq(purchaseOrders.id, order.id));
  const sent = await req(buyer.cookie, "POST", `/api/purchase-orders/${order.id}/order`);
  expect(sent.statusCode, sent.body).toBe(200);
  const lines = await t.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, order.id)).orderBy(purchaseOrderLines.lineNumber);
  return { id: order.id as number, poNumber: order.poNumber as string, lines: lines.map((l) => l.id) };
}

const receipt = (lines: { lineId: number; quantity: string | number }[], over: Record<string, unknown> = {}) => ({
  deliveryDate: "2026-03-14",
  deliveryNoteNumber: "HC-448120",
  receivedBy: "Sam Site",
  qualityPassed: true,
  lines,
  ...over,
});
const receive = (id: number, body: object, cookie = siteManager.cookie) => req(cookie, "POST", `/api/purchase-orders/${id}/receipts`, body);
/** A photo uploaded to a contract's files, as the receipt form does before it saves. */
async function uploadPhoto(slug: string, name = "delivery-note.png") {
  const res = await call(t.app, siteManager.cookie, {
    method: "POST",
    url: `/api/projects/by-slug/${slug}/files`,
    ...multipart(pngBytes(), name, "image/png"),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe("goods receipt", () => {
  it("401, 403 (no diary right, no order access), 404 and 400 with the messages", async () => {
    const o = await orderedOrder();
    const body = receipt([{ lineId: o.lines[0], quantity: "1" }]);
    expect((await req(undefined, "POST", `/api/purchase-orders/${o.id}/receipts`, body)).statusCode).toBe(401);
    expect((await req(undefined, "GET", `/api/purchase-orders/${o.id}/receipts`)).statusCode).toBe(401);
    expect((await receive(o.id, body, buyer.cookie)).statusCode).toBe(403);
    const noOrders = await receive(o.id, body, supervisor);
    expect(noOrders.statusCode).toBe(403);
    expect(noOrders.json().message).toBe("You need access to Purchase Orders to receive goods");
    expect((await req(supervisor, "GET", `/api/purchase-orders/${o.id}/receipts`)).statusCode).toBe(403);
    expect((await receive(999999, body)).statusCode).toBe(404);
    expect((await req(siteManager.cookie, "GET", "/api/purchase-orders/999999/receipts")).statusCode).toBe(404);

    const empty = await receive(o.id, { lines: [], receivedBy: "", deliveryDate: "14/03/2026" });
    expect(empty.statusCode).toBe(400);
    expect(messages(empty.json())).toEqual(
      expect.arrayContaining(["Delivery date must be a valid date (yyyy-mm-dd)", "Received by is required", "Enter a quantity received for at least one line"]),
    );
    const bad = await receive(
      o.id,
      receipt([
        { lineId: o.lines[0], quantity: "0" },
        { lineId: o.lines[1], quantity: "1.2345" },
      ]),
    );
    expect(messages(bad.json())).toEqual(["Quantity received must be greater than 0", "Quantity can have at most 3 decimal places"]);
    const other = await receive(o.id, receipt([{ lineId: 999999, quantity: "1" }]));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([{ field: "lines.0.lineId", message: "This line is not on the order" }]);
    const twice = await receive(
      o.id,
      receipt([
        { lineId: o.lines[0], quantity: "1" },
        { lineId: o.lines[0], quantity: "1" },
      ]),
    );
    expect(messages(twice.json())).toEqual(["Each line can be received once per receipt"]);
    const photo = await receive(o.id, receipt([{ lineId: o.lines[0], quantity: "1" }], { photoFileId: 999999 }));
    expect(messages(photo.json())).toEqual(["The photo of the delivery note was not found on this contract"]);
  });

  it("409 on a draft order and on receiving more than remains, also when two receipts race", async () => {
    const draft = await req(buyer.cookie, "POST", "/api/purchase-orders", {
      supplier: "Hanson Concrete",
      orderedBy: "Gemma Lloyd",
      lines: [{ description: "Sand", unit: "t", quantity: "5", unitPrice: "30.00" }],
    });
    const d = draft.json();
    const refused = await receive(d.id, receipt([{ lineId: d.lines[0].id, quantity: "1" }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Goods can only be received against an ordered or partially delivered order");

    const o = await orderedOrder();
    const over = await receive(o.id, receipt([{ lineId: o.lines[0], quantity: "20.001" }]));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe("Only 20 t of line 1 (C32/40 ready-mix concrete) remains to be received");

    const [a, b] = await Promise.all([
      receive(o.id, receipt([{ lineId: o.lines[0], quantity: "12" }])),
      receive(o.id, receipt([{ lineId: o.lines[0], quantity: "12" }])),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const [line] = await t.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.id, o.lines[0]));
    expect(line.quantityDelivered).toBe("12.000");
  });

  it("the journey: 60 % of one line, then the rest; two GRNs, partially then fully delivered, exact values, carbon on the diary deliveries", async () => {
    const o = await orderedOrder();
    const first = await receive(o.id, receipt([{ lineId: o.lines[0], quantity: "12" }]));
    expect(first.statusCode, first.body).toBe(201);
    const r1 = first.json();
    expect(r1.orderStatus).toBe("partially_delivered");
    expect(r1.receipt).toMatchObject({
      grnNumber: expect.stringMatching(/^GRN-2026-\d{4}$/),
      noteNumber: "HC-448120",
      receivedBy: "Sam Site",
      projectSlug: project.slug,
      lines: [{ lineId: o.lines[0], quantityOrdered: "20.000", quantityDelivered: "12.000", isPartialDelivery: true }],
    });
    let order = (await req(siteManager.cookie, "GET", `/api/purchase-orders/${o.id}`)).json();
    expect(order).toMatchObject({ status: "partially_delivered", deliveredValue: "1728.00", remainingValue: "1152.00" });
    expect(order.lines[0]).toMatchObject({ quantityDelivered: "12.000", quantityRemaining: "8.000" });

    const [entry] = await t.db.select().from(carbonEntries).where(eq(carbonEntries.id, r1.receipt.deliveryId));
    expect(entry).toMatchObject({
      kind: "delivery",
      projectId: project.id,
      poNumber: o.poNumber,
      grnNumber: r1.receipt.grnNumber,
      deliveryNoteNumber: "HC-448120",
    });
    const figures = await t.db
      .select()
      .from(carbonFigures)
      .where(ownedBy({ kind: "delivery", id: entry.id }))
      .orderBy(carbonFigures.id);
    // 12 t × 50 km on a rigid HGV 17-25 t (0.17146 per tonne.km); 12 t of concrete (118.79306 per tonne).
    expect(figures.map((f) => [f.category, Number(f.kgCo2e)])).toEqual([
      ["transport", 102.876],
      ["materials", 1425.517],
    ]);
    const delivery = await req(siteManager.cookie, "GET", `/api/deliveries/${entry.id}`);
    expect(delivery.statusCode).toBe(200);

    const second = await receive(
      o.id,
      receipt(
        [
          { lineId: o.lines[0], quantity: "8" },
          { lineId: o.lines[1], quantity: "10" },
        ],
        { deliveryNoteNumber: "HC-448199" },
      ),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().orderStatus).toBe("fully_delivered");
    expect(second.json().receipt.grnNumber).not.toBe(r1.receipt.grnNumber);
    order = (await req(siteManager.cookie, "GET", `/api/purchase-orders/${o.id}`)).json();
    expect(order).toMatchObject({ status: "fully_delivered", deliveredValue: "2880.00", remainingValue: "0.00" });
    const [line] = await t.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.id, o.lines[0]));
    expect(line).toMatchObject({
      deliveryStatus: "complete",
      deliveryPercentage: "100.00",
      deliveredValue: "2400.00",
      deliveryNoteNumbers: ["HC-448120", "HC-448199"],
    });

    const list = (await req(siteManager.cookie, "GET", `/api/purchase-orders/${o.id}/receipts`)).json();
    expect(list.items.map((r: { grnNumber: string }) => r.grnNumber)).toEqual([second.json().receipt.grnNumber, r1.receipt.grnNumber]);
    expect(list.items[0].lines).toHaveLength(2);
    expect((await lastLog(t.db)).action).toBe("purchase_order_received");
    const [s] = await t.db.select().from(suppliers).where(eq(suppliers.id, supplierId));
    expect(s.deliveryRating).not.toBeNull();

    const again = await receive(o.id, receipt([{ lineId: o.lines[0], quantity: "1" }]));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Goods can only be received against an ordered or partially delivered order");
  });

  it("the order and each line answer their delivery status and percentage (data-model.md §3)", async () => {
    const o = await orderedOrder();
    let order = (await req(siteManager.cookie, "GET", `/api/purchase-orders/${o.id}`)).json();
    expect(order).toMatchObject({ deliveryStatus: "pending", deliveryPercentage: "0.00" });
    expect(order.lines.map((l: { deliveryPercentage: string }) => l.deliveryPercentage)).toEqual(["0.00", "0.00"]);
    // 12 of 20 t (60 % of the line, £1,440.00 of the £2,400.00 net), 5 of 10 pallets (at £0.00).
    const res = await receive(
      o.id,
      receipt([
        { lineId: o.lines[0], quantity: "12" },
        { lineId: o.lines[1], quantity: "5" },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    order = (await req(siteManager.cookie, "GET", `/api/purchase-orders/${o.id}`)).json();
    expect(order).toMatchObject({ deliveryStatus: "partial", deliveryPercentage: "60.00" });
    expect(order.lines.map((l: { deliveryStatus: string; deliveryPercentage: string }) => [l.deliveryStatus, l.deliveryPercentage])).toEqual([
      ["partial", "60.00"],
      ["partial", "50.00"],
    ]);
  });

  it("the order's history lists every receipt, also one that leaves its status as it was", async () => {
    const o = await orderedOrder();
    const grns: string[] = [];
    for (const [lineId, quantity] of [
      [o.lines[0], "5"],
      [o.lines[0], "5"],
      [o.lines[0], "10"],
    ] as const) {
      const res = await receive(o.id, receipt([{ lineId, quantity }]));
      expect(res.statusCode, res.body).toBe(201);
      grns.push(res.json().receipt.grnNumber);
    }
    const order = (await req(siteManager.cookie, "GET", `/api/purchase-orders/${o.id}`)).json();
    const received = order.events.filter((e: { action: string }) => e.action === "receive");
    expect(received.map((e: { reason: string; fromStatus: string; toStatus: string }) => [e.reason, e.fromStatus, e.toStatus])).toEqual([
      [grns[0], "ordered", "partially_delivered"],
      [grns[1], "partially_delivered", "partially_delivered"],
      [grns[2], "partially_delivered", "partially_delivered"],
    ]);
    expect(received[1].user).toEqual({ id: siteManager.user.id, name: "Sam Site" });
  });

  it("keeps the photo of the delivery note on the GRN; another contract's, a company file or an unknown file is 400", async () => {
    const o = await orderedOrder();
    const line = [{ lineId: o.lines[1], quantity: "4" }];
    const elsewhere = await buildProject(t.db, { name: "Holbeck Yard" });
    const theirs = await uploadPhoto(elsewhere.slug, "their-note.png");
    const companyFile = await call(t.app, buyer.cookie, {
      method: "POST",
      url: `/api/materials/${materialId}/images`,
      ...multipart(pngBytes(), "concrete.png", "image/png"),
    });
    expect(companyFile.statusCode, companyFile.body).toBe(201);
    const companyFileId = companyFile.json().images[0].fileId as number;
    for (const photoFileId of [theirs, companyFileId, 999999, "abc"]) {
      const res = await receive(o.id, receipt(line, { photoFileId }));
      expect(res.statusCode, String(photoFileId)).toBe(400);
      expect(res.json().errors).toEqual([{ field: "photoFileId", message: "The photo of the delivery note was not found on this contract" }]);
    }
    expect((await req(siteManager.cookie, "GET", `/api/purchase-orders/${o.id}/receipts`)).json().items).toEqual([]);

    const ours = await uploadPhoto(project.slug);
    const res = await receive(o.id, receipt(line, { photoFileId: ours }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().receipt).toMatchObject({ photoFileId: ours, photoName: "delivery-note.png", photoType: "image/png" });
    const [listed] = (await req(buyer.cookie, "GET", `/api/purchase-orders/${o.id}/receipts`)).json().items;
    expect(listed).toMatchObject({ photoFileId: ours, photoName: "delivery-note.png", photoType: "image/png" });
    // The photo is one of the contract's files, so whoever may read the contract opens it.
    const photo = await call(t.app, buyer.cookie, { method: "GET", url: `/api/files/${ours}/content` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/png");
    // Where the order page finds the contract to upload to.
    expect((await req(siteManager.cookie, "GET", `/api/purchase-orders/${o.id}`)).json().projectSlug).toBe(project.slug);
  });
});
