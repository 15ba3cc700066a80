import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import { userCan } from "../../platform/permissions";
import { quantityOf, quantityText } from "@shared/common/money";
import { TRANSPORT_FACTORS } from "@shared/carbon/carbon";
import {
  RECEIPT_DUPLICATE_MESSAGE,
  RECEIPT_LINE_MESSAGE,
  RECEIPT_PHOTO_MESSAGE,
  RECEIPT_STATUS_MESSAGE,
  type Receipt,
  type ReceiptInput,
} from "@shared/purchase-orders/goods-receipt";
import { poStatusLabel, receiptStatus, type PoStatus } from "@shared/rules/purchase-order-status";
import { refreshSupplierDeliveryRating } from "../suppliers/supplier-totals.service";
import { insertPreparedDelivery, prepareDelivery } from "../deliveries/deliveries.service";
import { formatDocumentNumber, nextDocumentNumber } from "./document-numbers.service";
import { afterOrderChanged } from "./after-order-changed.service";
import { deliveryFor, receiptTransport, vehicleOf, type ReceivedLine } from "./goods-receipt.delivery";
import { lineDelivery, orderDelivery } from "./goods-receipt.figures";
import { checkRecordTotal } from "../carbon/site-record";
import { desnzFactor } from "../carbon/carbon-factors.service";
import * as repo from "./goods-receipt.repository";
import { findOrder, findOrderForUpdate, insertEvent, updateOrder } from "./purchase-orders.repository";

type Ctx = { db: Db; request: FastifyRequest };

/**
 * Books one goods receipt (docs/decisions/0034-goods-receipt.md). Reads and prices the diary
 * delivery first (outside the transaction), then in one transaction: the order and the received
 * lines are locked, the status and each line's remaining quantity checked (409), the GRN numbered,
 * the delivery, notes, line and order figures written, the order moved by `receiptStatus`, and the
 * supplier's totals and delivery rating refreshed.
 */
