import { z } from "zod";
import { dayField } from "../common/fields";
import { idSchema as id } from "../common/ids";
import { isoDay, timestamp } from "../common/wire";
import { PO_STATUSES } from "../rules/purchase-order-status";
import { lineQuantityField, MAX_LINES, optionalText, requiredText } from "./purchase-order";

/**
 * Goods receipt (issue 14; docs/decisions/0034-goods-receipt.md): a site user books what arrived
 * against an ordered order's lines. One receipt is one GRN number, one company_po_delivery_notes
 * row per line received, and one diary delivery carrying the carbon.
 */

export const RECEIPT_LINES_MESSAGE = "Enter a quantity received for at least one line";
export const RECEIPT_QUANTITY_MESSAGE = "Quantity received must be greater than 0";
export const RECEIPT_LINE_MESSAGE = "This line is not on the order";
export const RECEIPT_DUPLICATE_MESSAGE = "Each line can be received once per receipt";
export const RECEIPT_STATUS_MESSAGE = "Goods can only be received against an ordered or partially delivered order";
export const RECEIPT_PHOTO_MESSAGE = "The photo of the delivery note was not found on this contract";
export const RECEIPT_NOT_FOUND_MESSAGE = "Goods receipt not found";
export const REVERSAL_REASON_MESSAGE = "A reason is required to reverse a receipt";
export const REVERSAL_STATUS_MESSAGE = "Only a receipt on a partially or fully delivered order can be reversed";

export const receiptLineInputSchema = z.object({
  lineId: id(RECEIPT_LINE_MESSAGE),
  quantity: lineQuantityField(RECEIPT_QUANTITY_MESSAGE),
});

export const receiptInputSchema = z.object({
  deliveryDate: dayField("Delivery date"),
  deliveryNoteNumber: optionalText("Delivery note number", 100),
  receivedBy: requiredText("Received by", 200),
  qualityPassed: z.boolean({ error: "Say whether the quality check passed" }).default(true),
  qualityNotes: optionalText("Quality notes", 2000),
  /** A photo of the supplier's note, uploaded first to the contract's files (POST /api/files). */
  photoFileId: z.preprocess((v) => (v === "" ? null : v), id(RECEIPT_PHOTO_MESSAGE).nullish()),
  lines: z.array(receiptLineInputSchema, { error: RECEIPT_LINES_MESSAGE }).min(1, RECEIPT_LINES_MESSAGE).max(MAX_LINES, RECEIPT_LINES_MESSAGE),
});
export type ReceiptInput = z.output<typeof receiptInputSchema>;
export type ReceiptBody = z.input<typeof receiptInputSchema>;

const qty = z.string().describe("Exact decimal, 3 places");

/**
 * POST /api/purchase-orders/:id/receipts/:grnNumber/reverse (decision 0050): a receipt booked in error
 * is reversed, with its reason, rather than its diary delivery deleted on its own.
 */
export const receiptParams = z.object({
  id: id("Purchase order not found"),
  grnNumber: z
    .string()
    .trim()
    .regex(/^GRN-\d{4}-\d{4,}$/, RECEIPT_NOT_FOUND_MESSAGE),
});
export const reverseReceiptSchema = z.object({ reason: requiredText("Reason", 1000, REVERSAL_REASON_MESSAGE) });
export type ReverseReceiptBody = z.input<typeof reverseReceiptSchema>;

export const receiptSchema = z.object({
  grnNumber: z.string(),
  deliveryDate: isoDay,
  noteNumber: z.string().nullable(),
  receivedBy: z.string(),
  qualityPassed: z.boolean(),
  qualityNotes: z.string().nullable(),
  photoFileId: z.number().int().nullable(),
  /** The photo's file name and type as uploaded (a picture shows as a thumbnail; anything else as a link). */
  photoName: z.string().nullable(),
  photoType: z.string().nullable(),
  onTime: z.boolean().nullable(),
  /** The diary delivery the receipt created (null when the order has no contract to log it on). */
  deliveryId: z.number().int().nullable(),
  projectSlug: z.string().nullable(),
  createdAt: timestamp,
  /** Set once the receipt has been reversed: its quantities and its diary delivery no longer count. */
  reversal: z.object({ at: timestamp, by: z.string().nullable(), reason: z.string() }).nullable(),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      lineNumber: z.number().int(),
      description: z.string(),
      unit: z.string().nullable(),
      quantityOrdered: qty,
      quantityDelivered: qty,
      isPartialDelivery: z.boolean(),
    }),
  ),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptListSchema = z.object({ items: z.array(receiptSchema) });

export const receiptResultSchema = z.object({ receipt: receiptSchema, orderStatus: z.enum(PO_STATUSES) });
