import type { MrStatus } from "./material-request";

/**
 * The request's status rule (docs/decisions/0036-material-request-approval.md): pending → approved or
 * rejected; approved → converted_to_po. Rejected and converted are final. Pure, so the buttons and
 * the server agree; a refused step is 409 with the reason.
 */
const ALLOWED: Record<MrStatus, MrStatus[]> = {
  pending: ["approved", "rejected"],
  approved: ["converted_to_po"],
  rejected: [],
  converted_to_po: [],
};

export const allowedNextStatuses = (from: string): MrStatus[] => ALLOWED[from as MrStatus] ?? [];

export function requestStepRefusal(from: string, to: MrStatus): string | null {
  if (allowedNextStatuses(from).includes(to)) return null;
  if (from === "converted_to_po") return "This request has already been converted to a purchase order";
  if (from === "rejected") return "This request was rejected";
  if (from === to) return `This request is already ${to}`;
  if (to === "converted_to_po") return "Approve the request before converting it to a purchase order";
  return "Only a pending request can be approved or rejected";
}

/** A pending or rejected request may be deleted; one approved or converted stays on record. */
export const canDeleteRequest = (status: string) => status === "pending" || status === "rejected";

/**
 * Why this person may not approve or reject the request, or null: nobody decides a request they
 * raised, as nobody approves an order they raised (decision 0052).
 */
export function requestDecisionRefusal(request: { requestedBy: number | null }, user: { id: number }): string | null {
  return request.requestedBy !== null && request.requestedBy === user.id ? "You cannot approve or reject a request you raised" : null;
}
