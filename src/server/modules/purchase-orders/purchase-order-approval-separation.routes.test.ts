import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { lastLog, orderBody } from "./purchase-orders.test-support";

/**
 * Decision 0052: an approval holds whatever edits came before it. Whoever raised the order, and
 * everyone who changed it since it was last approved, may not approve or reject it; a change to a
 * pending or approved order sends it back to approval, and its history says who changed what.
 */
type Who = { user: { id: number; name: string }; cookie: string };
let t: TestApp;
let buyer: Who;
let contractsManager: Who;
let director: Who;
let secondDirector: Who;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" });
  contractsManager = await signedIn(t, { role: "Contracts Manager", name: "Colin Manager" });
  director = await signedIn(t, { role: "Director", name: "Dee Director" });
  secondDirector = await signedIn(t, { role: "Director", name: "Second Director" });
});
afterAll(() => t.close());

const req = (cookie: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) => call(t.app, cookie, { method, url, payload });
const create = async (body: object, who: Who) => {
  const res = await req(who.cookie, "POST", "/api/purchase-orders", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; poNumber: string };
};
const put = (id: number, body: object, who: Who) => req(who.cookie, "PUT", `/api/purchase-orders/${id}`, body);
const act = (id: number, action: string, who: Who, payload: object = {}) => req(who.cookie, "POST", `/api/purchase-orders/${id}/${action}`, payload);

/** A Buyer's £120.00 order of sand (£100.00 + VAT). */
const sand = () => orderBody({ lines: [{ description: "Sharp sand, bulk bag", unit: "bag", quantity: "1", unitPrice: "100.00" }] });
/** The same order rewritten: £49,000.00 (no VAT) to a supplier nobody checked. */
const rewritten = () =>
  orderBody({
    supplier: "Northern Holdings Ltd",
    supplierEmail: "accounts@northern-holdings.example",
    vatRate: "0",
    lines: [{ description: "Sharp sand, bulk bag", unit: "bag", quantity: "1", unitPrice: "49000.00" }],
  });
const CHANGED_IT = "You changed this order since it was last approved: someone else must approve or reject it";

describe("who may approve after an edit", () => {
  it("a Contracts Manager who rewrites a Buyer's £120 draft to £49,000 for another supplier cannot approve it; a Director can", async () => {
    const order = await create(sand(), buyer);
    const edited = await put(order.id, rewritten(), contractsManager);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ totalAmount: "49000.00", supplier: "Northern Holdings Ltd", requiresApproval: true, status: "draft" });
    expect(edited.json().changedBy).toEqual([contractsManager.user.id]);
    expect(edited.json().events.at(-1)).toMatchObject({
      action: "updated",
      user: { id: contractsManager.user.id, name: "Colin Manager" },
      reason: expect.stringContaining("supplier Hanson Cement → Northern Holdings Ltd"),
    });
    expect(edited.json().events.at(-1).reason).toContain("total £120.00 → £49,000.00");
    expect(edited.json().events.at(-1).reason).toContain("supplier email orders@hanson.example → accounts@northern-holdings.example");
    expect(await lastLog(t.db)).toMatchObject({ action: "purchase_order_updated", userId: contractsManager.user.id });

    expect((await act(order.id, "submit", contractsManager)).json().status).toBe("pending_approval");
    const own = await act(order.id, "approve", contractsManager);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(CHANGED_IT);
    expect((await act(order.id, "reject", contractsManager, { reason: "Mine" })).statusCode).toBe(403);
    expect((await act(order.id, "order", contractsManager)).json().message).toBe("This order must be approved before it is sent");

    const ok = await act(order.id, "approve", director);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: "approved", approvedBy: { id: director.user.id }, changedBy: [] });
  });

  it("A raises, B edits, A edits: neither A nor B may approve, whoever edited last; C may", async () => {
    const order = await create(orderBody(), contractsManager);
    expect((await put(order.id, orderBody({ notes: "Deliver before 10:00" }), director)).statusCode).toBe(200);
    const again = await put(order.id, orderBody({ notes: "Deliver before 10:00", requiredDate: "2026-12-01" }), contractsManager);
    expect(again.json().changedBy.sort()).toEqual([contractsManager.user.id, director.user.id].sort());
    await act(order.id, "submit", contractsManager);
    expect((await act(order.id, "approve", director)).json().message).toBe(CHANGED_IT);
    expect((await act(order.id, "approve", contractsManager)).json().message).toBe("You cannot approve or reject an order you raised");
    expect((await act(order.id, "approve", secondDirector)).statusCode).toBe(200);
  });

  it("a save that changes nothing is not a change: it leaves no history and bars nobody", async () => {
    const order = await create(orderBody(), buyer);
    const same = await put(order.id, orderBody(), director);
    expect(same.statusCode).toBe(200);
    expect(same.json().events.map((e: { action: string }) => e.action)).toEqual(["created"]);
    await act(order.id, "submit", buyer);
    expect((await act(order.id, "approve", director)).statusCode).toBe(200);
  });
});

describe("an edit after approval", () => {
  it("returns the order to pending approval, blocks sending, and the approval holds only what was approved", async () => {
    const order = await create(orderBody(), buyer);
    await act(order.id, "submit", buyer);
    expect((await act(order.id, "approve", director)).json().status).toBe("approved");

    const edited = await put(
      order.id,
      orderBody({ lines: [{ description: "CEM I 52.5N bulk cement", unit: "t", quantity: "45", unitPrice: "310.00" }] }),
      contractsManager,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: "pending_approval", totalAmount: "16740.00", approvedBy: null, approvedAt: null });
    expect(edited.json().events.at(-1)).toMatchObject({ action: "updated", fromStatus: "approved", toStatus: "pending_approval" });
    expect(edited.json().events.at(-1).reason).toContain("total £14,880.00 → £16,740.00");
    expect(edited.json().events.at(-1).reason).toContain("lines");
    const send = await act(order.id, "order", buyer);
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toBe("This order must be approved before it is sent");

    expect((await act(order.id, "approve", contractsManager)).json().message).toBe(CHANGED_IT);
    // The director changed nothing since approving: they may approve the new figures.
    expect((await act(order.id, "approve", director)).json()).toMatchObject({ status: "approved", changedBy: [] });
    expect((await act(order.id, "order", buyer)).json().status).toBe("ordered");
    const late = await put(order.id, orderBody(), buyer);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Only an order not yet sent can be changed; this one is ordered");
  });

  it("an approved order changed to below the threshold goes back to draft, to be sent without approval", async () => {
    const order = await create(orderBody(), buyer);
    await act(order.id, "submit", buyer);
    await act(order.id, "approve", director);
    const smaller = await put(
      order.id,
      orderBody({ lines: [{ description: "CEM I 52.5N bulk cement", unit: "t", quantity: "4", unitPrice: "310.00" }] }),
      buyer,
    );
    expect(smaller.json()).toMatchObject({ status: "draft", requiresApproval: false, approvedBy: null });
    expect(smaller.json().events.at(-1)).toMatchObject({ fromStatus: "approved", toStatus: "draft" });
  });
});
