import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { contractSpendTotals, projects, purchaseOrderLines, purchaseOrders, recycleBin } from "../../db/schema/index";
import { COMMITTED_STATUSES } from "@shared/rules/purchase-order-status";

/**
 * contract_spend_totals (decision 0051) is kept by triggers on the orders, in the writing transaction.
 * A seeded sequence of every kind of change an order goes through, each through the API as a person
 * makes it (and the two the database makes: an order removed outright and a purged contract), and
 * after each one the kept totals equal the orders' own sums, row for row.
 */

let t: TestApp;
let buyer: string;
let director: string;
let admin: string;
const contracts: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" })).cookie;
  director = (await signedIn(t, { role: "Director", name: "Dee Director" })).cookie;
  admin = (await signedIn(t, { role: "Admin", name: "Ada Admin" })).cookie;
  for (const name of ["Kirkstall Forge", "Holbeck Yard", "Otley Mills"]) contracts.push((await buildProject(t.db, { name })).id);
});
afterAll(() => t.close());

/** mulberry32: the same sequence on every run and engine, so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(28);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
const amount = (max: number, decimals: number) => (rnd() * max).toFixed(decimals);

function orderBody() {
  const lines = Array.from({ length: 1 + Math.floor(rnd() * 3) }, (_, i) => ({
    description: `Line ${i + 1}`,
    unit: "no.",
    quantity: (0.001 + rnd() * 40).toFixed(3),
    unitPrice: amount(400, 2),
  }));
  return {
    supplier: "Hanson Cement",
    orderedBy: "Gemma Lloyd",
    supplierEmail: "orders@hanson.example",
    // Some orders have no contract, and some move between contracts and heads when edited.
    projectId: rnd() < 0.15 ? null : pick(contracts),
    poCategory: pick(["materials", "plant", "labour", "waste", "energy", "other"]),
    vatRate: pick(["0", "5", "20"]),
    budgetOverrunReason: "Agreed with the client",
    lines,
  };
}

const req = (cookie: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => call(t.app, cookie, { method, url, payload });

type Change = (id: number) => Promise<number>;
const changes: Record<string, Change> = {
  edit: async (id) => (await req(buyer, "PUT", `/api/purchase-orders/${id}`, orderBody())).statusCode,
  submit: async (id) => (await req(buyer, "POST", `/api/purchase-orders/${id}/submit`)).statusCode,
  approve: async (id) => (await req(director, "POST", `/api/purchase-orders/${id}/approve`, {})).statusCode,
  reject: async (id) => (await req(director, "POST", `/api/purchase-orders/${id}/reject`, { reason: "Wrong supplier" })).statusCode,
  send: async (id) => (await req(buyer, "POST", `/api/purchase-orders/${id}/order`)).statusCode,
  cancel: async (id) => (await req(buyer, "POST", `/api/purchase-orders/${id}/cancel`, {})).statusCode,
  receive: async (id) => {
    const lines = await t.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, id));
    const open = lines.filter((l) => Number(l.quantityRemaining) > 0);
    if (!open.length) return 0;
    // Part of a line, or all that remains of it, so orders go partially then fully delivered.
    const received = open.map((l) => ({ lineId: l.id, quantity: rnd() < 0.5 ? l.quantityRemaining : (Number(l.quantityRemaining) / 2 + 0.001).toFixed(3) }));
    const body = { deliveryDate: "2026-03-14", deliveryNoteNumber: "HC-1", receivedBy: "Sam Site", qualityPassed: true, lines: received };
    return (await req(admin, "POST", `/api/purchase-orders/${id}/receipts`, body)).statusCode;
  },
  delete: async (id) => (await req(admin, "DELETE", `/api/purchase-orders/${id}`)).statusCode,
  restore: async (id) => {
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(and(eq(recycleBin.recordType, "purchase_order"), eq(recycleBin.recordId, String(id)), eq(recycleBin.isRestored, false)));
    return bin ? (await req(admin, "POST", `/api/recycle-bin/${bin.id}/restore`)).statusCode : 0;
  },
  // An order gone from the table outright (a purge), whatever its status.
  purge: async (id) => (await t.db.delete(purchaseOrders).where(eq(purchaseOrders.id, id)).returning()).length && 204,
};

/** Mostly an order the change applies to, so each kind happens; now and then any order, to be refused. */
const appliesTo: Record<string, string[]> = {
  edit: ["draft"],
  submit: ["draft"],
  approve: ["pending_approval"],
  reject: ["pending_approval"],
  send: ["draft", "approved", "ordered"],
  cancel: ["draft", "pending_approval", "approved", "ordered"],
  receive: ["ordered", "partially_delivered"],
  delete: ["draft", "cancelled"],
};
async function orderFor(kind: string, orders: number[]) {
  const rows = await t.db.select({ id: purchaseOrders.id, status: purchaseOrders.status, deletedAt: purchaseOrders.deletedAt }).from(purchaseOrders);
  const fits = rows.filter((r) => orders.includes(r.id) && (kind === "restore" ? r.deletedAt : !r.deletedAt && appliesTo[kind]?.includes(r.status)));
  return fits.length && rnd() < 0.85 ? pick(fits).id : pick(orders);
}

