import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, conflict } from "../../platform/errors";
import type { Mailer } from "../../platform/mail";
import { spend, timeLeft, type RateLimit } from "../../platform/rate-limit";
import type { PdfRenderer } from "../../platform/pdf-renderer";
import { formatMoneyText } from "@shared/common/money";
import { ukDay } from "@shared/common/uk-dates";
import { NO_SUPPLIER_EMAIL_MESSAGE, RESEND_REASON_MESSAGE } from "@shared/purchase-orders/purchase-order";
import { sendRefusal } from "@shared/rules/purchase-order-status";
import { purchaseOrderTemplate } from "../pdf-templates/purchase-order-template.service";
import * as repo from "./purchase-orders.repository";
import { orderDocument, supplierEmailOf, supplierRecord } from "./purchase-order-document";
import { step } from "./purchase-order-workflow.service";
import { getLiveOrder, getOrder } from "./purchase-orders.service";

export type SendDeps = { db: Db; config: Config; pdfs: PdfRenderer; mailer: Mailer };

const HOUR = 60 * 60_000;
/** Sends counted in the database (every instance shares them), whether or not they were refused. */
export const SEND_LIMITS = {
  perOrder: {
    max: 3,
    windowMs: 24 * HOUR,
    message: (ms) => `This order has been sent 3 times in the last day. It can be sent again in ${timeLeft(ms)}.`,
  },
  perUser: { max: 30, windowMs: HOUR, message: (ms) => `You have sent 30 orders in the last hour. Please try again in ${timeLeft(ms)}.` },
} satisfies Record<string, RateLimit>;

export const pdfFilename = (poNumber: string) => `${poNumber}.pdf`;

/** Draws a stored order with its template on a PDF worker (the caller already holds a PDF place). */
async function drawOrder(deps: SendDeps, draw: Parameters<Parameters<PdfRenderer["run"]>[1]>[0], order: repo.PoRow) {
  const [template, document] = await Promise.all([purchaseOrderTemplate(deps.db, order.templateId), orderDocument(deps.db, deps.config, order)]);
  const pdf = await draw("pdf-template", { template: { name: template.name, layout: template.layout, templateElements: template.templateElements }, document });
  return { pdf, companyName: document.company.name };
}

/** GET /api/purchase-orders/:id/pdf: the order as the supplier receives it. Reading changes nothing, so it is not audited. */
export async function orderPdf(deps: SendDeps, request: FastifyRequest, id: number) {
  const order = await getLiveOrder(deps.db, id);
  const { pdf } = await deps.pdfs.run(request, (draw) => drawOrder(deps, draw, order));
  return { pdf, filename: pdfFilename(order.poNumber) };
}

/**
 * "Send to supplier" (docs/decisions/0038): a draft below the threshold or an approved order takes the
 * order step (status, history, audit, budget check as before) and is then emailed to the supplier
 * with its PDF; an ordered one is simply sent again. The PDF place is taken first, so a busy server
 * refuses (429/503) before anything changes. The message goes to the outbox (or SMTP) after the step
 * commits, then sentAt/sentTo are recorded and audited. An order already emailed is sent again only
 * with a reason, kept in its history and the activity log; sends are limited per order and per user,
 * and the sender's mail allowance is checked, all before anything changes (decision 0057).
 */
export async function sendToSupplier(deps: SendDeps, request: FastifyRequest, id: number, reason: string | null = null) {
  const user = requireUser(request);
  const { db } = deps;
  const before = await getLiveOrder(db, id);
  const ordered = before.status === "ordered";
  const resend = before.sentAt !== null;
  const refusal = sendRefusal(before);
  if (refusal) throw conflict(refusal);
  const recipient = supplierEmailOf(before, await supplierRecord(db, before.supplierId));
  if (!recipient) throw badRequest(NO_SUPPLIER_EMAIL_MESSAGE, "supplierEmail");
  if (resend && !reason) throw badRequest(RESEND_REASON_MESSAGE, "reason");
  await spend(db, `po-send:order:${id}`, SEND_LIMITS.perOrder);
  await spend(db, `po-send:user:${user.id}`, SEND_LIMITS.perUser);
  const write = await deps.mailer.reserve(user.id, 1);

  const { pdf, companyName: company } = await deps.pdfs.run(request, async (draw) => {
    if (!ordered) await step({ db, request }, id, "order");
    return drawOrder(deps, draw, await getLiveOrder(db, id));
  });
  const order = await getLiveOrder(db, id);
  await write({
    to: recipient,
    subject: `Purchase order ${order.poNumber} from ${company}`,
    text: supplierMessage(order, user.name, company),
    kind: "purchase_order",
    attachments: [{ filename: pdfFilename(order.poNumber), contentType: "application/pdf", content: pdf }],
  });
  await db.transaction(async (tx) => {
    await repo.updateOrder(tx, id, { sentAt: new Date(), sentTo: recipient, updatedBy: user.id });
    await repo.insertEvent(tx, {
      orderId: id,
      action: "send",
      fromStatus: order.status,
      toStatus: order.status,
      userId: user.id,
      userName: user.name,
      reason: resend ? `Sent again to ${recipient}: ${reason}` : `Emailed to ${recipient}`,
    });
    await audit(tx, request, {
      action: "purchase_order_sent",
      description: `${resend ? "Sent again" : "Sent"}: purchase order ${order.poNumber} to ${order.supplier} at ${recipient} with its PDF${resend ? `. Reason: ${reason}` : ""}`,
      entityType: "purchase_order",
      entityId: id,
      entityName: order.poNumber,
      category: "purchase_orders",
      severity: "info",
      metadata: { projectId: order.projectId, sentTo: recipient, resend, reason, totalAmount: order.totalAmount },
    });
  });
  return getOrder(db, id);
}

/** The short covering message (en-GB); the order itself is the attached PDF. */
function supplierMessage(order: repo.PoRow, sender: string, company: string) {
  return [
    `Hello${order.supplierContact ? ` ${order.supplierContact}` : ""},`,
    "",
    `Please find attached our purchase order ${order.poNumber} for ${formatMoneyText(order.totalAmount)} including VAT.`,
    order.requiredDate ? `The goods are required by ${ukDay(order.requiredDate)}.` : null,
    "Please quote the purchase order number on every delivery note and invoice, and reply to confirm the order.",
    "",
    "Kind regards,",
    sender,
    company,
  ]
    .filter((l) => l !== null)
    .join("\n");
}
