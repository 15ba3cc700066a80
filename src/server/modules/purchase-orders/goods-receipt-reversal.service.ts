import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { conflict, forbidden, notFound } from "../../platform/errors";
import { userCan } from "../../platform/permissions";
import { formatCarbon } from "@shared/carbon/carbon";
import { quantityOf } from "@shared/common/money";
import { ukDay, ukToday } from "@shared/common/uk-dates";
import { RECEIPT_NOT_FOUND_MESSAGE, REVERSAL_STATUS_MESSAGE } from "@shared/purchase-orders/goods-receipt";
import { poStatusLabel, reversalStatus, type PoStatus } from "@shared/rules/purchase-order-status";
import { refreshSupplierDeliveryRating } from "../suppliers/supplier-totals.service";
import { removeReceiptDelivery } from "../deliveries/deliveries.service";
import { afterOrderChanged } from "./after-order-changed.service";
import { lineDelivery, orderDelivery } from "./goods-receipt.figures";
import * as repo from "./goods-receipt.repository";
import { listReceipts } from "./goods-receipt.service";
import { findOrder, findOrderForUpdate, insertEvent, updateOrder } from "./purchase-orders.repository";

type Ctx = { db: Db; request: FastifyRequest };

/** Takes one occurrence of a note number off a line's list (another receipt may have had the same number). */
function withoutOne(list: string[], n: string | null) {
  const i = n === null ? -1 : list.indexOf(n);
  return i < 0 ? list : [...list.slice(0, i), ...list.slice(i + 1)];
}

/**
 * Reverses a goods receipt booked in error (docs/decisions/0050): in one transaction, with the order
 * and the receipt's rows locked, its diary delivery and carbon are removed, each line it received
 * gives back its quantity (figures recomputed as a receipt computes them), the order's delivery
 * figures and status follow what the other receipts still hold, and the reversal is kept on the
 * receipt's rows, in the order's history and in the activity log. Who may receive may reverse.
 */
export async function reverseReceipt(ctx: Ctx, id: number, grnNumber: string, reason: string) {
  const user = requireUser(ctx.request);
  const order = await findOrder(ctx.db, id);
  if (!order) throw notFound("Purchase order not found");
  if (!(await userCan(ctx.db, user.role, "Purchase Orders", "view"))) throw forbidden("You need access to Purchase Orders to reverse a receipt");

  await ctx.db.transaction(async (tx) => {
    const locked = await findOrderForUpdate(tx, id);
    if (!locked) throw notFound("Purchase order not found");
    const rows = await repo.receiptRowsForUpdate(tx, id, grnNumber);
    if (!rows.length) throw notFound(RECEIPT_NOT_FOUND_MESSAGE);
    const done = rows[0];
    if (done.reversedAt)
      throw conflict(`Goods receipt ${grnNumber} was reversed on ${ukDay(ukToday(done.reversedAt))}${done.reversedBy ? ` by ${done.reversedBy}` : ""}`);
    if (!reversalStatus(locked.status, false, false)) throw conflict(REVERSAL_STATUS_MESSAGE);

    // The diary delivery and its carbon go first: the receipt's rows lose their link to it (set null).
    const deliveryId = done.carbonEntryId;
    const kgCo2e = deliveryId === null ? null : await removeReceiptDelivery(tx, ctx.request, deliveryId, grnNumber);
    await repo.markReversed(tx, id, grnNumber, { reversedAt: new Date(), reversedById: user.id, reversedBy: user.name, reversalReason: reason });

    const standing = await repo.standingRows(tx, id);
    const lines = await repo.linesForUpdate(
      tx,
      id,
      rows.map((r) => r.lineItemId),
    );
    for (const line of lines) {
      const back = rows.filter((r) => r.lineItemId === line.id).reduce((sum, r) => sum + quantityOf(r.quantityDelivered), 0n);
      const delivered = quantityOf(line.quantityDelivered) - back;
      const others = standing.filter((r) => r.lineItemId === line.id);
      await repo.updateLine(tx, line.id, {
        ...lineDelivery(line, delivered < 0n ? 0n : delivered),
        actualDeliveryDate: others.at(-1)?.deliveryDate ?? null,
        qualityIssues: others.some((r) => !r.qualityPassed),
        deliveryNoteNumbers: rows.filter((r) => r.lineItemId === line.id).reduce((list, r) => withoutOne(list, r.noteNumber), line.deliveryNoteNumbers),
      });
    }

    const { full, any, values } = orderDelivery(locked, await repo.allLines(tx, id));
    const to = reversalStatus(locked.status, any, full)!;
    const last = standing.at(-1);
    const after = await updateOrder(tx, id, {
      status: to,
      ...values,
      // The last check that still stands, or none.
      qualityCheckedBy: last?.receivedBy ?? null,
      qualityCheckDate: last?.deliveryDate ?? null,
      qualityNotes: last ? last.qualityNotes : null,
      updatedBy: user.id,
    });
    await insertEvent(tx, {
      orderId: id,
      action: "receipt_reversed",
      fromStatus: locked.status,
      toStatus: to,
      userId: user.id,
      userName: user.name,
      reason: `${grnNumber}: ${reason}`,
    });
    await audit(tx, ctx.request, {
      action: "purchase_order_receipt_reversed",
      description: `Reversed goods receipt ${grnNumber} on purchase order ${locked.poNumber}: ${rows.length} line${rows.length === 1 ? "" : "s"}${
        kgCo2e === null ? "" : `, its diary delivery and ${formatCarbon(kgCo2e)} removed`
      } (${poStatusLabel(locked.status)} → ${poStatusLabel(to)}). Reason: ${reason}`,
      entityType: "purchase_order",
      entityId: id,
      entityName: locked.poNumber,
      category: "purchase_orders",
      severity: "warning",
      metadata: {
        projectId: locked.projectId,
        grnNumber,
        carbonEntryId: deliveryId,
        kgCo2e,
        reason,
        from: locked.status,
        to,
        lines: rows.map((r) => ({ lineId: r.lineItemId, quantity: r.quantityDelivered })),
        deliveredValue: after.deliveredValue,
      },
    });
    // Supplier spend and each contract's supplier totals follow every change of an order here.
    // Contract spend kept as totals (issue 28 item 8, committed/delivered per contract and head): the
    // delivered spend of this order's contract and category falls from `locked.deliveredValue` to
    // `after.deliveredValue` (committed is unchanged: the order is still placed). Adjust those totals
    // here, in this transaction, as the receipt adds to them in goods-receipt.service.ts.
    await afterOrderChanged(tx, after);
    // A reversed receipt no longer counts for the supplier's delivery rating.
    if (after.supplierId !== null) await refreshSupplierDeliveryRating(tx, after.supplierId);
  });
  const receipts = await listReceipts(ctx.db, id);
  const after = await findOrder(ctx.db, id);
  return { receipt: receipts.items.find((r) => r.grnNumber === grnNumber)!, orderStatus: after!.status as PoStatus };
}
