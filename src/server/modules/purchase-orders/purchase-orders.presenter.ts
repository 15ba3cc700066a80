import type { PoDetail, PoSummary } from "@shared/purchase-orders/purchase-order";
import { personOf } from "@shared/common/wire";
import { changedSinceApproval, type PoStatus } from "@shared/rules/purchase-order-status";
import type { EventRow, PoLineRow, PoRow } from "./purchase-orders.repository";

/** What leaves the server about a purchase order: money as exact decimal strings. */
export function presentSummary(row: PoRow, projectName: string | null): PoSummary {
  return {
    id: row.id,
    poNumber: row.poNumber,
    status: row.status as PoStatus,
    poCategory: row.poCategory,
    projectId: row.projectId,
    projectName,
    supplierId: row.supplierId,
    supplier: row.supplier,
    orderedBy: row.orderedBy,
    orderedDate: row.orderedDate,
    requiredDate: row.requiredDate,
    subtotal: row.subtotal,
    vatRate: row.vatRate,
    vatAmount: row.vatAmount,
    totalAmount: row.totalAmount,
    requiresApproval: row.requiresApproval,
    deliveryStatus: row.deliveryStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

const kg = (v: string | null) => (v === null ? null : Number(v));

export function presentDetail(
  row: PoRow,
  names: { project: { name: string | null; slug: string | null }; createdBy: string | null },
  lines: PoLineRow[],
  events: EventRow[],
): PoDetail {
  return {
    ...presentSummary(row, names.project.name),
    projectSlug: names.project.slug,
    supplierContact: row.supplierContact,
    supplierEmail: row.supplierEmail,
    supplierPhone: row.supplierPhone,
    supplierAddress: row.supplierAddress,
    transportCategory: row.transportCategory,
    transportDistance: row.transportDistance,
    transportWeight: row.transportWeight,
    expectedCarbon: {
      totalWeight: row.totalWeight,
      materialKg: kg(row.embodiedEmissions),
      transportKg: kg(row.transportEmissions),
      totalKg: kg(row.totalEmissions),
      linesWithCarbon: lines.filter((l) => l.totalCarbon !== null).length,
      lines: lines.length,
    },
    invoice:
      row.invoiceNumber !== null && row.invoiceDate !== null && row.invoiceAmount !== null
        ? { number: row.invoiceNumber, date: row.invoiceDate, amount: row.invoiceAmount }
        : null,
    deliveryAddress: row.deliveryAddress,
    deliveryInstructions: row.deliveryInstructions,
    siteContactName: row.siteContactName,
    siteContactPhone: row.siteContactPhone,
    notes: row.notes,
    terms: row.terms,
    budgetOverrunReason: row.budgetOverrunReason,
    materialRequestId: row.materialRequestId,
    templateId: row.templateId,
    sentAt: row.sentAt?.toISOString() ?? null,
    sentTo: row.sentTo,
    approvalThreshold: row.approvalThreshold,
    approvedBy: personOf(row.approvedBy, row.approvedByName),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    approvalNotes: row.approvalNotes,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    deliveryPercentage: row.deliveryPercentage,
    deliveredValue: row.deliveredValue,
    remainingValue: row.remainingValue,
    createdBy: row.createdBy,
    createdByName: names.createdBy,
    changedBy: changedSinceApproval(events),
    updatedAt: row.updatedAt.toISOString(),
    lines: lines.map((l) => ({
      id: l.id,
      lineNumber: l.lineNumber,
      materialId: l.materialId,
      description: l.description,
      unit: l.unit,
      quantity: l.quantityOrdered,
      quantityDelivered: l.quantityDelivered,
      quantityRemaining: l.quantityRemaining,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      deliveryStatus: l.deliveryStatus,
      deliveryPercentage: l.deliveryPercentage,
      notes: l.notes,
      costCode: l.costCode,
    })),
    events: events.map((e) => ({
      id: e.id,
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      user: personOf(e.userId, e.userName),
      reason: e.reason,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
