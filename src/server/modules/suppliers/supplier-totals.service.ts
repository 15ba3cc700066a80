import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { deliveryRating } from "@shared/rules/delivery-rating";
// Orders that count as spend: placed with the supplier and not cancelled (decision 0030).
import { SPEND_STATUSES } from "@shared/rules/purchase-order-status";
import type { Tx } from "../../db/client";
import { purchaseOrders, supplierProjects, suppliers } from "../../db/schema/index";
import { receiptsOf } from "./suppliers.repository";

/**
 * The supplier's derived figures (docs/decisions/0025-supplier-ratings.md). The purchase-order and
 * goods-receipt services call these inside their own transactions, after the change that moves them,
 * so the figures are never typed and never drift from the orders.
 */

const counted = (supplierId: number) =>
  and(eq(purchaseOrders.supplierId, supplierId), inArray(purchaseOrders.status, [...SPEND_STATUSES]), isNull(purchaseOrders.deletedAt));

/**
 * Recomputes the supplier's totalSpend and orderCount, and each contract's totalSpent and orderCount
 * (supplier_projects, added for a contract the supplier has its first order on), from
 * company_purchase_orders: sums of totalAmount in SQL, exact. A contract whose orders are all
 * cancelled or deleted since keeps its row at zero.
 */
export async function refreshSupplierTotals(tx: Tx, supplierId: number): Promise<void> {
  const [total] = await tx
    .select({
      spend: sql<string>`coalesce(sum(${purchaseOrders.totalAmount}), 0)`,
      orders: sql<number>`count(*)::int`,
    })
    .from(purchaseOrders)
    .where(counted(supplierId));
  await tx
    .update(suppliers)
    .set({ totalSpend: String(total.spend), orderCount: Number(total.orders) })
    .where(eq(suppliers.id, supplierId));

  const perContract = await tx
    .select({
      projectId: sql<number>`${purchaseOrders.projectId}`,
      spend: sql<string>`sum(${purchaseOrders.totalAmount})`,
      orders: sql<number>`count(*)::int`,
    })
    .from(purchaseOrders)
    .where(and(counted(supplierId), sql`${purchaseOrders.projectId} is not null`))
    .groupBy(purchaseOrders.projectId);
  await tx.update(supplierProjects).set({ totalSpent: "0.00", orderCount: 0 }).where(eq(supplierProjects.supplierId, supplierId));
  if (perContract.length) {
    await tx
      .insert(supplierProjects)
      .values(perContract.map((c) => ({ supplierId, projectId: Number(c.projectId), totalSpent: String(c.spend), orderCount: Number(c.orders) })))
      .onConflictDoUpdate({
        target: [supplierProjects.supplierId, supplierProjects.projectId],
        set: { totalSpent: sql`excluded.total_spent`, orderCount: sql`excluded.order_count` },
      });
  }
}

/** Recomputes the supplier's deliveryRating from its goods receipts (rules/delivery-rating.ts). */
export async function refreshSupplierDeliveryRating(tx: Tx, supplierId: number): Promise<string> {
  const receipts = await receiptsOf(tx, supplierId);
  const rating = deliveryRating(receipts.map((r) => ({ onTime: r.onTime, complete: Boolean(r.complete), qualityPassed: Boolean(r.qualityPassed) })));
  await tx.update(suppliers).set({ deliveryRating: rating }).where(eq(suppliers.id, supplierId));
  return rating;
}

/** The supplier's performance and quality ratings: the exact average of its users' scores, two decimals. */
export async function refreshSupplierScores(tx: Tx, supplierId: number): Promise<void> {
  await tx.execute(sql`
    update suppliers s set
      performance_rating = coalesce((select round(avg(r.performance_rating), 2) from supplier_ratings r where r.supplier_id = s.id), 0),
      quality_rating = coalesce((select round(avg(r.quality_rating), 2) from supplier_ratings r where r.supplier_id = s.id), 0)
    where s.id = ${supplierId}`);
}
