import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { call, createTestApp, TEST_ADMIN, type TestApp } from "../../test/harness";
import { sessionForEmail, signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { outboxAttachments, outboxEmails, pdfTemplates, suppliers } from "../../db/schema/index";
import { DEFAULT_PURCHASE_ORDER_TEMPLATE } from "@shared/pdf-templates/default-purchase-order-template";
import { NO_SUPPLIER_EMAIL_MESSAGE } from "@shared/purchase-orders/purchase-order";
import { buildSupplier, lastLog, messages, orderBody, smallOrderBody } from "./purchase-orders.test-support";

/** The order's PDF (its template, on the PDF workers) and Send to supplier (email with the PDF attached). */

let t: TestApp;
let buyer: string;
let director: string;
let siteManager: string;
let outsider: string;
let project: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" })).cookie;
  director = (await signedIn(t, { role: "Director", name: "Dee Director" })).cookie;
  siteManager = (await signedIn(t, { role: "Site Manager" })).cookie;
  outsider = (await signedIn(t, { role: "Site Supervisor" })).cookie; // Purchase Orders: none
  project = await buildProject(t.db, { name: "Leeds Dock", address: "Dock Street", postcode: "LS10 1JF", budgetMaterials: "50000.00" });
});
afterAll(() => t.close());

const req = (cookie: string | undefined, method: "GET" | "POST", url: string, payload?: object) => call(t.app, cookie, { method, url, payload });
const create = async (body: object) => {
  const res = await req(buyer, "POST", "/api/purchase-orders", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const send = (id: number, cookie: string = buyer, body: object = {}) => req(cookie, "POST", `/api/purchase-orders/${id}/order`, body);
const pdfText = async (payload: Buffer | Uint8Array) => (await extractText(new Uint8Array(payload), { mergePages: true })).text.replace(/\s+/g, " ");
const outboxFor = async (to: string) => (await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)).orderBy(desc(outboxEmails.id)))[0];

