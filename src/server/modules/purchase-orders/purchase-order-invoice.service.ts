import { formatMoneyText } from "@shared/common/money";
import { ukDay } from "@shared/common/uk-dates";
import type { InvoiceInput } from "@shared/purchase-orders/po-invoice";
import type { PoDetail } from "@shared/purchase-orders/purchase-order";
import { compareInvoice, invoiceRefusal } from "@shared/rules/purchase-order-invoice";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { conflict, notFound } from "../../platform/errors";
import * as repo from "./purchase-orders.repository";
import { getLiveOrder, getOrder, type Ctx } from "./purchase-orders.service";

/** The supplier's invoice on an order (docs/decisions/0042-purchase-order-invoice-quotes-transport.md). */

const said = (i: { number: string; date: string; amount: string }) => `${i.number} dated ${ukDay(i.date)} for ${formatMoneyText(i.amount)}`;

/** PUT: records the invoice, or corrects it; both are kept in the order's history and the activity log. */
export async function recordInvoice(ctx: Ctx, id: number, input: InvoiceInput): Promise<PoDetail> {
  const user = requireUser(ctx.request);
  await getLiveOrder(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const order = await repo.findOrderForUpdate(tx, id);
    if (!order) throw notFound("Purchase order not found");
    const refusal = invoiceRefusal(order.status);
    if (refusal) throw conflict(refusal);
    const before = order.invoiceNumber === null ? null : { number: order.invoiceNumber, date: order.invoiceDate ?? "", amount: order.invoiceAmount ?? "0" };
    const invoice = { number: input.invoiceNumber, date: input.invoiceDate, amount: input.invoiceAmount };
    await repo.updateOrder(tx, id, { invoiceNumber: invoice.number, invoiceDate: invoice.date, invoiceAmount: invoice.amount, updatedBy: user.id });
    await repo.insertEvent(tx, {
      orderId: id,
      action: before ? "invoice_changed" : "invoice",
      fromStatus: order.status,
      toStatus: order.status,
      userId: user.id,
      userName: user.name,
      reason: said(invoice),
    });
    const comparison = compareInvoice(invoice.amount, order.deliveredValue);
    await audit(tx, ctx.request, {
      action: before ? "purchase_order_invoice_changed" : "purchase_order_invoice_recorded",
      description: `${
        before
          ? `Changed the invoice on purchase order ${order.poNumber} from ${said(before)} to ${said(invoice)}`
          : `Recorded invoice ${said(invoice)} on purchase order ${order.poNumber}`
      }. ${comparison.text}`,
      entityType: "purchase_order",
      entityId: id,
      entityName: order.poNumber,
      category: "purchase_orders",
      severity: comparison.state === "over" ? "warning" : "info",
      metadata: {
        projectId: order.projectId,
        supplierId: order.supplierId,
        invoice,
        before,
        deliveredValue: order.deliveredValue,
        comparison: comparison.state,
      },
    });
  });
  return getOrder(ctx.db, id);
}

/** DELETE: an invoice recorded on the wrong order comes off it (409 when there is none). */
export async function clearInvoice(ctx: Ctx, id: number): Promise<PoDetail> {
  const user = requireUser(ctx.request);
  await getLiveOrder(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const order = await repo.findOrderForUpdate(tx, id);
    if (!order) throw notFound("Purchase order not found");
    if (order.invoiceNumber === null) throw conflict("No invoice is recorded on this order");
    const before = { number: order.invoiceNumber, date: order.invoiceDate ?? "", amount: order.invoiceAmount ?? "0" };
    await repo.updateOrder(tx, id, { invoiceNumber: null, invoiceDate: null, invoiceAmount: null, updatedBy: user.id });
    await repo.insertEvent(tx, {
      orderId: id,
      action: "invoice_removed",
      fromStatus: order.status,
      toStatus: order.status,
      userId: user.id,
      userName: user.name,
      reason: said(before),
    });
    await audit(tx, ctx.request, {
      action: "purchase_order_invoice_removed",
      description: `Removed invoice ${said(before)} from purchase order ${order.poNumber}`,
      entityType: "purchase_order",
      entityId: id,
      entityName: order.poNumber,
      category: "purchase_orders",
      severity: "warning",
      metadata: { projectId: order.projectId, supplierId: order.supplierId, before },
    });
  });
  return getOrder(ctx.db, id);
}
