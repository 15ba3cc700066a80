import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { purchaseOrderDeliveryNotes, purchaseOrderLines, purchaseOrders, supplierProjects, suppliers } from "../../db/schema/index";
import { buildProject } from "../../seed/factories";
import { refreshSupplierDeliveryRating, refreshSupplierTotals } from "./supplier-totals.service";
import { supplierBody } from "./suppliers.test-support";

let t: TestApp;
let buyer: string;
let poSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer" })).cookie;
});
afterAll(() => t.close());

const newSupplier = async () =>
  (await call(t.app, buyer, { method: "POST", url: "/api/suppliers", payload: supplierBody() })).json() as { id: number; name: string };

async function order(supplierId: number, projectId: number | null, status: string, totalAmount: string, deleted = false) {
  poSeq += 1;
  const [row] = await t.db
    .insert(purchaseOrders)
    .values({
      poNumber: `PO-T-${Date.now().toString(36)}-${poSeq}`,
      status,
      projectId,
      supplierId,
      supplier: "Test supplier",
      orderedBy: "Gemma Lloyd",
      orderedDate: "2025-03-01",
      totalAmount,
      deletedAt: deleted ? new Date() : null,
    })
    .returning();
  return row;
}

describe("refreshSupplierTotals", () => {
  it("sums totalAmount of ordered and delivered orders, exactly, per supplier and per contract; drafts, cancelled and deleted ones do not count", async () => {
    const s = await newSupplier();
    const p1 = await buildProject(t.db);
    const p2 = await buildProject(t.db);
    await order(s.id, p1.id, "ordered", "1000.10");
    await order(s.id, p1.id, "partially_delivered", "0.20");
    await order(s.id, p2.id, "fully_delivered", "2500.05");
    await order(s.id, null, "ordered", "99.99");
    await order(s.id, p1.id, "draft", "5000.00");
    await order(s.id, p1.id, "cancelled", "7000.00");
    await order(s.id, p2.id, "approved", "300.00");
    await order(s.id, p2.id, "ordered", "123.00", true);
    await t.db.transaction((tx) => refreshSupplierTotals(tx, s.id));

    const [row] = await t.db.select().from(suppliers).where(eq(suppliers.id, s.id));
    // 1000.10 + 0.20 + 2500.05 + 99.99 = 3600.34 (0.1 + 0.2 is exact here, not 0.30000000000000004)
    expect(row).toMatchObject({ totalSpend: "3600.34", orderCount: 4 });
    const links = await t.db.select().from(supplierProjects).where(eq(supplierProjects.supplierId, s.id));
    const byProject = Object.fromEntries(links.map((l) => [l.projectId, [l.totalSpent, l.orderCount]]));
    expect(byProject).toEqual({ [p1.id]: ["1000.30", 2], [p2.id]: ["2500.05", 1] });

    // The contracts tab shows the same figures.
    const contracts = (await call(t.app, buyer, { method: "GET", url: `/api/suppliers/${s.id}/contracts` })).json();
    expect(contracts.items.map((c: { name: string; totalSpent: string }) => [c.name, c.totalSpent])).toEqual([
      [p2.name, "2500.05"],
      [p1.name, "1000.30"],
    ]);
    const orders = (await call(t.app, buyer, { method: "GET", url: `/api/suppliers/${s.id}/orders` })).json();
    expect(orders.total).toBe(7);

    // An order cancelled later: the contract keeps its row, at zero.
    await t.db.update(purchaseOrders).set({ status: "cancelled" }).where(eq(purchaseOrders.supplierId, s.id));
    await t.db.transaction((tx) => refreshSupplierTotals(tx, s.id));
    const [after] = await t.db.select().from(suppliers).where(eq(suppliers.id, s.id));
    expect(after).toMatchObject({ totalSpend: "0.00", orderCount: 0 });
    const zeroed = await t.db.select().from(supplierProjects).where(eq(supplierProjects.supplierId, s.id));
    expect(zeroed.map((l) => [l.totalSpent, l.orderCount])).toEqual([
      ["0.00", 0],
      ["0.00", 0],
    ]);
  });
});

describe("refreshSupplierDeliveryRating", () => {
  it("judges each goods receipt (GRN) on time, complete and quality passed, and stores the rule's rating", async () => {
    const s = await newSupplier();
    const po = await order(s.id, null, "fully_delivered", "400.00");
    const [line] = await t.db
      .insert(purchaseOrderLines)
      .values({ orderId: po.id, lineNumber: 1, description: "C32/40 ready-mix", quantityOrdered: "8", unitPrice: "50", lineTotal: "400" })
      .returning();
    const note = (grn: string, over: Partial<typeof purchaseOrderDeliveryNotes.$inferInsert>) =>
      t.db.insert(purchaseOrderDeliveryNotes).values({
        orderId: po.id,
        lineItemId: line.id,
        deliveryDate: "2025-03-03",
        receivedBy: "Tom Barker",
        grnNumber: grn,
        quantityOrdered: "8",
        quantityDelivered: "4",
        onTime: true,
        ...over,
      });
    // GRN-1: two rows, one partial → incomplete; on time; passed. GRN-2: late, complete, failed quality.
    await note("GRN-1", { isPartialDelivery: true });
    await note("GRN-1", {});
    await note("GRN-2", { onTime: false, qualityPassed: false });
    // On time 1/2, complete 1/2, passed 1/2 → 5 × 0.5 = 2.50
    expect(await t.db.transaction((tx) => refreshSupplierDeliveryRating(tx, s.id))).toBe("2.50");
    const detail = (await call(t.app, buyer, { method: "GET", url: `/api/suppliers/${s.id}` })).json();
    expect(detail).toMatchObject({ deliveryRating: "2.50", receiptCount: 2 });
    const deliveries = (await call(t.app, buyer, { method: "GET", url: `/api/suppliers/${s.id}/deliveries` })).json();
    expect(deliveries.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ grnNumber: "GRN-1", lines: 2, onTime: true, complete: false, qualityPassed: true }),
        expect.objectContaining({ grnNumber: "GRN-2", lines: 1, onTime: false, complete: true, qualityPassed: false }),
      ]),
    );
  });
});
