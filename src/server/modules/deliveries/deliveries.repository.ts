import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { purchaseOrderDeliveryNotes, purchaseOrders, type carbonEntries } from "../../db/schema/index";
import { carbonEntryStore, type Found } from "../../platform/site-record-store";

/** Deliveries (carbon_entries, kind 'delivery'): the site record store, newest day first (carbon_entries_project_kind_date_idx). */
export const deliveryStore = carbonEntryStore("delivery");

export type EntryRow = typeof carbonEntries.$inferSelect;
export type EntryWithCreator = Found<EntryRow>;

/** One check for "a factor that belongs to purchased materials": deliveries and Scope 3 share it. */
export { findMaterialFactor } from "../carbon/carbon-factors.service";

/**
 * The goods receipt that logged this delivery, if one did (decision 0050): its order and GRN. Read
 * from the receipt's own rows (company_po_delivery_notes.carbon_entry_id), not the delivery's text.
 */
export async function receiptOf(db: Db | Tx, deliveryId: number): Promise<{ orderId: number; poNumber: string; grnNumber: string } | null> {
  const [row] = await db
    .select({ orderId: purchaseOrders.id, poNumber: purchaseOrders.poNumber, grnNumber: purchaseOrderDeliveryNotes.grnNumber })
    .from(purchaseOrderDeliveryNotes)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderDeliveryNotes.orderId))
    .where(eq(purchaseOrderDeliveryNotes.carbonEntryId, deliveryId))
    .limit(1);
  return row ?? null;
}
