import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { purchaseOrders } from "../../db/schema/index";
import { orderBody, smallOrderBody } from "./purchase-orders.test-support";

/** Budget used on the contract cards (decision 0039): committed and delivered per head, net of VAT. */

let t: TestApp;
let buyer: string;
let director: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" })).cookie;
  director = (await signedIn(t, { role: "Director", name: "Dee Director" })).cookie;
});
afterAll(() => t.close());

const post = (cookie: string, url: string, payload: object = {}) => call(t.app, cookie, { method: "POST", url, payload });
async function order(body: object, steps: string[]) {
  const res = await post(buyer, "/api/purchase-orders", body);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id;
  for (const s of steps) expect((await post(s === "approve" ? director : buyer, `/api/purchase-orders/${id}/${s}`)).statusCode, s).toBe(200);
  return id as number;
}

describe("GET /api/projects budgetUsed", () => {
  it("counts approved, ordered and delivered orders per head, net of VAT; drafts and cancelled orders do not count", async () => {
    const project = await buildProject(t.db, { name: "Spend Yard", budgetMaterials: "30000.00", budgetPlant: "4000.00" });
    const projectId = project.id;
    await order(orderBody({ projectId }), ["submit", "approve"]); // materials £12,400 approved
    const ordered = await order(smallOrderBody({ projectId }), ["order"]); // materials £1,250 ordered
    await t.db.update(purchaseOrders).set({ deliveredValue: "600.00", status: "partially_delivered" }).where(eq(purchaseOrders.id, ordered)); // £500 net at 20 %
    await order(smallOrderBody({ projectId, poCategory: "plant" }), ["order"]); // plant £1,250
    await order(smallOrderBody({ projectId, poCategory: "other" }), ["order"]); // other £1,250: in the total, no head
    await order(smallOrderBody({ projectId }), []); // draft: not counted
    await order(smallOrderBody({ projectId }), ["cancel"]); // cancelled: not counted

    const res = await call(t.app, buyer, { method: "GET", url: "/api/projects?q=Spend%20Yard" });
    expect(res.statusCode).toBe(200);
    const used = res.json().items[0].budgetUsed;
    expect(used).toMatchObject({ spentToDate: "16150.00", costsRecorded: true });
    expect(used.heads).toEqual([
      { head: "labour", budget: null, committed: "0.00", delivered: "0.00" },
      { head: "plant", budget: "4000.00", committed: "1250.00", delivered: "0.00" },
      { head: "materials", budget: "30000.00", committed: "13650.00", delivered: "500.00" },
      { head: "waste", budget: null, committed: "0.00", delivered: "0.00" },
      { head: "energy", budget: null, committed: "0.00", delivered: "0.00" },
    ]);

    // The contract page's budget panel: the same figures per head.
    const summary = (await call(t.app, buyer, { method: "GET", url: `/api/projects/by-slug/${project.slug}/summary` })).json();
    expect(summary.costsRecorded).toBe(true);
    expect(summary.budgets.map((b: { head: string; committed: string; delivered: string }) => [b.head, b.committed, b.delivered])).toEqual([
      ["budgetLabour", "0.00", "0.00"],
      ["budgetPlant", "1250.00", "0.00"],
      ["budgetMaterials", "13650.00", "500.00"],
      ["budgetWaste", "0.00", "0.00"],
      ["budgetEnergy", "0.00", "0.00"],
    ]);
  });

  it("a contract with only a draft and a cancelled order has nothing recorded", async () => {
    const project = await buildProject(t.db, { name: "Quiet Spend Depot", budgetMaterials: "8000.00" });
    await order(smallOrderBody({ projectId: project.id }), []); // draft: not counted
    await order(smallOrderBody({ projectId: project.id }), ["cancel"]); // cancelled: not counted
    const items = (await call(t.app, buyer, { method: "GET", url: "/api/projects?q=Quiet%20Spend" })).json().items;
    expect(items.map((p: { id: number }) => p.id)).toEqual([project.id]);
    expect(items[0].budgetUsed).toEqual({
      spentToDate: "0.00",
      costsRecorded: false,
      recordsLogged: false,
      heads: [
        { head: "labour", budget: null, committed: "0.00", delivered: "0.00" },
        { head: "plant", budget: null, committed: "0.00", delivered: "0.00" },
        { head: "materials", budget: "8000.00", committed: "0.00", delivered: "0.00" },
        { head: "waste", budget: null, committed: "0.00", delivered: "0.00" },
        { head: "energy", budget: null, committed: "0.00", delivered: "0.00" },
      ],
    });
  });
});
