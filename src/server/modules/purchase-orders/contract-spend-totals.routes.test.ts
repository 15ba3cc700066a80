import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { contractSpendTotals, projects, purchaseOrderLines, purchaseOrders, recycleBin } from "../../db/schema/index";
import { COMMITTED_STATUSES } from "@shared/rules/purchase-order-status";
import { orderCost } from "@shared/rules/order-cost";
import { parsePence } from "@shared/common/money";

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
  invoice: async (id) => {
    const body = { invoiceNumber: `INV-${id}`, invoiceDate: "2026-03-20", invoiceAmount: amount(20_000, 2) };
    return (await req(buyer, "PUT", `/api/purchase-orders/${id}/invoice`, body)).statusCode;
  },
  "remove invoice": async (id) => (await req(buyer, "DELETE", `/api/purchase-orders/${id}/invoice`)).statusCode,
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
  invoice: ["ordered", "partially_delivered", "fully_delivered"],
  "remove invoice": ["ordered", "partially_delivered", "fully_delivered"],
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
      // Decision 0081: an order is invoiced (its invoice net at its own VAT rate) or accrued (its delivered net), never both.
      invoicedNet: sql<string>`coalesce(sum(round(${o.invoiceAmount} * 100 / (100 + ${o.vatRate}), 2)), 0)::numeric(15,2)::text`,
      accruedNet: sql<string>`coalesce(sum(round(${o.deliveredValue} * 100 / (100 + ${o.vatRate}), 2)) filter (where ${o.invoiceAmount} is null), 0)::numeric(15,2)::text`,
      // Per order, what it still promises beyond its cost, never below nothing (an over-delivered or over-invoiced order commits nothing, not less).
      committedNet: sql<string>`sum(greatest(0, ${o.subtotal} - round(coalesce(${o.invoiceAmount}, ${o.deliveredValue}) * 100 / (100 + ${o.vatRate}), 2)))::numeric(15,2)::text`,
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
      invoicedNet: sql<string>`${k.invoicedNet}::numeric(15,2)::text`,
      accruedNet: sql<string>`${k.accruedNet}::numeric(15,2)::text`,
      committedNet: sql<string>`${k.committedNet}::numeric(15,2)::text`,
      orders: k.orders,
    })
    .from(k)
    .orderBy(k.projectId, k.poCategory, k.status);
}

