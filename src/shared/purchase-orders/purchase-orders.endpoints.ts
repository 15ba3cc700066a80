import { endpoint, fileResponse, multipart, under, type Changes } from "../common/contract";
import {
  approvalSettingsInputSchema,
  approvalSettingsSchema,
  budgetQuery,
  budgetSummarySchema,
  listPurchaseOrdersQuery,
  lookupQuery,
  lookupsSchema,
  poDetailSchema,
  poIdParams,
  poListSchema,
  purchaseOrderInputSchema,
  rejectSchema,
  sendOrderSchema,
  stepNoteSchema,
} from "./purchase-order";
import { receiptInputSchema, receiptListSchema, receiptParams, receiptResultSchema, reverseReceiptSchema } from "./goods-receipt";
import { invoiceInputSchema } from "./po-invoice";
import { poFileParams, poQuoteFieldsSchema, poQuoteListSchema, poQuoteParams } from "./po-quote";
import { recordEndpoints } from "../common/record-endpoints";

const order = recordEndpoints("purchase-orders", "Purchase Orders", poIdParams);

/**
 * Purchase orders (issue 14; docs/decisions/0028-0030) under the Purchase Orders page permission.
 * Status steps are their own routes so each can be guarded and audited on its own; an illegal step
 * is 409 with the reason.
 */