describe("GET /api/purchase-orders/:id/pdf", () => {
  it("401, 403 without view, 404", async () => {
    const order = await create(smallOrderBody());
    expect((await req(undefined, "GET", `/api/purchase-orders/${order.id}/pdf`)).statusCode).toBe(401);
    expect((await req(outsider, "GET", `/api/purchase-orders/${order.id}/pdf`)).statusCode).toBe(403);
    expect((await req(buyer, "GET", "/api/purchase-orders/999999/pdf")).statusCode).toBe(404);
  });

  it("draws the order with the default template: number, supplier, delivery, lines, VAT and total", async () => {
    const order = await create(
      orderBody({ projectId: project.id, supplier: "Hanson Cement", deliveryInstructions: "Gate 3 only, before 10:00", siteContactName: "Tom Site" }),
    );
    const res = await req(siteManager, "GET", `/api/purchase-orders/${order.id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`${order.poNumber}.pdf`);
    const text = await pdfText(res.rawPayload);
    for (const words of [
      order.poNumber,
      "Hanson Cement",
      "CEM I 52.5N bulk cement",
      "Dock Street, LS10 1JF",
      "Gate 3 only",
      "VAT at 20%",
      "£2,480.00",
      "£14,880.00",
    ])
      expect(text).toContain(words);
  });

  it("draws with the order's chosen template; an unknown template is refused on save", async () => {
    const [custom] = await t.db
      .insert(pdfTemplates)
      .values({
        name: "Plain order",
        templateType: "purchase_order",
        layout: DEFAULT_PURCHASE_ORDER_TEMPLATE.layout,
        // The standard title element with other words, and nothing else: no lines table.
        templateElements: DEFAULT_PURCHASE_ORDER_TEMPLATE.templateElements
          .filter((e) => e.id === "title")
          .map((e) => ({ ...e, properties: { ...e.properties, text: "PLAIN ORDER FORM" } })),
        isActive: true,
        isDefault: false,
      })
      .returning();
    expect(messages((await req(buyer, "POST", "/api/purchase-orders", smallOrderBody({ templateId: 999999 }))).json())).toContain("Template not found");
    const order = await create(smallOrderBody({ templateId: custom.id }));
    expect(order.templateId).toBe(custom.id);
    const text = await pdfText((await req(buyer, "GET", `/api/purchase-orders/${order.id}/pdf`)).rawPayload);
    expect(text).toContain("PLAIN ORDER FORM");
    expect(text).not.toContain("CEM I");
  });
});

describe("POST /api/purchase-orders/:id/order (Send to supplier)", () => {
  it("401, 403 without edit, 404, 409 before approval, 400 with no email", async () => {
    const order = await create(smallOrderBody({ supplierEmail: "" }));
    expect((await req(undefined, "POST", `/api/purchase-orders/${order.id}/order`, {})).statusCode).toBe(401);
    expect((await send(order.id, siteManager)).statusCode).toBe(403);
    expect((await send(999999)).statusCode).toBe(404);
    const big = await create(orderBody({ supplierEmail: "sales@hanson.example" }));
    const early = await send(big.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("This order must be approved before it is sent");
    const noEmail = await send(order.id);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(NO_SUPPLIER_EMAIL_MESSAGE);
    expect((await req(buyer, "GET", `/api/purchase-orders/${order.id}`)).json().status).toBe("draft");
  });

  it("marks an approved order ordered and emails the supplier record's address with the PDF attached; it may be sent again", async () => {
    const supplier = await buildSupplier(t.db, "Travis Perkins Leeds");
    await t.db.update(suppliers).set({ email: "orders@travis.example" }).where(eq(suppliers.id, supplier.id));
    const order = await create(orderBody({ supplierId: supplier.id, supplierEmail: "", projectId: project.id }));
    expect((await req(buyer, "POST", `/api/purchase-orders/${order.id}/submit`)).statusCode).toBe(200);
    expect((await req(director, "POST", `/api/purchase-orders/${order.id}/approve`, {})).statusCode).toBe(200);

    const res = await send(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "ordered", sentTo: "orders@travis.example" });
    expect(res.json().sentAt).toBeTruthy();
    expect(res.json().events.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(["order", "send"]));
    expect(await lastLog(t.db)).toMatchObject({ action: "purchase_order_sent", entityName: order.poNumber });

    const mail = await outboxFor("orders@travis.example");
    expect(mail).toMatchObject({ kind: "purchase_order" });
    expect(mail.subject).toMatch(new RegExp(`^Purchase order ${order.poNumber} from .+`));
    expect(mail.textBody).toContain(`purchase order ${order.poNumber} for £14,880.00 including VAT`);
    const [file] = await t.db.select().from(outboxAttachments).where(eq(outboxAttachments.emailId, mail.id));
    expect(file).toMatchObject({ filename: `${order.poNumber}.pdf`, contentType: "application/pdf" });
    const text = await pdfText(file.data);
    for (const words of [order.poNumber, "Travis Perkins Leeds", "CEM I 52.5N bulk cement", "VAT at 20%", "£14,880.00"]) expect(text).toContain(words);
    // The admin's outbox lists the PDF and hands it back as it went; a buyer may not read the outbox.
    const admin = await sessionForEmail(t.db, TEST_ADMIN.email);
    expect((await req(admin, "GET", `/api/outbox/${mail.id}`)).json().attachments).toEqual([
      { id: file.id, filename: `${order.poNumber}.pdf`, contentType: "application/pdf", size: file.data.length },
    ]);
    const download = await req(admin, "GET", `/api/outbox/${mail.id}/attachments/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file.data)).toBe(true);
    expect((await req(buyer, "GET", `/api/outbox/${mail.id}/attachments/${file.id}`)).statusCode).toBe(403);

    const again = await send(order.id, buyer, { reason: "The supplier asked for it again" });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().status).toBe("ordered");
    const all = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, "orders@travis.example"));
    expect(all).toHaveLength(2);
    expect((await lastLog(t.db)).description).toContain("Sent again");
  });

  it("sends a small draft straight away to the order's own email; a cancelled order is 409", async () => {
    const order = await create(smallOrderBody({ supplierEmail: "yard@timber.example" }));
    const res = await send(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "ordered", sentTo: "yard@timber.example" });
    expect(await outboxFor("yard@timber.example")).toBeTruthy();
    const cancelled = await create(smallOrderBody({ supplierEmail: "yard@timber.example" }));
    expect((await req(buyer, "POST", `/api/purchase-orders/${cancelled.id}/cancel`, {})).statusCode).toBe(200);
    expect((await send(cancelled.id)).statusCode).toBe(409);
  });
});
