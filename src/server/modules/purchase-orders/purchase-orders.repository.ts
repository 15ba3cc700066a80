import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { parsePence, toDecimal } from "@shared/common/money";
import type { Db, Tx } from "../../db/client";
import { contractSpendTotals, projects, purchaseOrderEvents, purchaseOrderLines, purchaseOrders, suppliers, users } from "../../db/schema/index";
import type { ListPurchaseOrdersQuery } from "@shared/purchase-orders/purchase-order";
import { COMMITTED_STATUSES } from "@shared/rules/purchase-order-status";
import { cappedTotal, pageIds, searchFilter } from "../../platform/register/paged-list";

type Exec = Db | Tx;
export type PoRow = typeof purchaseOrders.$inferSelect;
export type NewPo = typeof purchaseOrders.$inferInsert;
export type PoLineRow = typeof purchaseOrderLines.$inferSelect;
export type NewPoLine = typeof purchaseOrderLines.$inferInsert;

export async function insertOrder(tx: Tx, values: NewPo): Promise<PoRow> {
  const [row] = await tx.insert(purchaseOrders).values(values).returning();
  return row;
}

export async function findOrder(db: Exec, id: number): Promise<PoRow | undefined> {
  const [row] = await db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), isNull(purchaseOrders.deletedAt)));
  return row;
}

/** Locked for the transaction: two people stepping one order cannot both start from the same status. */
export async function findOrderForUpdate(tx: Tx, id: number): Promise<PoRow | undefined> {
  const [row] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), isNull(purchaseOrders.deletedAt)))
    .for("update");
  return row;
}

export async function updateOrder(tx: Tx, id: number, values: Partial<NewPo>): Promise<PoRow> {
  const [row] = await tx
    .update(purchaseOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(purchaseOrders.id, id))
    .returning();
  return row;
}

export async function replaceLines(tx: Tx, orderId: number, lines: Omit<NewPoLine, "orderId">[]) {
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, orderId));
  if (lines.length) await tx.insert(purchaseOrderLines).values(lines.map((l) => ({ ...l, orderId })));
}

export async function listLines(db: Exec, orderId: number): Promise<PoLineRow[]> {
  return db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, orderId)).orderBy(asc(purchaseOrderLines.lineNumber));
}

export async function insertEvent(tx: Tx, values: typeof purchaseOrderEvents.$inferInsert) {
  await tx.insert(purchaseOrderEvents).values(values);
}

/** The order's history, oldest first (it reads as a story). */
export async function listEvents(db: Exec, orderId: number) {
  return db
    .select()
    .from(purchaseOrderEvents)
    .where(eq(purchaseOrderEvents.orderId, orderId))
    .orderBy(asc(purchaseOrderEvents.createdAt), asc(purchaseOrderEvents.id));
}
export type EventRow = Awaited<ReturnType<typeof listEvents>>[number];

export async function userName(db: Exec, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}

/** The order's contract: its name, and its slug while it is live (a contract in the recycle bin has no page to link to). */
export async function projectRef(db: Exec, id: number | null): Promise<{ name: string | null; slug: string | null }> {
  if (id === null) return { name: null, slug: null };
  const [row] = await db.select({ name: projects.name, slug: projects.slug, deletedAt: projects.deletedAt }).from(projects).where(eq(projects.id, id));
  return { name: row?.name ?? null, slug: row && !row.deletedAt ? row.slug : null };
}

export async function findLiveSupplier(db: Exec, id: number) {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, id), isNull(suppliers.deletedAt)));
  return row;
}

const summaryColumns = { order: purchaseOrders, projectName: projects.name };

/**
 * Newest first; search by number or supplier name. The page's ids come first from the orders alone
 * (an index-only walk of purchase_orders_created_idx, so page 500 skips 10,000 index entries rather
 * than 10,000 joined rows), then only those orders are read with their contract. The total counts
 * no further than COUNT_CAP (decision 0021): "10,000+ orders"; a short page needs no count.
 */
export async function listOrders(db: Db, q: ListPurchaseOrdersQuery) {
  const where = and(
    isNull(purchaseOrders.deletedAt),
    q.status ? eq(purchaseOrders.status, q.status) : undefined,
    q.projectId ? eq(purchaseOrders.projectId, q.projectId) : undefined,
    q.supplierId ? eq(purchaseOrders.supplierId, q.supplierId) : undefined,
    q.category ? eq(purchaseOrders.poCategory, q.category) : undefined,
    searchFilter(purchaseOrders.searchText, q.q),
  );
  const newestFirst = [desc(purchaseOrders.createdAt), desc(purchaseOrders.id)];
  const page = pageIds(db, purchaseOrders, where, newestFirst, q);
  const rows = await db
    .select(summaryColumns)
    .from(page)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, page.pageId))
    .leftJoin(projects, eq(projects.id, purchaseOrders.projectId))
    .orderBy(...newestFirst);
  return { rows, total: await cappedTotal(db, purchaseOrders, where, rows, q) };
}

/** The committed rule (decision 0030): live orders approved, ordered or delivered. One rule for the warning, the budget panels and the contract cards. */
const committed = () => inArray(contractSpendTotals.status, [...COMMITTED_STATUSES]);

/**
 * What other live orders of the contract and category have committed (decision 0030): approved,
 * ordered or delivered, net of VAT. Read from the kept totals (decision 0051), less the order being
 * changed when it counts there itself.
 */
export async function committedSpend(db: Exec, projectId: number, category: string, excludeOrderId?: number) {
  const [row] = await db
    .select({
      committed: sql<string>`coalesce(sum(${contractSpendTotals.subtotal}), 0)::numeric(15,2)::text`,
      orders: sql<number>`coalesce(sum(${contractSpendTotals.orders}), 0)::int`,
    })
    .from(contractSpendTotals)
    .where(and(eq(contractSpendTotals.projectId, projectId), eq(contractSpendTotals.poCategory, category), committed()));
  const own = excludeOrderId ? await countedOrder(db, excludeOrderId, projectId, category) : undefined;
  if (!own) return { committed: row.committed, orders: row.orders };
  return { committed: toDecimal((parsePence(row.committed) ?? 0n) - (parsePence(own.subtotal) ?? 0n)), orders: row.orders - 1 };
}

/** The order when it counts in the contract and category's committed total. */
async function countedOrder(db: Exec, id: number, projectId: number, category: string) {
  const [row] = await db
    .select({ subtotal: purchaseOrders.subtotal })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.id, id),
        eq(purchaseOrders.projectId, projectId),
        eq(purchaseOrders.poCategory, category),
        inArray(purchaseOrders.status, [...COMMITTED_STATUSES]),
        isNull(purchaseOrders.deletedAt),
      ),
    );
  return row;
}

/**
 * Committed and delivered per contract and category for a page of contracts (decision 0039), read
 * from the kept totals (decision 0051): a few rows per contract whatever its number of orders.
 * Delivered is the orders' delivered value (kept with VAT) taken net at each order's own VAT rate,
 * rounded to the penny per order, so it sits beside the net budget.
 */