export const purchaseOrdersEndpoints = {
  list: order.list(
    "Purchase orders, newest first, paged; search by number or supplier, filter by status, contract, supplier and category",
    listPurchaseOrdersQuery,
    poListSchema,
  ),
  create: order.create(
    "Draft a purchase order with its lines; the number (PO-YYYY-NNNN) and all totals are the server's",
    purchaseOrderInputSchema,
    poDetailSchema,
  ),
  lookups: endpoint({
    method: "GET",
    path: "/api/purchase-orders/lookups",
    access: ["Purchase Orders", "view"],
    summary: "The suppliers, live contracts and active materials the order form picks from (up to 50 each, by name)",
    query: lookupQuery,
    response: lookupsSchema,
  }),
  budget: endpoint({
    method: "GET",
    path: "/api/purchase-orders/budget",
    access: ["Purchase Orders", "view"],
    summary: "A contract's budget head for a category and what other approved, ordered or delivered orders have committed against it",
    query: budgetQuery,
    response: budgetSummarySchema,
  }),
  approvalSettings: endpoint({
    method: "GET",
    path: "/api/purchase-orders/approval-settings",
    access: ["Purchase Orders", "view"],
    summary: "The approval threshold and which roles may approve up to what amount",
    response: approvalSettingsSchema,
  }),
  saveApprovalSettings: endpoint({
    method: "PUT",
    path: "/api/purchase-orders/approval-settings",
    access: "admin",
    summary: "Set the approval threshold and the role bands (administrator only)",
    body: approvalSettingsInputSchema,
    response: approvalSettingsSchema,
  }),
  get: order.get("One purchase order with its lines and history", poDetailSchema),
  update: endpoint({
    method: "PUT",
    path: "/api/purchase-orders/:id",
    access: ["Purchase Orders", "edit"],
    summary: "Replace a draft order's fields and lines (409 once it has left draft)",
    params: poIdParams,
    body: purchaseOrderInputSchema,
    response: poDetailSchema,
  }),
  submit: endpoint({
    method: "POST",
    path: "/api/purchase-orders/:id/submit",
    access: ["Purchase Orders", "edit"],
    summary: "Send a draft at or over the approval threshold for approval",
    params: poIdParams,
    response: poDetailSchema,
  }),
  approve: endpoint({
    method: "POST",
    path: "/api/purchase-orders/:id/approve",
    access: ["Purchase Orders", "edit"],
    summary: "Approve an order pending approval (a role whose band covers its total; never the person who raised it)",
    params: poIdParams,
    body: stepNoteSchema,
    response: poDetailSchema,
  }),
  reject: endpoint({
    method: "POST",
    path: "/api/purchase-orders/:id/reject",
    access: ["Purchase Orders", "edit"],
    summary: "Reject an order pending approval with a reason; it returns to draft",
    params: poIdParams,
    body: rejectSchema,
    response: poDetailSchema,
  }),
  markOrdered: endpoint({
    method: "POST",
    path: "/api/purchase-orders/:id/order",
    access: ["Purchase Orders", "edit"],
    summary:
      "Send to supplier: email the order's PDF to the supplier (the order's email, else the supplier record's; 400 when there is none) and mark it ordered; an ordered order is sent again, with a reason (400 without one). One needing approval must be approved first. At most 3 sends per order a day and 30 per user an hour (429)",
    params: poIdParams,
    body: sendOrderSchema,
    response: poDetailSchema,
  }),
  pdf: endpoint({
    method: "GET",
    path: "/api/purchase-orders/:id/pdf",
    access: ["Purchase Orders", "view"],
    summary: "The order as a PDF, drawn with its template (or the default purchase order template)",
    params: poIdParams,
    response: fileResponse("application/pdf"),
  }),
  cancel: endpoint({
    method: "POST",
    path: "/api/purchase-orders/:id/cancel",
    access: ["Purchase Orders", "edit"],
    summary: "Cancel an order that has had no deliveries",
    params: poIdParams,
    body: stepNoteSchema,
    response: poDetailSchema,
  }),
  remove: order.remove("Delete a draft or cancelled order (to Delete Records)", "delete"),
  receipts: endpoint({
    method: "GET",
    path: "/api/purchase-orders/:id/receipts",
    access: ["Purchase Orders", "view"],
    summary: "The order's goods receipts (GRNs), newest first, with the lines each received and its diary delivery",
    params: poIdParams,
    response: receiptListSchema,
  }),
  receive: endpoint({
    method: "POST",
    path: "/api/purchase-orders/:id/receipts",
    // Receiving logs a diary delivery, so it needs the diary's right (Contracts create); the service
    // also requires Purchase Orders view (docs/decisions/0034-goods-receipt.md).
    access: ["Contracts", "create"],
    summary: "Receive goods against an ordered or partially delivered order: one GRN, the lines' quantities, the diary delivery with its carbon",
    params: poIdParams,
    body: receiptInputSchema,
    response: receiptResultSchema,
    status: 201,
  }),
  reverseReceipt: endpoint({
    method: "POST",
    path: "/api/purchase-orders/:id/receipts/:grnNumber/reverse",
    // Who may receive may reverse (decision 0050); the service also requires Purchase Orders view.
    access: ["Contracts", "create"],
    summary:
      "Reverse a goods receipt booked in error, with a reason: its diary delivery and carbon go, the lines' received quantities and the order's delivery status return to what the other receipts make",
    params: receiptParams,
    body: reverseReceiptSchema,
    response: receiptResultSchema,
  }),
  recordInvoice: endpoint({
    method: "PUT",
    path: "/api/purchase-orders/:id/invoice",
    access: ["Purchase Orders", "edit"],
    summary:
      "Record (or correct) the supplier's invoice: number, date and amount including VAT, once the order has been sent (409 before, or on a cancelled order)",
    params: poIdParams,
    body: invoiceInputSchema,
    response: poDetailSchema,
  }),
  clearInvoice: endpoint({
    method: "DELETE",
    path: "/api/purchase-orders/:id/invoice",
    access: ["Purchase Orders", "edit"],
    summary: "Remove the invoice recorded on an order (409 when none is recorded)",
    params: poIdParams,
    response: poDetailSchema,
  }),
  quotes: endpoint({
    method: "GET",
    path: "/api/purchase-orders/:id/quotes",
    access: ["Purchase Orders", "view"],
    summary: "The suppliers' quotes attached to the order: valid ones cheapest first, expired ones after",
    params: poIdParams,
    response: poQuoteListSchema,
  }),
  addQuote: endpoint({
    method: "POST",
    path: "/api/purchase-orders/:id/quotes",
    access: ["Purchase Orders", "edit"],
    summary: "Attach a supplier's quote (price for the order, dates, reference, notes) with an optional PDF or image",
    params: poIdParams,
    body: multipart(1, poQuoteFieldsSchema),
    response: poQuoteListSchema,
    status: 201,
  }),
  removeQuote: endpoint({
    method: "DELETE",
    path: "/api/purchase-orders/:id/quotes/:quoteId",
    access: ["Purchase Orders", "edit"],
    summary: "Delete a quote attached to the order (and its document)",
    params: poQuoteParams,
    response: poQuoteListSchema,
  }),
  fileContent: endpoint({
    method: "GET",
    path: "/api/purchase-orders/:id/files/:fileId",
    access: ["Purchase Orders", "view"],
    summary: "The bytes of a document attached to the order (a quote's PDF or image)",
    params: poFileParams,
    response: fileResponse("application/octet-stream"),
  }),
};

/**
 * What a change to an order changes (decision 0062): the lists, the pickers, the budgets and the
 * approval settings, and the orders' receipts and quotes. The order itself comes in the answer.
 */
export const purchaseOrdersChanges: Changes = [
  purchaseOrdersEndpoints.list,
  purchaseOrdersEndpoints.lookups,
  purchaseOrdersEndpoints.budget,
  purchaseOrdersEndpoints.approvalSettings,
  purchaseOrdersEndpoints.receipts,
  purchaseOrdersEndpoints.quotes,
];

/** What booking or reversing a receipt changes: every order read, the order included (its status, values and lines move). */
export const receiptsChanges: Changes = [under(purchaseOrdersEndpoints.list)];
