import { expiryState } from "@shared/common/expiry";
import {
  INSURANCE_WARNING_DAYS,
  supplierTypeLabel,
  type InsuranceState,
  type SupplierContract,
  type SupplierDelivery,
  type SupplierDetail,
  type SupplierOrder,
  type SupplierRating,
  type SupplierView,
} from "@shared/suppliers/supplier";
import type { listContracts, listOrders, listRatings, receiptsOf, SupplierRow } from "./suppliers.repository";

/** The one expiry rule (common/expiry.ts); insurance with no date recorded is unknown. */
export function insuranceState(expiry: string | null, today: string): InsuranceState {
  const state = expiryState(expiry, today, INSURANCE_WARNING_DAYS);
  return state === "none" ? "unknown" : state;
}

export function presentSupplier(s: SupplierRow, today: string): SupplierView {
  return {
    id: s.id,
    name: s.name,
    code: s.code,
    contactPerson: s.contactPerson,
    email: s.email,
    phone: s.phone,
    address: s.address,
    city: s.city,
    postcode: s.postcode,
    country: s.country,
    supplierType: s.supplierType,
    supplierTypeLabel: supplierTypeLabel(s.supplierType),
    specializations: s.specializations,
    certifications: s.certifications,
    insuranceExpiry: s.insuranceExpiry,
    insuranceState: insuranceState(s.insuranceExpiry, today),
    vatNumber: s.vatNumber,
    companyNumber: s.companyNumber,
    performanceRating: s.performanceRating,
    qualityRating: s.qualityRating,
    deliveryRating: s.deliveryRating,
    totalSpend: s.totalSpend,
    orderCount: s.orderCount,
    paymentTerms: s.paymentTerms,
    creditLimit: s.creditLimit,
    discountRate: s.discountRate,
    status: s.status,
    notes: s.notes,
    createdBy: s.createdBy,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function presentDetail(s: SupplierRow, today: string, counts: { ratings: number; receipts: number; contracts: number }): SupplierDetail {
  return { ...presentSupplier(s, today), ratingCount: counts.ratings, receiptCount: counts.receipts, contractCount: counts.contracts };
}

type ContractRow = Awaited<ReturnType<typeof listContracts>>["rows"][number];
export const presentContract = ({ link, project }: ContractRow): SupplierContract => ({
  projectId: project.id,
  name: project.name,
  slug: project.slug,
  code: project.code,
  status: link.status,
  assignedAt: link.assignedAt.toISOString(),
  totalSpent: link.totalSpent,
  orderCount: link.orderCount,
  notes: link.notes,
});

type OrderRow = Awaited<ReturnType<typeof listOrders>>["rows"][number];
export const presentOrder = ({ order, project }: OrderRow): SupplierOrder => ({
  id: order.id,
  poNumber: order.poNumber,
  status: order.status,
  // A contract in the recycle bin is not linked to.
  project: project && !project.deletedAt ? { id: project.id, name: project.name, slug: project.slug } : null,
  orderedDate: order.orderedDate,
  requiredDate: order.requiredDate,
  totalAmount: order.totalAmount,
  deliveryStatus: order.deliveryStatus,
});

type ReceiptRow = Awaited<ReturnType<typeof receiptsOf>>[number];
export const presentReceipt = (r: ReceiptRow): SupplierDelivery => ({
  grnNumber: r.grnNumber,
  poNumber: r.poNumber,
  deliveryDate: r.deliveryDate,
  receivedBy: r.receivedBy,
  lines: Number(r.lines),
  onTime: r.onTime,
  complete: Boolean(r.complete),
  qualityPassed: Boolean(r.qualityPassed),
});

type RatingRow = Awaited<ReturnType<typeof listRatings>>["rows"][number];
export const presentRating = ({ rating, userName }: RatingRow): SupplierRating => ({
  id: rating.id,
  performanceRating: rating.performanceRating,
  qualityRating: rating.qualityRating,
  note: rating.note,
  ratedBy: rating.ratedBy !== null && userName ? { id: rating.ratedBy, name: userName } : null,
  createdAt: rating.createdAt.toISOString(),
});
