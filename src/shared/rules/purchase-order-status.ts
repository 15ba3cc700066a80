import { comparePence, formatMoney, parsePence, type Pence } from "../common/money";
import { labelled } from "../common/labelled";

/**
 * The purchase order's status machine (docs/decisions/0028-purchase-order-status.md). Pure, so the
 * server refuses (409) exactly the steps the order page does not offer as buttons, and goods receipt
 * (later work) moves an order with `receiptStatus` instead of writing statuses of its own.
 */

export const {
  values: PO_STATUSES,
  labels: PO_STATUS_LABELS,
  label: poStatusLabel,
} = labelled({
  draft: "Draft",
  pending_approval: "Pending approval",
  approved: "Approved",
  ordered: "Ordered",
  partially_delivered: "Partially delivered",
  fully_delivered: "Fully delivered",
  cancelled: "Cancelled",
});
export type PoStatus = (typeof PO_STATUSES)[number];

/** The steps a person takes; goods receipt is the system's step (`receiptStatus`). */
export const { values: PO_ACTIONS, labels: PO_ACTION_LABELS } = labelled({
  submit: "Submit for approval",
  approve: "Approve",
  reject: "Reject",
  order: "Send to supplier",
  cancel: "Cancel order",
});
export type PoAction = (typeof PO_ACTIONS)[number];

/** Where each step leads. Rejecting returns the order to draft, with its reason, to be changed and resubmitted. */
const TARGET: Record<PoAction, PoStatus> = {
  submit: "pending_approval",
  approve: "approved",
  reject: "draft",
  order: "ordered",
  cancel: "cancelled",
};
export const actionTarget = (action: PoAction): PoStatus => TARGET[action];

/** Statuses whose money the company has committed to (the budget's "committed", supplier spend counts only ordered onwards). */
export const COMMITTED_STATUSES: readonly PoStatus[] = ["approved", "ordered", "partially_delivered", "fully_delivered"];
/** Orders a supplier has actually been sent: its spend and order count (decision 0030). */
export const SPEND_STATUSES: readonly PoStatus[] = ["ordered", "partially_delivered", "fully_delivered"];
/** Only these may be deleted (to the recycle bin); anything sent to a supplier stays on record. */
export const DELETABLE_STATUSES: readonly PoStatus[] = ["draft", "cancelled"];
/** Until it is sent an order may be changed; a change to one pending approval or approved sends it back to approval (decision 0052). */
export const EDITABLE_STATUSES: readonly PoStatus[] = ["draft", "pending_approval", "approved"];

export type OrderFacts = { status: string; requiresApproval: boolean };

/**
 * Why `action` is not a legal step from the order's status (409), or null when it is. Approval
 * gates "order": an order that needs approval goes draft → pending_approval → approved → ordered;
 * one below the threshold goes straight from draft to ordered and never needs submitting.
 */
export function stepRefusal(order: OrderFacts, action: PoAction): string | null {
  const s = order.status as PoStatus;
  switch (action) {
    case "submit":
      if (s !== "draft") return "Only a draft order can be submitted for approval";
      if (!order.requiresApproval) return "This order is below the approval threshold and does not need approval";
      return null;
    case "approve":
    case "reject":
      return s === "pending_approval" ? null : `Only an order pending approval can be ${action === "approve" ? "approved" : "rejected"}`;
    case "order":
      if (s === "approved") return null;
      if (s === "draft" && !order.requiresApproval) return null;
      if (s === "draft" || s === "pending_approval") return "This order must be approved before it is sent";
      return "Only a draft or approved order can be marked as ordered";
    case "cancel":
      if (s === "draft" || s === "pending_approval" || s === "approved" || s === "ordered") return null;
      if (s === "cancelled") return "The order is already cancelled";
      return "An order with deliveries received cannot be cancelled";
  }
}

/**
 * Why the order cannot be sent to its supplier (decision 0038), or null: the order step's rule, and
 * an order already ordered may be sent again (the step is not repeated).
 */
export function sendRefusal(order: OrderFacts): string | null {
  return order.status === "ordered" ? null : stepRefusal(order, "order");
}

