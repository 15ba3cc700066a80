import { z } from "zod";
import { pageOf } from "../common/paging";
import { isoDay, personRef, timestamp } from "../common/wire";
import { PO_STATUSES } from "../rules/purchase-order-status";

/** What the purchase-order endpoints answer: an order, its lines, events and expected carbon, and the list. */
/** Money on the wire is the exact decimal string ("12400.00"), never a float. */
const money = z.string().describe("Exact decimal, 2 places");
const qty = z.string().describe("Exact decimal, 3 places");
/** data-model.md §3: an order's and each line's delivery percentage, as stored ("60.00"). */
const percentage = z.string().describe("Exact decimal, 2 places, 0.00 to 100.00");

export const poLineViewSchema = z
  .object({
    id: z.number().int(),
    lineNumber: z.number().int(),
    materialId: z.number().int().nullable(),
    description: z.string(),
    unit: z.string().nullable(),
    quantity: qty,
    quantityDelivered: qty,
    quantityRemaining: qty,
    unitPrice: money,
    lineTotal: money,
    deliveryStatus: z.string(),
    /** Of the quantity ordered. */
    deliveryPercentage: percentage,
    notes: z.string().nullable(),
    /** The job's cost code the line is booked to (decision 0081). */
    costCode: z.string().nullable(),
  })
  .meta({ id: "PurchaseOrderLine" });

export const poEventViewSchema = z
  .object({
    id: z.number().int(),
    action: z.string(),
    fromStatus: z.string().nullable(),
    toStatus: z.string().nullable(),
    user: personRef.nullable(),
    reason: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "PurchaseOrderEvent" });

/**
 * The carbon the order implies when it is all delivered (worked out when the draft is saved): each
 * line's material factor × its weight, and transport from distance × load × the vehicle's factor, as
 * the diary deliveries of its receipts will be. Null figures are the ones that could not be worked out.
 */
export const poExpectedCarbonSchema = z
  .object({
    /** Tonnes: the weighed lines (quantity × their material's weight per unit). */
    totalWeight: qty.nullable(),
    materialKg: z.number().nullable(),
    transportKg: z.number().nullable(),
    totalKg: z.number().nullable(),
    /** How many lines carry a material figure, of how many. */
    linesWithCarbon: z.number().int(),
    lines: z.number().int(),
  })
  .meta({ id: "PurchaseOrderExpectedCarbon" });
export type PoExpectedCarbon = z.output<typeof poExpectedCarbonSchema>;

export const poSummarySchema = z
  .object({
    id: z.number().int(),
    poNumber: z.string(),
    status: z.enum(PO_STATUSES),
    poCategory: z.string(),
    projectId: z.number().int().nullable(),
    projectName: z.string().nullable(),
    supplierId: z.number().int().nullable(),
    supplier: z.string(),
    orderedBy: z.string(),
    orderedDate: isoDay.nullable(),
    requiredDate: isoDay.nullable(),
    subtotal: money,
    vatRate: z.string(),
    vatAmount: money,
    totalAmount: money,
    requiresApproval: z.boolean(),
    deliveryStatus: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: "PurchaseOrderSummary" });
export type PoSummary = z.output<typeof poSummarySchema>;

export const poDetailSchema = poSummarySchema
  .extend({
    /** The contract's slug while it is live: where a receipt's photo is uploaded and its diary delivery shown. */
    projectSlug: z.string().nullable(),
    supplierContact: z.string().nullable(),
    supplierEmail: z.string().nullable(),
    supplierPhone: z.string().nullable(),
    supplierAddress: z.string().nullable(),
    transportCategory: z.string().nullable(),
    /** km one way and tonnes, as typed on the order (exact, 3 places). */
    transportDistance: qty.nullable(),
    transportWeight: qty.nullable(),
    expectedCarbon: poExpectedCarbonSchema,
    /** The supplier's invoice, once recorded (decision 0042); compared on the page with deliveredValue. */
    invoice: z.object({ number: z.string(), date: isoDay, amount: money }).nullable(),
    deliveryAddress: z.string().nullable(),
    deliveryInstructions: z.string().nullable(),
    siteContactName: z.string().nullable(),
    siteContactPhone: z.string().nullable(),
    notes: z.string().nullable(),
    terms: z.string().nullable(),
    budgetOverrunReason: z.string().nullable(),
    /** The material request this order was converted from, if any. */
    materialRequestId: z.number().int().nullable(),
    templateId: z.number().int().nullable(),
    sentAt: timestamp.nullable(),
    sentTo: z.string().nullable(),
    approvalThreshold: money,
    approvedBy: personRef.nullable(),
    approvedAt: timestamp.nullable(),
    approvalNotes: z.string().nullable(),
    rejectedAt: timestamp.nullable(),
    rejectionReason: z.string().nullable(),
    /** Of the order's value before VAT (decision 0034). */
    deliveryPercentage: percentage,
    deliveredValue: money,
    remainingValue: money,
    createdBy: z.number().int().nullable(),
    createdByName: z.string().nullable(),
    /** Who changed the order since it was last approved (from its history): with the raiser, they may not approve it (decision 0052). */
    changedBy: z.array(z.number().int()),
    updatedAt: timestamp,
    lines: z.array(poLineViewSchema),
    events: z.array(poEventViewSchema),
  })
  .meta({ id: "PurchaseOrder" });
export type PoDetail = z.output<typeof poDetailSchema>;

export const poListSchema = pageOf(poSummarySchema);
export type PoList = z.output<typeof poListSchema>;