/** The orders' own sums per contract, category and status: what the kept totals must equal. */
async function summedFromOrders() {
  const o = purchaseOrders;
  return t.db
    .select({
      projectId: sql<number>`${o.projectId}`,
      poCategory: o.poCategory,
      status: o.status,
      subtotal: sql<string>`sum(${o.subtotal})::numeric(15,2)::text`,
      deliveredNet: sql<string>`sum(round(${o.deliveredValue} * 100 / (100 + ${o.vatRate}), 2))::numeric(15,2)::text`,
      orders: sql<number>`count(*)::int`,
    })
    .from(o)
    .where(sql`${o.projectId} is not null and ${o.deletedAt} is null`)
    .groupBy(o.projectId, o.poCategory, o.status)
    .orderBy(o.projectId, o.poCategory, o.status);
}

async function kept() {
  const k = contractSpendTotals;
  return t.db
    .select({
      projectId: k.projectId,
      poCategory: k.poCategory,
      status: k.status,
      subtotal: sql<string>`${k.subtotal}::numeric(15,2)::text`,
      deliveredNet: sql<string>`${k.deliveredNet}::numeric(15,2)::text`,
      orders: k.orders,
    })
    .from(k)
    .orderBy(k.projectId, k.poCategory, k.status);
}

describe("contract_spend_totals", () => {
  it("equals the orders' sums after every kind of change, in a long mixed sequence", { timeout: 240_000 }, async () => {
    const orders: number[] = [];
    const done: Record<string, number> = {};
    for (let step = 0; step < 120; step++) {
      let kind: string;
      let status: number;
      if (!orders.length || rnd() < 0.22) {
        kind = "create";
        const res = await req(buyer, "POST", "/api/purchase-orders", orderBody());
        status = res.statusCode;
        if (status === 201) orders.push(res.json().id);
      } else if (rnd() < 0.03) {
        // A contract purged from the recycle bin: its orders lose it (on delete set null).
        kind = "purge contract";
        const [gone] = await t.db.delete(projects).where(eq(projects.id, contracts.pop()!)).returning();
        contracts.push((await buildProject(t.db, { name: `After ${gone.name}` })).id);
        status = 204;
      } else {
        kind = pick(Object.keys(changes));
        const id = await orderFor(kind, orders);
        status = await changes[kind](id);
        if (kind === "purge" && status) orders.splice(orders.indexOf(id), 1);
      }
      if (status >= 200 && status < 300) done[kind] = (done[kind] ?? 0) + 1;
      expect(status, `step ${step}: ${kind}`).toBeLessThan(500);
      expect(await kept(), `step ${step}: ${kind}`).toEqual(await summedFromOrders());
    }
    // Every kind of change happened, so the comparison above covered each.
    expect(Object.keys(done).sort()).toEqual([
      "approve",
      "cancel",
      "create",
      "delete",
      "edit",
      "purge",
      "purge contract",
      "receive",
      "reject",
      "restore",
      "send",
      "submit",
    ]);
    const committed = (await kept()).filter((r) => (COMMITTED_STATUSES as readonly string[]).includes(r.status));
    expect(committed.some((r) => Number(r.deliveredNet) > 0)).toBe(true);
  });

  it("the contracts list shows what the kept totals hold", async () => {
    const truth = (await summedFromOrders()).filter((r) => (COMMITTED_STATUSES as readonly string[]).includes(r.status));
    const res = await req(buyer, "GET", "/api/projects?page=1&pageSize=24");
    expect(res.statusCode).toBe(200);
    for (const id of contracts) {
      const item = res.json().items.find((p: { id: number }) => p.id === id);
      const spent = truth.filter((r) => r.projectId === id).reduce((s, r) => s + Math.round(Number(r.subtotal) * 100), 0);
      expect(item.budgetUsed.spentToDate, item.name).toBe((spent / 100).toFixed(2));
    }
    expect(truth.length).toBeGreaterThan(0);
  });

  it("the PO budget panel shows the kept committed total, less the order being changed when it counts", async () => {
    const counted = await t.db
      .select({ id: purchaseOrders.id, projectId: purchaseOrders.projectId, category: purchaseOrders.poCategory, subtotal: purchaseOrders.subtotal })
      .from(purchaseOrders)
      .where(
        sql`${purchaseOrders.status} in ('approved', 'ordered', 'partially_delivered', 'fully_delivered') and ${purchaseOrders.deletedAt} is null and ${purchaseOrders.projectId} is not null`,
      )
      .limit(1);
    expect(counted).toHaveLength(1);
    const [order] = counted;
    const truth = (await summedFromOrders()).filter(
      (r) => r.projectId === order.projectId && r.poCategory === order.category && (COMMITTED_STATUSES as readonly string[]).includes(r.status),
    );
    const pence = truth.reduce((s, r) => s + Math.round(Number(r.subtotal) * 100), 0);
    const orders = truth.reduce((s, r) => s + r.orders, 0);
    const url = `/api/purchase-orders/budget?projectId=${order.projectId}&category=${order.category}`;
    expect((await req(buyer, "GET", url)).json()).toMatchObject({ committed: (pence / 100).toFixed(2), committedOrders: orders });
    const less = (pence - Math.round(Number(order.subtotal) * 100)) / 100;
    expect((await req(buyer, "GET", `${url}&excludeOrderId=${order.id}`)).json()).toMatchObject({ committed: less.toFixed(2), committedOrders: orders - 1 });
  });
});