export async function receive(ctx: Ctx, id: number, input: ReceiptInput) {
  const user = requireUser(ctx.request);
  const order = await findOrder(ctx.db, id);
  if (!order) throw notFound("Purchase order not found");
  if (!(await userCan(ctx.db, user.role, "Purchase Orders", "view"))) throw forbidden("You need access to Purchase Orders to receive goods");
  if (!receiptStatus(order.status, false)) throw conflict(RECEIPT_STATUS_MESSAGE);

  const known = await repo.linesWithCarbon(ctx.db, id);
  const seen = new Set<number>();
  const received: ReceivedLine[] = input.lines.map((l, i) => {
    const found = known.find((k) => k.line.id === l.lineId);
    if (!found) throw badRequest(RECEIPT_LINE_MESSAGE, `lines.${i}.lineId`);
    if (seen.has(l.lineId)) throw badRequest(RECEIPT_DUPLICATE_MESSAGE, `lines.${i}.lineId`);
    seen.add(l.lineId);
    return { ...found, quantity: l.quantity };
  });
  if (input.photoFileId && (order.projectId === null || !(await repo.findProjectFile(ctx.db, input.photoFileId, order.projectId))))
    throw badRequest(RECEIPT_PHOTO_MESSAGE, "photoFileId");

  // An order without a contract has no diary to log on: its receipt books the GRN alone (decision 0034).
  const delivery = order.projectId === null ? null : await prepareDelivery(ctx, deliveryFor(order, received, input));
  // Read before the transaction (PGlite has one connection); a factor that is not loaded means no transport figure.
  const vehicle =
    delivery && order.transportDistance !== null ? await desnzFactor(ctx.db, TRANSPORT_FACTORS[vehicleOf(order)].factorId).catch(() => null) : null;

  const grnNumber = await ctx.db.transaction(async (tx) => {
    const locked = await findOrderForUpdate(tx, id);
    if (!locked) throw notFound("Purchase order not found");
    if (!receiptStatus(locked.status, false)) throw conflict(RECEIPT_STATUS_MESSAGE);
    const lines = await repo.linesForUpdate(
      tx,
      id,
      received.map((r) => r.line.id),
    );
    for (const r of received) {
      const line = lines.find((l) => l.id === r.line.id)!;
      const remaining = quantityOf(line.quantityRemaining);
      if (quantityOf(r.quantity) > remaining)
        throw conflict(
          remaining === 0n
            ? `Line ${line.lineNumber} (${line.description}) has already been received in full`
            : `Only ${quantityText(line.quantityRemaining)}${line.unit ? ` ${line.unit}` : ""} of line ${line.lineNumber} (${line.description}) remains to be received`,
        );
    }

    const year = Number(input.deliveryDate.slice(0, 4));
    const grn = formatDocumentNumber("GRN", year, await nextDocumentNumber(tx, "GRN", year));
    const onTime = locked.requiredDate ? input.deliveryDate <= locked.requiredDate : null;
    for (const r of received) {
      const line = lines.find((l) => l.id === r.line.id)!;
      const delivered = quantityOf(line.quantityDelivered) + quantityOf(r.quantity);
      await repo.updateLine(tx, line.id, {
        ...lineDelivery(line, delivered),
        actualDeliveryDate: input.deliveryDate,
        qualityIssues: line.qualityIssues || !input.qualityPassed,
        deliveryNoteNumbers: input.deliveryNoteNumber ? [...line.deliveryNoteNumbers, input.deliveryNoteNumber] : line.deliveryNoteNumbers,
      });
    }
    const all = await repo.allLines(tx, id);

    let carbonEntryId: number | null = null;
    if (delivery) {
      // The transport is worked out here, with the order locked: what the order's receipts hold after
      // this one, less what its earlier receipts booked (decision 0050).
      const delivered = new Map(all.map((l) => [l.id, l.quantityDelivered]));
      const transport = receiptTransport(locked, known, delivered, await repo.bookedTransport(tx, id), vehicle);
      const figures = transport ? [transport.figure, ...delivery.prepared.figures] : delivery.prepared.figures;
      checkRecordTotal(figures, "lines");
      // The diary row names its receipt (carbon_entries.grnNumber, poTotal) beside the delivery's own columns.
      const columns = {
        ...delivery.prepared.columns,
        grnNumber: grn,
        poTotal: locked.totalAmount,
        transportDistance: transport ? locked.transportDistance : null,
        transportWeight: transport ? transport.tonnes.toFixed(3) : null,
      };
      carbonEntryId = await insertPreparedDelivery(tx, ctx.request, { ...delivery, prepared: { columns, figures } });
    }

    await repo.insertNotes(
      tx,
      received.map((r) => {
        const line = lines.find((l) => l.id === r.line.id)!;
        const remainingAfter = quantityOf(line.quantityRemaining) - quantityOf(r.quantity);
        return {
          orderId: id,
          lineItemId: line.id,
          noteNumber: input.deliveryNoteNumber,
          fileId: input.photoFileId ?? null,
          deliveryDate: input.deliveryDate,
          receivedBy: input.receivedBy,
          receivedById: user.id,
          grnNumber: grn,
          quantityOrdered: line.quantityOrdered,
          quantityDelivered: r.quantity,
          isPartialDelivery: remainingAfter > 0n,
          qualityPassed: input.qualityPassed,
          qualityNotes: input.qualityNotes,
          onTime,
          carbonEntryId,
        };
      }),
    );

    const { full, values } = orderDelivery(locked, all);
    const to = receiptStatus(locked.status, full) as PoStatus;
    const after = await updateOrder(tx, id, {
      status: to,
      ...values,
      qualityCheckedBy: input.receivedBy,
      qualityCheckDate: input.deliveryDate,
      qualityNotes: input.qualityNotes ?? locked.qualityNotes,
      updatedBy: user.id,
    });
    // Every receipt is a line of the order's history, also one that leaves its status as it was (issue 28).
    await insertEvent(tx, { orderId: id, action: "receive", fromStatus: locked.status, toStatus: to, userId: user.id, userName: user.name, reason: grn });
    await audit(tx, ctx.request, {
      action: "purchase_order_received",
      description: `Received goods against purchase order ${locked.poNumber} (${grn}): ${received.length} line${received.length === 1 ? "" : "s"}${
        input.deliveryNoteNumber ? `, note ${input.deliveryNoteNumber}` : ""
      }${input.qualityPassed ? "" : ", quality check failed"} (${poStatusLabel(locked.status)} → ${poStatusLabel(to)})`,
      entityType: "purchase_order",
      entityId: id,
      entityName: locked.poNumber,
      category: "purchase_orders",
      severity: input.qualityPassed ? "info" : "warning",
      metadata: { projectId: locked.projectId, grnNumber: grn, carbonEntryId, from: locked.status, to, deliveredValue: after.deliveredValue },
    });
    await afterOrderChanged(tx, after);
    if (after.supplierId !== null) await refreshSupplierDeliveryRating(tx, after.supplierId);
    return grn;
  });
  const receipts = await listReceipts(ctx.db, id);
  const after = await findOrder(ctx.db, id);
  return { receipt: receipts.items.find((r) => r.grnNumber === grnNumber)!, orderStatus: after!.status as PoStatus };
}

/** The order's receipts: its delivery-note rows grouped by GRN, newest first. */
export async function listReceipts(db: Db, id: number): Promise<{ items: Receipt[] }> {
  const order = await findOrder(db, id);
  if (!order) throw notFound("Purchase order not found");
  const slug = order.projectId === null ? null : await repo.projectSlug(db, order.projectId);
  const byGrn = new Map<string, Receipt>();
  for (const { note, lineNumber, description, unit, photoName, photoType } of await repo.listNotes(db, id)) {
    let r = byGrn.get(note.grnNumber);
    if (!r) {
      r = {
        grnNumber: note.grnNumber,
        deliveryDate: note.deliveryDate,
        noteNumber: note.noteNumber,
        receivedBy: note.receivedBy,
        qualityPassed: note.qualityPassed,
        qualityNotes: note.qualityNotes,
        photoFileId: note.fileId,
        photoName,
        photoType,
        onTime: note.onTime,
        deliveryId: note.carbonEntryId,
        projectSlug: slug,
        createdAt: note.createdAt.toISOString(),
        reversal: note.reversedAt ? { at: note.reversedAt.toISOString(), by: note.reversedBy, reason: note.reversalReason ?? "" } : null,
        lines: [],
      };
      byGrn.set(note.grnNumber, r);
    }
    r.lines.push({
      lineId: note.lineItemId,
      lineNumber,
      description,
      unit,
      quantityOrdered: note.quantityOrdered,
      quantityDelivered: note.quantityDelivered,
      isPartialDelivery: note.isPartialDelivery,
    });
  }
  return { items: [...byGrn.values()] };
}