describe("contract_spend_totals", () => {
  it("equals the orders' sums after every kind of change, in a long mixed sequence", { timeout: 240_000 }, async () => {
    const orders: number[] = [];
    const done: Record<string, number> = {};
    let overInvoiced = 0;
    for (let step = 0; step < 150; step++) {
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
      const [over] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(purchaseOrders)
        .where(
          sql`${purchaseOrders.deletedAt} is null and ${purchaseOrders.invoiceAmount} * 100 / (100 + ${purchaseOrders.vatRate}) > ${purchaseOrders.subtotal}`,
        );
      overInvoiced += over.n;
    }
    // Every kind of change happened, so the comparison above covered each.
    expect(Object.keys(done).sort()).toEqual([
      "approve",
      "cancel",
      "create",
      "delete",
      "edit",
      "invoice",
      "purge",
      "purge contract",
      "receive",
      "reject",
      "remove invoice",
      "restore",
      "send",
      "submit",
    ]);
    const committed = (await kept()).filter((r) => (COMMITTED_STATUSES as readonly string[]).includes(r.status));
    expect(committed.some((r) => Number(r.deliveredNet) > 0)).toBe(true);
    // The kept committed is the cost rule's own (order-cost.ts), order by order, and some orders were over-invoiced.
    const live = await t.db
      .select()
      .from(purchaseOrders)
      .where(sql`${purchaseOrders.projectId} is not null and ${purchaseOrders.deletedAt} is null`);
    const byRule = new Map<string, bigint>();
    for (const o of live) {
      const key = `${o.projectId} ${o.poCategory}`;
      byRule.set(key, (byRule.get(key) ?? 0n) + orderCost(o).committed);
    }
    const keptCommitted = new Map<string, bigint>();
    for (const r of committed)
      keptCommitted.set(`${r.projectId} ${r.poCategory}`, (keptCommitted.get(`${r.projectId} ${r.poCategory}`) ?? 0n) + parsePence(r.committedNet)!);
    expect(new Map([...byRule].filter(([, v]) => v > 0n))).toEqual(new Map([...keptCommitted].filter(([, v]) => v > 0n)));
    // Some step had an order invoiced above its value, the case a sum of the other columns could not give.
    expect(overInvoiced).toBeGreaterThan(0);
  });

  it("an invoice replaces the accrual: recording, correcting and removing it and a receipt move the kept totals", async () => {
    const project = (await buildProject(t.db, { name: "Temple Works" })).id;
    const created = await req(buyer, "POST", "/api/purchase-orders", {
      supplier: "Hanson Concrete",
      orderedBy: "Gemma Lloyd",
      supplierEmail: "orders@hanson.example",
      projectId: project,
      poCategory: "materials",
      vatRate: "20",
      lines: [{ description: "C32/40 ready-mix concrete", unit: "t", quantity: "20", unitPrice: "120.00" }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, lines } = created.json() as { id: number; lines: { id: number }[] };
    expect((await req(buyer, "POST", `/api/purchase-orders/${id}/order`)).statusCode).toBe(200);
    const row = async () => (await kept()).find((r) => r.projectId === project && r.status !== "draft");
    // committedNet: the £2,400.00 order less what is in the cost, never below nothing.
    const step = async (
      what: string,
      res: { statusCode: number; body: string },
      status: number,
      invoicedNet: string,
      accruedNet: string,
      committedNet: string,
    ) => {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(await kept(), what).toEqual(await summedFromOrders());
      expect(await row(), what).toMatchObject({ invoicedNet, accruedNet, committedNet });
    };
    const receipt = (quantity: string, note: string) =>
      req(admin, "POST", `/api/purchase-orders/${id}/receipts`, {
        deliveryDate: "2026-03-14",
        deliveryNoteNumber: note,
        receivedBy: "Sam Site",
        qualityPassed: true,
        lines: [{ lineId: lines[0].id, quantity }],
      });

    // 12 t of 20 at £120.00 received: £1,440.00 net is owed with no invoice yet.
    const first = await receipt("12", "HC-1");
    await step("receipt", first, 201, "0.00", "1440.00", "960.00");
    // The invoice (£1,800.00 with VAT, £1,500.00 net) takes the accrual's place.
    await step(
      "invoice",
      await req(buyer, "PUT", `/api/purchase-orders/${id}/invoice`, { invoiceNumber: "HC-9", invoiceDate: "2026-03-20", invoiceAmount: "1800.00" }),
      200,
      "1500.00",
      "0.00",
      "900.00",
    );
    // Corrected to £1,750.01: £1,458.3416… net, rounded to the penny for the order.
    await step(
      "corrected invoice",
      await req(buyer, "PUT", `/api/purchase-orders/${id}/invoice`, { invoiceNumber: "HC-9", invoiceDate: "2026-03-20", invoiceAmount: "1750.01" }),
      200,
      "1458.34",
      "0.00",
      "941.66",
    );
    // More goods on an invoiced order add nothing to the accrual.
    await step("second receipt", await receipt("8", "HC-2"), 201, "1458.34", "0.00", "941.66");
    // The invoice taken off: all that was received (£2,400.00 net) is owed again.
    await step("invoice removed", await req(buyer, "DELETE", `/api/purchase-orders/${id}/invoice`), 200, "0.00", "2400.00", "0.00");
    // The first receipt reversed: only the second's 8 t (£960.00) is left.
    const grn = (first.json() as { receipt: { grnNumber: string } }).receipt.grnNumber;
    await step(
      "receipt reversed",
      await req(admin, "POST", `/api/purchase-orders/${id}/receipts/${grn}/reverse`, { reason: "Booked against the wrong order" }),
      200,
      "0.00",
      "960.00",
      "1440.00",
    );
    // An invoice for what is left: £1,152.00 with VAT is £960.00 net, and the accrual goes.
    await step(
      "invoice again",
      await req(buyer, "PUT", `/api/purchase-orders/${id}/invoice`, { invoiceNumber: "HC-10", invoiceDate: "2026-03-21", invoiceAmount: "1152.00" }),
      200,
      "960.00",
      "0.00",
      "1440.00",
    );
    // An invoice above the order (£3,600.00 with VAT, £3,000.00 net on a £2,400.00 order) commits nothing, not -£600.00.
    await step(
      "invoice above its order",
      await req(buyer, "PUT", `/api/purchase-orders/${id}/invoice`, { invoiceNumber: "HC-10", invoiceDate: "2026-03-21", invoiceAmount: "3600.00" }),
      200,
      "3000.00",
      "0.00",
      "0.00",
    );
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
