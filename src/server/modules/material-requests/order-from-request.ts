import { purchaseOrderInputSchema, type PurchaseOrderInput } from "@shared/purchase-orders/purchase-order";
import type { MrRow } from "./material-requests.repository";

/** Until the buyer picks one: the order form's supplier field is required (§5 "Purchase order"). */
export const SUPPLIER_TO_CONFIRM = "Supplier to be confirmed";

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 3)}...` : value);

/** "20 bags" → 20 and "bags"; "approx. two pallets" has no leading number, so one line of 1. */
export function splitEstimate(estimate: string | null): { quantity: string; unit: string | null } {
  const m = estimate?.trim().match(/^(\d{1,9}(?:\.\d{1,3})?)(?![\d.])\s*(.*)$/);
  if (!m || Number(m[1]) <= 0) return { quantity: "1", unit: null };
  const unit = m[2].trim();
  return { quantity: m[1], unit: unit ? cut(unit, 30) : null };
}

/**
 * The draft order a request becomes (docs/decisions/0037-material-request-conversion.md): its contract,
 * category materials, one line from the description and quantity estimate at £0.00 for the buyer to
 * price, booked to the request's cost code, the date needed as the required date, and the cost code,
 * site location and notes in the notes.
 */
export function orderFromRequest(request: MrRow, project: { address: string | null }, buyerName: string): PurchaseOrderInput {
  const { quantity, unit } = splitEstimate(request.quantityEstimate);
  const notes = [
    `From material request #${request.id} (${request.urgencyLevel}), raised by ${request.requestedByName}.`,
    request.costCode && `Cost code: ${request.costCode}`,
    request.siteLocation && `Site location: ${request.siteLocation}`,
    request.quantityEstimate && `Quantity estimate: ${request.quantityEstimate}`,
    request.notes && `Notes: ${request.notes}`,
  ]
    .filter(Boolean)
    .join("\n");
  return purchaseOrderInputSchema.parse({
    projectId: request.projectId,
    supplier: SUPPLIER_TO_CONFIRM,
    orderedBy: cut(buyerName, 100),
    requiredDate: request.dateNeeded,
    poCategory: "materials",
    deliveryAddress: project.address ? cut(project.address, 500) : null,
    siteContactName: cut(request.requestedByName, 100),
    notes: cut(notes, 2000),
    // The line is booked to the request's cost code (decision 0081); the notes still name it for the buyer.
    lines: [{ description: cut(request.materialDescription, 500), unit, quantity, unitPrice: "0", costCode: request.costCode }],
  });
}
