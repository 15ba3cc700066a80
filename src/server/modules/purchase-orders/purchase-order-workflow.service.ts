import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import { formatMoneyText, parsePence } from "@shared/common/money";
import { ukToday } from "@shared/common/uk-dates";
import { BUDGET_REASON_MESSAGE } from "@shared/purchase-orders/purchase-order";
import {
  actionTarget,
  approvalRefusal,
  changedSinceApproval,
  needsApproval,
  poStatusLabel,
  stepRefusal,
  type PoAction,
} from "@shared/rules/purchase-order-status";
import * as repo from "./purchase-orders.repository";
import { approvalBands, approvalThreshold } from "./approval-settings.service";
import { budgetCheck } from "./purchase-order-money";
import { afterOrderChanged } from "./after-order-changed.service";
import { noticeAwaitingApproval, noticeDecision } from "./purchase-order-notices";
import { getLiveOrder, getOrder, type Ctx } from "./purchase-orders.service";

const EVENT_VERB: Record<PoAction, string> = {
  submit: "Submitted for approval",
  approve: "Approved",
  reject: "Rejected",
  order: "Marked as ordered",
  cancel: "Cancelled",
};

const AUDIT_SUFFIX: Record<PoAction, string> = { submit: "submitted", approve: "approved", reject: "rejected", order: "ordered", cancel: "cancelled" };

/**
 * One status step (docs/decisions/0028): the row is locked, the step checked against the status
 * machine (409 with the reason), approve and reject against the approver's band and the rule that
 * nobody approves an order they raised or changed since its last approval (403, decision 0052); then the order, its history, the activity log and the
 * supplier's totals change together.
 */
export async function step(ctx: Ctx, id: number, action: PoAction, note: string | null = null) {
  const user = requireUser(ctx.request);
  await getLiveOrder(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    let order = await repo.findOrderForUpdate(tx, id);
    if (!order) throw notFound("Purchase order not found");
    if (order.status === "draft") {
      // The threshold may have changed since the draft was saved: a draft is measured by today's.
      const threshold = await approvalThreshold(tx);
      const requires = needsApproval(parsePence(order.totalAmount) ?? 0n, parsePence(threshold) ?? 0n);
      if (requires !== order.requiresApproval || threshold !== order.approvalThreshold)
        order = await repo.updateOrder(tx, id, { requiresApproval: requires, approvalThreshold: threshold });
    }
    const refusal = stepRefusal(order, action);
    if (refusal) throw conflict(refusal);
    if (action === "approve" || action === "reject") {
      const changedBy = changedSinceApproval(await repo.listEvents(tx, id));
      const refused = approvalRefusal({ ...order, changedBy }, user, await approvalBands(tx));
      if (refused) throw forbidden(refused);
    }
    if ((action === "submit" || action === "order") && order.projectId !== null) {
      // Other orders may have been committed since this one was drafted: the budget is checked again.
      const budget = await budgetCheck(tx, order.projectId, order.poCategory, parsePence(order.subtotal) ?? 0n, id);
      if (budget.over && !order.budgetOverrunReason) throw badRequest(BUDGET_REASON_MESSAGE, "budgetOverrunReason");
    }
    const now = new Date();
    const to = actionTarget(action);
    const values =
      action === "approve"
        ? { approvedBy: user.id, approvedByName: user.name, approvedAt: now, approvalNotes: note, rejectedBy: null, rejectedAt: null, rejectionReason: null }
        : action === "reject"
          ? { rejectedBy: user.id, rejectedAt: now, rejectionReason: note, approvedBy: null, approvedByName: null, approvedAt: null, approvalNotes: null }
          : action === "order"
            ? { orderedDate: ukToday(now), orderedById: user.id, remainingValue: order.totalAmount }
            : action === "cancel"
              ? { deliveryStatus: "cancelled" }
              : {};
    const after = await repo.updateOrder(tx, id, { status: to, ...values, updatedBy: user.id });
    await repo.insertEvent(tx, { orderId: id, action, fromStatus: order.status, toStatus: to, userId: user.id, userName: user.name, reason: note });
    await audit(tx, ctx.request, {
      action: `purchase_order_${AUDIT_SUFFIX[action]}`,
      description: `${EVENT_VERB[action]}: purchase order ${order.poNumber} to ${order.supplier} for ${formatMoneyText(order.totalAmount)} (${poStatusLabel(order.status)} → ${poStatusLabel(to)})${note ? `: ${note.slice(0, 120)}` : ""}`,
      entityType: "purchase_order",
      entityId: id,
      entityName: order.poNumber,
      category: "purchase_orders",
      severity: action === "reject" || action === "cancel" ? "warning" : "info",
      metadata: { projectId: order.projectId, from: order.status, to, totalAmount: order.totalAmount, reason: note },
    });
    await afterOrderChanged(tx, after);
    if (action === "submit") await noticeAwaitingApproval(tx, ctx.request, after, user, changedSinceApproval(await repo.listEvents(tx, id)));
    if (action === "approve" || action === "reject") await noticeDecision(tx, ctx.request, after, action, user, note);
  });
  return getOrder(ctx.db, id);
}
