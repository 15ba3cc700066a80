import type { FastifyRequest } from "fastify";
import type { Tx } from "../../db/client";
import { activeUsersWhoCan, notify, othersThan } from "../../platform/notify";
import { formatMoneyText } from "@shared/common/money";
import { approvalRefusal } from "@shared/rules/purchase-order-status";
import { approvalBands } from "./approval-settings.service";
import * as repo from "./purchase-orders.repository";

/**
 * What a purchase order tells people (issue 33), in the step's transaction: an order waiting for
 * approval reaches every user who may approve it (Purchase Orders edit, a band covering its total,
 * neither its author nor someone who changed it since, decision 0052), and the outcome reaches the
 * buyer who raised it. Nobody is told of their own step.
 */

const orderLink = (id: number) => `/purchase-orders?order=${id}`;
const onContract = async (tx: Tx, order: repo.PoRow) => {
  const { name } = await repo.projectRef(tx, order.projectId);
  return name ? ` on ${name}` : "";
};

/** The order is now pending approval (submitted, or changed after approval): its possible approvers are told. */
export async function noticeAwaitingApproval(
  tx: Tx,
  request: FastifyRequest,
  order: repo.PoRow,
  actor: { id: number; name: string },
  changedBy: readonly number[],
) {
  const bands = await approvalBands(tx);
  const approvers = (await activeUsersWhoCan(tx, "Purchase Orders", "edit")).filter(
    (u) => approvalRefusal({ totalAmount: order.totalAmount, createdBy: order.createdBy, changedBy }, u, bands) === null,
  );
  await notify(
    tx,
    othersThan(
      approvers.map((u) => u.id),
      actor.id,
    ),
    {
      title: `Purchase order ${order.poNumber} needs your approval`,
      message: `${actor.name} submitted an order to ${order.supplier} for ${formatMoneyText(order.totalAmount)}${await onContract(tx, order)}.`,
      type: "po_pending_approval",
      category: "approvals",
      priority: "high",
      projectId: order.projectId,
      link: orderLink(order.id),
      metadata: { purchaseOrderId: order.id },
    },
    request,
  );
}

/** Approved or rejected: the buyer who raised the order is told, with the reason of a rejection. */
export async function noticeDecision(
  tx: Tx,
  request: FastifyRequest,
  order: repo.PoRow,
  decision: "approve" | "reject",
  actor: { id: number; name: string },
  note: string | null,
) {
  if (order.createdBy === null) return;
  const approved = decision === "approve";
  await notify(
    tx,
    othersThan([order.createdBy], actor.id),
    {
      title: `Purchase order ${order.poNumber} ${approved ? "approved" : "rejected"}`,
      message: approved
        ? `${actor.name} approved your order to ${order.supplier} for ${formatMoneyText(order.totalAmount)}. It can now be sent to the supplier.${note ? ` Note: ${note}` : ""}`
        : `${actor.name} rejected your order to ${order.supplier} for ${formatMoneyText(order.totalAmount)}: ${note ?? "no reason given"}. It is back in draft to change and resubmit.`,
      type: approved ? "po_approved" : "po_rejected",
      category: "approvals",
      priority: "high",
      projectId: order.projectId,
      link: orderLink(order.id),
      metadata: { purchaseOrderId: order.id },
    },
    request,
  );
}
