import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { SPEND_STATUSES } from "@shared/rules/purchase-order-status";

/**
 * The one hook every change of an order's status, totals or supplier goes through, inside the
 * change's transaction, so the supplier's figures are never out of step with its orders.
 *
 * Today it recomputes the supplier's totals itself. When the suppliers module's
 * `refreshSupplierTotals(tx, supplierId)` lands, this should call that instead (one owner of the
 * rule); until then the SQL below is that rule: orders ordered, partially or fully delivered and not
 * deleted count, at their total including VAT (decision 0030).
 */
export async function afterOrderChanged(tx: Tx, order: { supplierId: number | null }, previousSupplierId: number | null = null) {
  const ids = new Set([order.supplierId, previousSupplierId].filter((id): id is number => id !== null));
  for (const id of ids) await refreshSupplierTotalsLocal(tx, id);
}

const spend = sql.raw(SPEND_STATUSES.map((s) => `'${s}'`).join(", "));

async function refreshSupplierTotalsLocal(tx: Tx, supplierId: number) {
  await tx.execute(sql`
    update suppliers s set
      total_spend = coalesce(o.spend, 0),
      order_count = coalesce(o.orders, 0),
      updated_at = now()
    from (
      select sum(total_amount) as spend, count(*)::int as orders
      from company_purchase_orders
      where supplier_id = ${supplierId} and status in (${spend}) and deleted_at is null
    ) o
    where s.id = ${supplierId}`);
  // Per contract: every link restarts at zero, then the contracts with orders are written (a link is made on the first order).
  await tx.execute(sql`update supplier_projects set total_spent = 0, order_count = 0 where supplier_id = ${supplierId}`);
  await tx.execute(sql`
    insert into supplier_projects (supplier_id, project_id, total_spent, order_count)
    select ${supplierId}, project_id, sum(total_amount), count(*)::int
    from company_purchase_orders
    where supplier_id = ${supplierId} and project_id is not null and status in (${spend}) and deleted_at is null
    group by project_id
    on conflict (supplier_id, project_id) do update set total_spent = excluded.total_spent, order_count = excluded.order_count`);
}
