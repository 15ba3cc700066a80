import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { activityLogs, materials, supplierProjects, suppliers } from "../../db/schema/index";
import { buildSupplier, lastLog, messages, orderBody, smallOrderBody } from "./purchase-orders.test-support";

/** Status steps, approval that blocks, approval bands, the budget warning and supplier totals. */

type Who = { user: { id: number; name: string }; cookie: string };
let t: TestApp;
let buyer: Who;
let director: Who;
let projectManager: Who;
let admin: Who;
let siteManager: string;
let project: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" });
  director = await signedIn(t, { role: "Director", name: "Dee Director" });
  projectManager = await signedIn(t, { role: "Project Manager", name: "Priya Shah" });
  admin = await signedIn(t, { role: "Admin", name: "Ada Admin" });
  siteManager = (await signedIn(t, { role: "Site Manager" })).cookie;
  project = await buildProject(t.db, { name: "Leeds Dock", budgetMaterials: "20000.00", budgetPlant: "5000.00" });
});
afterAll(() => t.close());

const req = (cookie: string | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object) => call(t.app, cookie, { method, url, payload });
const create = async (body: object = orderBody(), cookie = buyer.cookie) => {
  const res = await req(cookie, "POST", "/api/purchase-orders", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const act = (id: number, action: string, cookie: string, payload: object = {}) => req(cookie, "POST", `/api/purchase-orders/${id}/${action}`, payload);

describe("status steps", () => {
  it("401, 403 without edit, 404, 409 for an illegal step", async () => {
    const order = await create(smallOrderBody());
    for (const action of ["submit", "approve", "reject", "order", "cancel"]) {
      expect((await act(order.id, action, undefined as unknown as string)).statusCode, action).toBe(401);
      expect((await act(order.id, action, siteManager, { reason: "x" })).statusCode, action).toBe(403);
      expect((await act(999999, action, director.cookie, { reason: "x" })).statusCode, action).toBe(404);
    }
    const submit = await act(order.id, "submit", buyer.cookie);
    expect(submit.statusCode).toBe(409);
    expect(submit.json().message).toBe("This order is below the approval threshold and does not need approval");
    const approve = await act(order.id, "approve", director.cookie);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe("Only an order pending approval can be approved");
  });

  it("an order below the threshold goes straight from draft to ordered (and is sent); it may be sent again, never ordered twice", async () => {
    const order = await create(smallOrderBody());
    const res = await act(order.id, "order", buyer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "ordered", remainingValue: "1500.00" });
    expect(res.json().orderedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const logs = await t.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, String(order.id)));
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(["purchase_order_ordered", "purchase_order_sent"]));
    // Sending again needs a reason (decision 0057), and still never orders twice.
    const again = await act(order.id, "order", buyer.cookie, { reason: "The supplier lost the first email" });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: "ordered", orderedDate: res.json().orderedDate });
    expect(again.json().events.filter((e: { action: string }) => e.action === "order")).toHaveLength(1);
  });

  it("reject needs a reason (400), returns the order to draft with it, and is in the history", async () => {
    const order = await create();
    expect((await act(order.id, "submit", buyer.cookie)).json().status).toBe("pending_approval");
    const noReason = await act(order.id, "reject", director.cookie, { reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(messages(noReason.json())).toEqual(["A reason is required to reject an order"]);
    const res = await act(order.id, "reject", director.cookie, { reason: "Get a second quote from Tarmac" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "draft", rejectionReason: "Get a second quote from Tarmac" });
    expect(res.json().events.at(-1)).toMatchObject({
      action: "reject",
      fromStatus: "pending_approval",
      toStatus: "draft",
      reason: "Get a second quote from Tarmac",
      user: { id: director.user.id, name: "Dee Director" },
    });
    expect(await lastLog(t.db)).toMatchObject({ action: "purchase_order_rejected", severity: "warning" });
  });

  it("cancel: allowed until goods arrive; cancelled twice is 409", async () => {
    const order = await create(smallOrderBody());
    expect((await act(order.id, "cancel", buyer.cookie, { note: "Wrong spec" })).json()).toMatchObject({ status: "cancelled", deliveryStatus: "cancelled" });
    const again = await act(order.id, "cancel", buyer.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("The order is already cancelled");
  });
});

describe("approval that blocks", () => {
  it("£12,400 + VAT cannot be sent until approved; the raiser cannot approve it; a director can", async () => {
    const order = await create(orderBody(), director.cookie);
    expect(order).toMatchObject({ totalAmount: "14880.00", requiresApproval: true, approvalThreshold: "10000.00" });
    const blocked = await act(order.id, "order", director.cookie);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe("This order must be approved before it is sent");
    await act(order.id, "submit", director.cookie);
    expect((await act(order.id, "order", director.cookie)).statusCode).toBe(409);

    const own = await act(order.id, "approve", director.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("You cannot approve or reject an order you raised");
    const buyerTry = await act(order.id, "approve", buyer.cookie);
    expect(buyerTry.statusCode).toBe(403);
    expect(buyerTry.json().message).toBe("The Buyer role cannot approve purchase orders");

    const other = await signedIn(t, { role: "Director", name: "Second Director" });
    const ok = await act(order.id, "approve", other.cookie, { note: "Within the cement allowance" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      status: "approved",
      approvedBy: { id: other.user.id, name: "Second Director" },
      approvalNotes: "Within the cement allowance",
    });
    expect(await lastLog(t.db)).toMatchObject({ action: "purchase_order_approved", userId: other.user.id });
    expect((await act(order.id, "order", buyer.cookie)).json().status).toBe("ordered");
  });

  it("bands: a Project Manager approves up to £25,000.00, not above; Admin any amount", async () => {
    const big = await create(orderBody({ lines: [{ description: "Ready-mix C32/40", unit: "m³", quantity: "250", unitPrice: "120.00" }] }));
    expect(big.totalAmount).toBe("36000.00");
    await act(big.id, "submit", buyer.cookie);
    const pm = await act(big.id, "approve", projectManager.cookie);
    expect(pm.statusCode).toBe(403);
    expect(pm.json().message).toBe("The Project Manager role can approve orders up to £25,000.00");
    expect((await act(big.id, "approve", admin.cookie)).json().status).toBe("approved");

    const mid = await create();
    await act(mid.id, "submit", buyer.cookie);
    expect((await act(mid.id, "approve", projectManager.cookie)).json().status).toBe("approved");
  });

  it("approval settings: anyone with view reads them; only the administrator changes them; a new threshold applies to drafts", async () => {
    expect((await req(undefined, "GET", "/api/purchase-orders/approval-settings")).statusCode).toBe(401);
    const read = await req(siteManager, "GET", "/api/purchase-orders/approval-settings");
    expect(read.json()).toMatchObject({
      threshold: "10000.00",
      bands: [
        { role: "Managing Director", maxAmount: null },
        { role: "Director", maxAmount: null },
        { role: "Contracts Manager", maxAmount: "50000.00" },
        { role: "Project Manager", maxAmount: "25000.00" },
      ],
    });
    const put = (cookie: string, payload: object) => req(cookie, "PUT", "/api/purchase-orders/approval-settings", payload);
    const draft = await create(smallOrderBody()); // £1,500.00 with VAT
    expect((await put(director.cookie, { threshold: "1000", bands: [] })).statusCode).toBe(403);
    const bad = await put(admin.cookie, { threshold: "-1", bands: [{ role: "Buyer", maxAmount: "0" }] });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual([
      "Approval threshold must be an amount of 0 or more",
      "Approval limit must be an amount above 0 with at most 2 decimal places, or empty for any amount",
    ]);
    expect(messages((await put(admin.cookie, { threshold: "1000", bands: [{ role: "Chef", maxAmount: null }] })).json())).toEqual(["Unknown role: Chef"]);
    // An amount too large to keep is refused by the schema, not by the database.
    const huge = await put(admin.cookie, { threshold: 1, bands: [{ role: "Other", maxAmount: 9007199254740992 }] });
    expect(huge.statusCode).toBe(400);
    expect(messages(huge.json())).toEqual(["Approval limit must be an amount above 0 with at most 2 decimal places, or empty for any amount"]);
    const saved = await put(admin.cookie, {
      threshold: "1000",
      bands: [
        { role: "Director", maxAmount: null },
        { role: "QS", maxAmount: "2000" },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().bands).toEqual([
      { role: "Director", maxAmount: null },
      { role: "QS", maxAmount: "2000.00" },
    ]);
    expect(await lastLog(t.db)).toMatchObject({ action: "purchase_order_approval_settings_updated", category: "settings" });
    // The draft was saved under £10,000.00; under today's £1,000.00 it needs approval before it goes.
    const blocked = await act(draft.id, "order", buyer.cookie);
    expect(blocked.statusCode).toBe(409);
    expect((await act(draft.id, "submit", buyer.cookie)).json()).toMatchObject({
      status: "pending_approval",
      requiresApproval: true,
      approvalThreshold: "1000.00",
    });
    const qs = await signedIn(t, { role: "QS" });
    expect((await act(draft.id, "approve", qs.cookie)).json().status).toBe("approved");
    expect((await act((await create()).id, "submit", buyer.cookie)).statusCode).toBe(200);
    await put(admin.cookie, { threshold: "10000.00", bands: read.json().bands });
  });
});

describe("budget warning", () => {
  it("answers the head, what is committed and by how many orders; 401, 403, 400, 404", async () => {
    const url = `/api/purchase-orders/budget?projectId=${project.id}&category=plant`;
    expect((await req(undefined, "GET", url)).statusCode).toBe(401);
    const supervisor = (await signedIn(t, { role: "Site Supervisor" })).cookie;
    expect((await req(supervisor, "GET", url)).statusCode).toBe(403);
    expect(messages((await req(siteManager, "GET", `/api/purchase-orders/budget?projectId=${project.id}&category=food`)).json())).toEqual([
      "Category must be labour, plant, waste, energy, materials or other",
    ]);
    expect((await req(siteManager, "GET", "/api/purchase-orders/budget?projectId=999999&category=plant")).statusCode).toBe(404);
    const before = (await req(siteManager, "GET", url)).json();
    expect(before).toEqual({ projectId: project.id, category: "plant", budget: "5000.00", committed: "0.00", committedOrders: 0 });
    const plant = await create(smallOrderBody({ projectId: project.id, poCategory: "plant" })); // £1,250.00 net
    expect((await req(siteManager, "GET", url)).json().committed).toBe("0.00"); // a draft commits nothing
    await act(plant.id, "order", buyer.cookie);
    expect((await req(siteManager, "GET", url)).json()).toMatchObject({ committed: "1250.00", committedOrders: 1 });
    expect((await req(siteManager, "GET", `/api/purchase-orders/budget?projectId=${project.id}&category=other`)).json().budget).toBeNull();
  });

  it("going over the head needs a reason, which is kept; a reason that is not needed is not", async () => {
    const over = orderBody({ projectId: project.id, lines: [{ description: "Blocks", quantity: "1000", unitPrice: "21.00" }] }); // £21,000 > £20,000
    const refused = await req(buyer.cookie, "POST", "/api/purchase-orders", over);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: "budgetOverrunReason", message: "Give a reason for going over the contract's budget" }]);
    const kept = await create({ ...over, budgetOverrunReason: "Client variation V12 adds the east wing" });
    expect(kept.budgetOverrunReason).toBe("Client variation V12 adds the east wing");
    const within = await create(orderBody({ projectId: project.id, budgetOverrunReason: "not needed" }));
    expect(within.budgetOverrunReason).toBeNull();
  });
});

describe("supplier totals", () => {
  it("count only ordered or delivered orders, per supplier and per contract", async () => {
    const supplier = await buildSupplier(t.db, "Jewson Leeds");
    const a = await create(smallOrderBody({ supplierId: supplier.id, supplier: "typed name is replaced", projectId: project.id, poCategory: "other" }));
    expect(a).toMatchObject({ supplierId: supplier.id, supplier: "Jewson Leeds", supplierContact: "Alex Rep", supplierAddress: "Leeds" });
    const totals = async () => {
      const [s] = await t.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
      const [link] = await t.db
        .select()
        .from(supplierProjects)
        .where(and(eq(supplierProjects.supplierId, supplier.id), eq(supplierProjects.projectId, project.id)));
      return [s.totalSpend, s.orderCount, link?.totalSpent ?? null, link?.orderCount ?? null];
    };
    expect(await totals()).toEqual(["0.00", 0, null, null]);
    await act(a.id, "order", buyer.cookie);
    expect(await totals()).toEqual(["1500.00", 1, "1500.00", 1]);
    await act(a.id, "cancel", buyer.cookie);
    expect(await totals()).toEqual(["0.00", 0, "0.00", 0]);
  });
});

describe("GET /api/purchase-orders/lookups", () => {
  it("lists suppliers, contracts and materials by name; 401 and 403", async () => {
    expect((await req(undefined, "GET", "/api/purchase-orders/lookups")).statusCode).toBe(401);
    const supervisor = (await signedIn(t, { role: "Site Supervisor" })).cookie;
    expect((await req(supervisor, "GET", "/api/purchase-orders/lookups")).statusCode).toBe(403);
    await buildSupplier(t.db, "Leeds Plant Hire");
    const res = await req(siteManager, "GET", "/api/purchase-orders/lookups?q=leeds");
    expect(res.statusCode).toBe(200);
    expect(res.json().suppliers.map((s: { name: string }) => s.name)).toContain("Leeds Plant Hire");
    expect(res.json().projects.map((p: { name: string }) => p.name)).toContain("Leeds Dock");
    // Materials by their description in any case, not by SKU; suppliers by name, not by town.
    await t.db.insert(materials).values({ itemDescription: "Lookup Lintel 1200", sku: "LKP-LEEDS-1", purchaseCost: "12.00" });
    await buildSupplier(t.db, "Aire Sand Ltd");
    await t.db.update(suppliers).set({ city: "Leeds" }).where(eq(suppliers.name, "Aire Sand Ltd"));
    const typed = (await req(siteManager, "GET", "/api/purchase-orders/lookups?q=LOOKUP%20lintel")).json();
    expect(typed.materials.map((m: { description: string }) => m.description)).toEqual(["Lookup Lintel 1200"]);
    const leeds = (await req(siteManager, "GET", "/api/purchase-orders/lookups?q=leeds")).json();
    expect(leeds.materials.map((m: { description: string }) => m.description)).not.toContain("Lookup Lintel 1200");
    expect(leeds.suppliers.map((s: { name: string }) => s.name)).not.toContain("Aire Sand Ltd");
  });
});
