import type { MaterialRequestView, MrStatus, Urgency } from "@shared/material-requests/material-request";
import type { MrViewRow } from "./material-requests.repository";

/** What leaves the server about a material request. */
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
