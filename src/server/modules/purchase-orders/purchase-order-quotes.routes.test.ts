import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { files } from "../../db/schema/index";
import { PDF } from "../files/files.test-support";
import { multipartForm } from "../materials/materials.test-support";
import { buildSupplier, lastLog, messages, smallOrderBody } from "./purchase-orders.test-support";

/** Suppliers' quotes attached to an order (company_po_quotes): the material quote's fields, checks, file store and ranking. */

let t: TestApp;
let buyer: string;
let siteManager: string;
let outsider: string;
let orderId: number;
let hanson: number;
let cemex: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer" })).cookie;
  siteManager = (await signedIn(t, { role: "Site Manager" })).cookie; // Purchase Orders: view
  outsider = (await signedIn(t, { role: "Site Supervisor" })).cookie; // Purchase Orders: none
  hanson = (await buildSupplier(t.db, "Hanson Ready Mix")).id;
  cemex = (await buildSupplier(t.db, "Cemex UK")).id;
  orderId = (await call(t.app, buyer, { method: "POST", url: "/api/purchase-orders", payload: smallOrderBody() })).json().id;
});
afterAll(() => t.close());

const at = (path = "", id = orderId) => `/api/purchase-orders/${id}${path}`;
const add = (cookie: string | undefined, fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }, url = at("/quotes")) =>
  call(t.app, cookie, { method: "POST", url, ...multipartForm(fields, file) });
const valid = (over: Record<string, string> = {}) => ({
  supplierId: String(hanson),
  quoteReference: "Q-2041",
  quoteDate: "2026-01-05",
  expiryDate: "2099-03-31",
  quotedPrice: "1240.00",
  ...over,
});

describe("POST /api/purchase-orders/:id/quotes", () => {
  it("401, 403 without Purchase Orders edit, 404, 400 with each field's message and for a file that is not a PDF or image", async () => {
    expect((await add(undefined, valid())).statusCode).toBe(401);
    expect((await add(siteManager, valid())).statusCode).toBe(403);
    expect((await add(outsider, valid())).statusCode).toBe(403);
    expect((await add(buyer, valid(), undefined, at("/quotes", 999999))).statusCode).toBe(404);
    const cases: [Record<string, string>, string][] = [
      [{ supplierId: "" }, "Choose the supplier who quoted"],
      [{ supplierId: "999999" }, "Choose a supplier from the list"],
      [{ quoteDate: "" }, "Quote date is required"],
      [{ quoteDate: "05/01/2026" }, "Quote date must be a valid date (yyyy-mm-dd)"],
      [{ expiryDate: "2025-12-31" }, "Expiry date cannot be before the quote date"],
      [{ quotedPrice: "" }, "Quoted price is required"],
      [{ quotedPrice: "1.005" }, "Quoted price can have at most 2 decimal places"],
      [{ quoteReference: "x".repeat(101) }, "Quote reference must be 100 characters or fewer"],
    ];
    for (const [over, message] of cases) {
      const res = await add(buyer, valid(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(messages(res.json()).concat(res.json().message)).toContain(message);
    }
    const text = await add(buyer, valid(), { name: "q.txt", type: "text/plain", data: Buffer.from("hello quote") });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe("A quote's file must be a PDF or an image (PNG, JPEG, WebP or GIF)");
  });

  it("attaches quotes with their documents, ranked cheapest valid first, logged", async () => {
    const first = await add(buyer, valid({ supplierId: String(cemex), quotedPrice: "1199.50", quoteReference: "CX-88", notes: "Delivery included" }), {
      name: "cemex.pdf",
      type: "application/pdf",
      data: PDF,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(await lastLog(t.db)).toMatchObject({
      action: "purchase_order_quote_added",
      entityType: "purchase_order",
      entityId: String(orderId),
      description: expect.stringContaining("Added Cemex UK's quote CX-88 of £1,199.50 to purchase order PO-"),
    });
    expect((await add(buyer, valid({ quotedPrice: "999.00", expiryDate: "2026-01-31" }))).statusCode).toBe(201);
    const res = await add(buyer, valid());
    expect(res.statusCode).toBe(201);
    const items = res.json().items;
    expect(items.map((q: { quotedPrice: string; status: string; cheapest: boolean }) => [q.quotedPrice, q.status, q.cheapest])).toEqual([
      ["1199.50", "valid", true],
      ["1240.00", "valid", false],
      ["999.00", "expired", false],
    ]);
    expect(items[0]).toMatchObject({
      supplier: { id: cemex, name: "Cemex UK" },
      quoteReference: "CX-88",
      notes: "Delivery included",
      file: { originalName: "cemex.pdf", mimetype: "application/pdf", url: at(`/files/${items[0].file.fileId}`) },
    });
    const [stored] = await t.db.select().from(files).where(eq(files.id, items[0].file.fileId));
    expect(stored.projectId).toBeNull();
  });
});

describe("GET /api/purchase-orders/:id/quotes and …/files/:fileId", () => {
  it("401, 403 without Purchase Orders view, 404; lists the quotes and serves a quote's document through its order only", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: at("/quotes") })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: at("/quotes") })).statusCode).toBe(403);
    expect((await call(t.app, buyer, { method: "GET", url: at("/quotes", 999999) })).statusCode).toBe(404);
    const list = await call(t.app, siteManager, { method: "GET", url: at("/quotes") });
    expect(list.statusCode).toBe(200);
    const withFile = list.json().items.find((q: { file: unknown }) => q.file);
    const url = withFile.file.url as string;

    expect((await call(t.app, undefined, { method: "GET", url })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url })).statusCode).toBe(403);
    const content = await call(t.app, siteManager, { method: "GET", url });
    expect(content.statusCode).toBe(200);
    expect(content.headers["content-type"]).toBe("application/pdf");
    expect(content.rawPayload.equals(PDF)).toBe(true);
    // Through another order, or a file the order does not own: not found.
    const other = (await call(t.app, buyer, { method: "POST", url: "/api/purchase-orders", payload: smallOrderBody() })).json().id;
    expect((await call(t.app, buyer, { method: "GET", url: at(`/files/${withFile.file.fileId}`, other) })).statusCode).toBe(404);
    expect((await call(t.app, buyer, { method: "GET", url: at("/files/999999") })).statusCode).toBe(404);
    // The project Files routes never serve it (decision 0026).
    expect((await call(t.app, buyer, { method: "GET", url: `/api/files/${withFile.file.fileId}/content` })).statusCode).toBe(404);
  });
});

describe("DELETE /api/purchase-orders/:id/quotes/:quoteId", () => {
  it("401, 403, 404; deletes the quote with its document, logged", async () => {
    const items = (await call(t.app, buyer, { method: "GET", url: at("/quotes") })).json().items;
    const target = items.find((q: { file: unknown }) => q.file);
    const del = (cookie: string | undefined, id: number, order = orderId) => call(t.app, cookie, { method: "DELETE", url: at(`/quotes/${id}`, order) });
    expect((await del(undefined, target.id)).statusCode).toBe(401);
    expect((await del(siteManager, target.id)).statusCode).toBe(403);
    expect((await del(buyer, 999999)).statusCode).toBe(404);
    expect((await del(buyer, target.id, 999999)).statusCode).toBe(404);
    const res = await del(buyer, target.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toHaveLength(items.length - 1);
    expect(res.json().items[0]).toMatchObject({ quotedPrice: "1240.00", cheapest: true });
    expect(await t.db.select().from(files).where(eq(files.id, target.file.fileId))).toEqual([]);
    expect(await lastLog(t.db)).toMatchObject({ action: "purchase_order_quote_deleted", severity: "warning" });
  });
});
