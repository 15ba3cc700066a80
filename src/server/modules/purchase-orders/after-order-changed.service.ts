import type { Tx } from "../../db/client";
import { refreshSupplierTotals } from "../suppliers/supplier-totals.service";

/**
 * The one hook every change of an order's status, totals or supplier goes through, inside the
 * change's transaction, so the supplier's figures are never out of step with its orders. The rule
 * (which orders count, per contract too) has one owner: the suppliers module (decisions 0025, 0030).
 */
export async function afterOrderChanged(tx: Tx, order: { supplierId: number | null }, previousSupplierId: number | null = null) {
  const ids = new Set([order.supplierId, previousSupplierId].filter((id): id is number => id !== null));
  for (const id of ids) await refreshSupplierTotals(tx, id);
}
