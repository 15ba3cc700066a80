import type { MaterialRequestView, MrStatus, Urgency } from "@shared/material-requests/material-request";
import type { MrViewRow } from "./material-requests.repository";

/**
 * Whether the reader may see the request's site paperwork: who asked, where on site, the cost code
 * and the notes belong to the contract (Contracts view, decision 0015). A reader with Purchase Orders
 * view alone gets the contract's name and what is wanted, by when.
 */
export type RequestAudience = { contractDetails: boolean };

const SITE_PAPERWORK = ["requestedBy", "requestedByName", "siteLocation", "costCode", "notes"] as const satisfies readonly (keyof MaterialRequestView)[];

export function presentFor(view: MaterialRequestView, audience: RequestAudience): MaterialRequestView {
  if (audience.contractDetails) return view;
  const trimmed = { ...view };
  for (const key of SITE_PAPERWORK) delete trimmed[key];
  return trimmed;
}

/** What leaves the server about a material request (to a reader with Contracts view). */
export function presentRequest(r: MrViewRow): MaterialRequestView {
  const row = r.request;
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: r.projectName,
    projectSlug: r.projectSlug,
    requestedBy: row.requestedBy && r.requesterName ? { id: row.requestedBy, name: r.requesterName } : null,
    requestedByName: row.requestedByName,
    dateNeeded: row.dateNeeded,
    materialDescription: row.materialDescription,
    quantityEstimate: row.quantityEstimate,
    urgencyLevel: row.urgencyLevel as Urgency,
    siteLocation: row.siteLocation,
    costCode: row.costCode,
    status: row.status as MrStatus,
    notes: row.notes,
    rejectionReason: row.rejectionReason,
    decidedBy: row.decidedBy && r.deciderName ? { id: row.decidedBy, name: r.deciderName } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    convertedToPo: row.convertedToPo && r.poNumber ? { id: row.convertedToPo, poNumber: r.poNumber } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