/**
 * Goods receipt's step (later work calls this): an ordered or part-delivered order becomes
 * partially or fully delivered by what has been received. Null when no receipt may be booked.
 */
export function receiptStatus(status: string, fullyReceived: boolean): PoStatus | null {
  if (status !== "ordered" && status !== "partially_delivered") return null;
  return fullyReceived ? "fully_delivered" : "partially_delivered";
}

/**
 * After a receipt is reversed (decision 0050), what the other receipts still hold decides: fully or
 * partially delivered, or back to ordered when nothing stays received. Null when no receipt can be
 * reversed (only a partially or fully delivered order has one).
 */
export function reversalStatus(status: string, anyReceived: boolean, fullyReceived: boolean): PoStatus | null {
  if (status !== "partially_delivered" && status !== "fully_delivered") return null;
  return fullyReceived ? "fully_delivered" : anyReceived ? "partially_delivered" : "ordered";
}

/** Does an order of `total` need approval under `threshold`? Reaching the threshold counts. */
export function needsApproval(total: Pence, threshold: Pence): boolean {
  return comparePence(total, threshold) >= 0;
}

/** A role's approval limit: a maximum in pounds, or null for any amount. */
export type ApprovalBand = { role: string; maxAmount: string | null };

/**
 * Who changed the order since it was last approved, from its history (oldest first): an approval
 * holds whatever edits came before it, so each approval starts the list again (decision 0052).
 */
export function changedSinceApproval(events: readonly { action: string; userId: number | null }[]): number[] {
  const ids = new Set<number>();
  for (const e of events) {
    if (e.action === "approve") ids.clear();
    else if (e.action === "updated" && e.userId !== null) ids.add(e.userId);
  }
  return [...ids];
}

export type ApprovalFacts = { totalAmount: string; createdBy: number | null; changedBy: readonly number[] };

/**
 * Why this person may not approve (or reject) this order, or null. Admin approves any amount; every
 * other role needs a band that covers the order's total. Nobody approves an order they raised, nor
 * one they changed since it was last approved (decision 0052): two people stand behind every approval.
 */
export function approvalRefusal(order: ApprovalFacts, user: { id: number; role: string }, bands: readonly ApprovalBand[]): string | null {
  if (order.createdBy !== null && order.createdBy === user.id) return "You cannot approve or reject an order you raised";
  if (order.changedBy.includes(user.id)) return "You changed this order since it was last approved: someone else must approve or reject it";
  if (user.role === "Admin") return null;
  const band = bands.find((b) => b.role === user.role);
  if (!band) return `The ${user.role} role cannot approve purchase orders`;
  if (band.maxAmount === null) return null;
  const total = parsePence(order.totalAmount) ?? 0n;
  const max = parsePence(band.maxAmount) ?? 0n;
  return comparePence(total, max) <= 0 ? null : `The ${user.role} role can approve orders up to ${formatMoney(max)}`;
}

export type Viewer = { id: number; role: string; canEdit: boolean };

/**
 * The buttons the order page shows: every step legal from the status that this person may take.
 * Approve and reject are shown only to someone whose band covers the order and who neither raised nor changed it.
 */
export function availableActions(order: OrderFacts & ApprovalFacts, viewer: Viewer, bands: readonly ApprovalBand[]): PoAction[] {
  if (!viewer.canEdit) return [];
  return PO_ACTIONS.filter((a) => {
    if ((a === "order" ? sendRefusal(order) : stepRefusal(order, a)) !== null) return false;
    if (a === "approve" || a === "reject") return approvalRefusal(order, viewer, bands) === null;
    return true;
  });
}

/** The bands a new company starts with (decision 0029); editable by the administrator. */
export const DEFAULT_APPROVAL_BANDS: readonly ApprovalBand[] = [
  { role: "Managing Director", maxAmount: null },
  { role: "Director", maxAmount: null },
  { role: "Contracts Manager", maxAmount: "50000.00" },
  { role: "Project Manager", maxAmount: "25000.00" },
];
/** data-model.md §9: orders of £10,000.00 or more need approval unless the company changes it. */
export const DEFAULT_APPROVAL_THRESHOLD = "10000.00";
