import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { purchaseOrderEvents, purchaseOrderLines, purchaseOrders, recycleBin } from "../../db/schema/index";
import { lastLog, messages, orderBody, smallOrderBody } from "./purchase-orders.test-support";

let t: TestApp;
let buyer: { user: { id: number; name: string }; cookie: string };
let siteManager: string;
let supervisor: string;
let project: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" });
  siteManager = (await signedIn(t, { role: "Site Manager" })).cookie; // Purchase Orders: view only
  supervisor = (await signedIn(t, { role: "Site Supervisor" })).cookie; // Purchase Orders: none
  project = await buildProject(t.db, { name: "Kirkstall Road Flats" });
});
afterAll(() => t.close());

const req = (cookie: string | undefined, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  call(t.app, cookie, { method, url, payload });
const create = async (body: object = orderBody(), cookie = buyer.cookie) => {
  const res = await req(cookie, "POST", "/api/purchase-orders", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe("POST /api/purchase-orders", () => {
  it("401 signed out, 403 without Purchase Orders create", async () => {
    expect((await req(undefined, "POST", "/api/purchase-orders", orderBody())).statusCode).toBe(401);
    expect((await req(siteManager, "POST", "/api/purchase-orders", orderBody())).statusCode).toBe(403);
  });

  it("400 with the spec's messages", async () => {
    const line = (over: object) => ({ lines: [{ description: "Sand", quantity: "1", unitPrice: "1", ...over }] });
    const cases: [Record<string, unknown>, string][] = [
      [line({ quantity: "0" }), "Quantity must be greater than 0"],
      [line({ quantity: "0.0004" }), "Quantity must be greater than 0"],
      [line({ quantity: "-2" }), "Quantity must be greater than 0"],
      [line({ quantity: "abc" }), "Quantity must be a number, e.g. 2.5"],
      [line({ quantity: "1.2345" }), "Quantity can have at most 3 decimal places"],
      [line({ unitPrice: "-0.01" }), "Unit price cannot be negative"],
      [line({ unitPrice: "1.001" }), "Unit price can have at most 2 decimal places"],
      // Not a number is not "cannot be negative" (issue 28 §13): the form's live totals read plain decimals only.
      [line({ unitPrice: "1e2" }), "Unit price must be a number, e.g. 12.50"],
      [line({ unitPrice: "1,000" }), "Unit price must be a number, e.g. 12.50"],
      [line({ unitPrice: "£5" }), "Unit price must be a number, e.g. 12.50"],
      [line({ unitPrice: "NaN" }), "Unit price must be a number, e.g. 12.50"],
      [line({ unitPrice: true }), "Unit price must be a number, e.g. 12.50"],
      [line({ description: "" }), "Description is required"],
      [line({ description: "x".repeat(501) }), "Description must be 500 characters or fewer"],
      [{ lines: [] }, "Add at least one line"],
      [{ supplier: " " }, "Supplier is required"],
      [{ supplier: "x".repeat(201) }, "Supplier must be 200 characters or fewer"],
      [{ orderedBy: "" }, "Ordered by is required"],
      [{ orderedBy: "x".repeat(101) }, "Ordered by must be 100 characters or fewer"],
      [{ poCategory: "food" }, "Category must be labour, plant, waste, energy, materials or other"],
      [{ transportCategory: "Bicycle" }, "Choose a transport category from the list"],
      [{ vatRate: "17.5" }, "VAT rate must be 0, 5 or 20"],
      // More places than the rate's scale is refused, not rounded to 20.00.
      [{ vatRate: "20.001" }, "VAT rate must be 0, 5 or 20"],
      [{ vatRate: 5.0001 }, "VAT rate must be 0, 5 or 20"],
      [{ requiredDate: "31/12/2026" }, "Required date must be a valid date (yyyy-mm-dd)"],
    ];
    for (const [over, message] of cases) {
      const res = await req(buyer.cookie, "POST", "/api/purchase-orders", orderBody(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(messages(res.json()), JSON.stringify(over).slice(0, 80)).toContain(message);
    }
    const unknownSupplier = await req(buyer.cookie, "POST", "/api/purchase-orders", orderBody({ supplierId: 999999 }));
    expect(unknownSupplier.statusCode).toBe(400);
    expect(messages(unknownSupplier.json())).toEqual(["Supplier not found"]);
    const unknownMaterial = await req(
      buyer.cookie,
      "POST",
      "/api/purchase-orders",
      orderBody({ lines: [{ description: "X", quantity: 1, unitPrice: 1, materialId: 999999 }] }),
    );
    expect(messages(unknownMaterial.json())).toEqual(["Material not found"]);
  });

  it("404 for an unknown contract", async () => {
    const res = await req(buyer.cookie, "POST", "/api/purchase-orders", orderBody({ projectId: 999999 }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Project not found");
  });

  it("drafts the order: its number, exact totals from the lines, the client's derived fields ignored; history and log", async () => {
    const body = await create(
      orderBody({
        projectId: project.id,
        vatRate: 5,
        subtotal: "1.00",
        totalAmount: "1.00",
        status: "ordered",
        poNumber: "PO-1999-0001",
        lines: [
          { description: "Rebar B500B 12 mm", unit: "t", quantity: "2.125", unitPrice: "3.33", lineTotal: "999" },
          { description: "Tie wire", quantity: 0.5, unitPrice: 0.01 },
        ],
      }),
    );
    expect(body.poNumber).toMatch(/^PO-\d{4}-\d{4}$/);
    expect(body).toMatchObject({
      status: "draft",
      subtotal: "7.09",
      vatRate: "5.00",
      vatAmount: "0.35",
      totalAmount: "7.44",
      requiresApproval: false,
      projectName: "Kirkstall Road Flats",
    });
    expect(
      body.lines.map((l: { lineNumber: number; quantity: string; unitPrice: string; lineTotal: string }) => [
        l.lineNumber,
        l.quantity,
        l.unitPrice,
        l.lineTotal,
      ]),
    ).toEqual([
      [1, "2.125", "3.33", "7.08"],
      [2, "0.500", "0.01", "0.01"],
    ]);
    expect(body.transportCategory).toBe("HGV 32-38 tonne");
    expect(body.events).toMatchObject([{ action: "created", toStatus: "draft", user: { id: buyer.user.id, name: "Gemma Lloyd" } }]);
    expect(await lastLog(t.db)).toMatchObject({
      action: "purchase_order_created",
      entityType: "purchase_order",
      entityId: String(body.id),
      category: "purchase_orders",
    });
  });

  it("gives 20 concurrent creates 20 distinct consecutive numbers", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => req(buyer.cookie, "POST", "/api/purchase-orders", smallOrderBody())));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => Number(r.json().poNumber.split("-")[2])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19] - numbers[0]).toBe(19);
  });
});

describe("GET /api/purchase-orders and /:id", () => {
  it("401, 403, 400, 404", async () => {
    expect((await req(undefined, "GET", "/api/purchase-orders")).statusCode).toBe(401);
    expect((await req(supervisor, "GET", "/api/purchase-orders")).statusCode).toBe(403);
    expect((await req(supervisor, "GET", "/api/purchase-orders/1")).statusCode).toBe(403);
    const bad = await req(siteManager, "GET", "/api/purchase-orders?status=lost");
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(["Invalid status"]);
    const missing = await req(siteManager, "GET", "/api/purchase-orders/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Purchase order not found");
  });

  it("pages newest first, searches by number or supplier, filters", async () => {
    const a = await create(orderBody({ supplier: "Travis Perkins Leeds", projectId: project.id, poCategory: "plant" }));
    const list = await req(siteManager, "GET", "/api/purchase-orders?pageSize=2");
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0].id).toBe(a.id);
    expect(list.json().pageSize).toBe(2);
    const bySupplier = (await req(siteManager, "GET", "/api/purchase-orders?q=travis")).json();
    expect(bySupplier.items.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const byNumber = (await req(siteManager, "GET", `/api/purchase-orders?q=${a.poNumber}`)).json();
    expect(byNumber.items.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const filtered = (await req(siteManager, "GET", `/api/purchase-orders?projectId=${project.id}&category=plant&status=draft`)).json();
    expect(filtered.items.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const got = await req(siteManager, "GET", `/api/purchase-orders/${a.id}`);
    expect(got.json()).toMatchObject({ id: a.id, supplier: "Travis Perkins Leeds", lines: [{ description: "CEM I 52.5N bulk cement" }] });
  });
});

describe("PUT /api/purchase-orders/:id", () => {
  it("replaces a draft's fields and lines; 401, 403, 400, 404; 409 once it has been sent", async () => {
    const order = await create(smallOrderBody());
    const url = `/api/purchase-orders/${order.id}`;
    expect((await req(undefined, "PUT", url, orderBody())).statusCode).toBe(401);
    expect((await req(siteManager, "PUT", url, orderBody())).statusCode).toBe(403);
    expect(messages((await req(buyer.cookie, "PUT", url, orderBody({ lines: [{ description: "x", quantity: 0, unitPrice: 1 }] }))).json())).toEqual([
      "Quantity must be greater than 0",
    ]);
    expect((await req(buyer.cookie, "PUT", "/api/purchase-orders/999999", orderBody())).statusCode).toBe(404);
    const res = await req(buyer.cookie, "PUT", url, orderBody({ vatRate: "0" }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ poNumber: order.poNumber, subtotal: "12400.00", vatAmount: "0.00", totalAmount: "12400.00", requiresApproval: true });
    expect(await t.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, order.id))).toHaveLength(1);
    expect(await lastLog(t.db)).toMatchObject({ action: "purchase_order_updated" });

    const sent = await create(smallOrderBody());
    expect((await req(buyer.cookie, "POST", `/api/purchase-orders/${sent.id}/order`)).statusCode).toBe(200);
    const locked = await req(buyer.cookie, "PUT", `/api/purchase-orders/${sent.id}`, smallOrderBody());
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe("Only an order not yet sent can be changed; this one is ordered");
  });
});

describe("DELETE /api/purchase-orders/:id", () => {
  it("401, 403 without delete, 404; 409 once ordered; a draft goes to the recycle bin", async () => {
    const director = (await signedIn(t, { role: "Director" })).cookie;
    const draft = await create(smallOrderBody());
    const url = `/api/purchase-orders/${draft.id}`;
    expect((await req(undefined, "DELETE", url)).statusCode).toBe(401);
    expect((await req(buyer.cookie, "DELETE", url)).statusCode).toBe(403); // Buyer: no delete
    expect((await req(director, "DELETE", "/api/purchase-orders/999999")).statusCode).toBe(404);
    expect((await req(director, "DELETE", url)).statusCode).toBe(204);
    expect((await req(director, "GET", url)).statusCode).toBe(404);
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(draft.id)));
    expect(bin).toMatchObject({ recordType: "purchase_order", tableName: "company_purchase_orders" });
    expect(await lastLog(t.db)).toMatchObject({ action: "purchase_order_deleted", severity: "warning" });

    const sent = await create(smallOrderBody());
    expect((await req(buyer.cookie, "POST", `/api/purchase-orders/${sent.id}/order`)).statusCode).toBe(200);
    const refused = await req(director, "DELETE", `/api/purchase-orders/${sent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Only a draft or cancelled order can be deleted");
    expect((await req(buyer.cookie, "POST", `/api/purchase-orders/${sent.id}/cancel`, {})).statusCode).toBe(200);
    expect((await req(director, "DELETE", `/api/purchase-orders/${sent.id}`)).statusCode).toBe(204);
    const [row] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, sent.id));
    expect(row.deletedAt).not.toBeNull();
    expect((await t.db.select().from(purchaseOrderEvents).where(eq(purchaseOrderEvents.orderId, sent.id))).map((e) => e.action)).toEqual([
      "created",
      "order",
      "send",
      "cancel",
    ]);
  });
});

describe("restore from the recycle bin", () => {
  it("a deleted draft on a contract comes back, with its lines and number", async () => {
    const admin = (await signedIn(t, { role: "Admin" })).cookie;
    const draft = await create(smallOrderBody({ projectId: project.id }));
    expect((await req(admin, "DELETE", `/api/purchase-orders/${draft.id}`)).statusCode).toBe(204);
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(draft.id)));
    const restored = await req(admin, "POST", `/api/recycle-bin/${bin.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ recordType: "purchase_order", link: `/purchase-orders?order=${draft.id}` });
    const back = await req(siteManager, "GET", `/api/purchase-orders/${draft.id}`);
    expect(back.json()).toMatchObject({ poNumber: draft.poNumber, status: "draft", lines: [{ description: "Timber battens 50×25 mm" }] });
  });
});
