import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { carbonEntries } from "./carbon";
import { createdAt, updatedAt } from "./columns";
import { materials } from "./materials";
import { carbonKg, money, quantity, score, total, ts, userRef } from "./procurement-columns";
import { files, projects } from "./projects";
import { suppliers } from "./suppliers";

/**
 * data-model.md §3 company_purchase_orders. Money and totals are derived on the server from the lines
 * (exact decimals); status follows the transitions of docs/decisions (purchase-order status).
 */
export const purchaseOrders = pgTable(
  "company_purchase_orders",
  {
    id: serial("id").primaryKey(),
    poNumber: text("po_number").notNull(),
    status: text("status").notNull().default("draft"),
    poCategory: text("po_category").notNull().default("other"),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    projectManagerId: userRef("project_manager_id"),
    supplierId: integer("supplier_id").references(() => suppliers.id, { onDelete: "set null" }),
    /** The supplier's name as ordered (1 to 200), kept even if the supplier record changes. */
    supplier: text("supplier").notNull(),
    supplierContact: text("supplier_contact"),
    supplierEmail: text("supplier_email"),
    supplierPhone: text("supplier_phone"),
    supplierAddress: text("supplier_address"),
    orderedBy: text("ordered_by").notNull(),
    orderedById: userRef("ordered_by_id"),
    /** yyyy-MM-dd */
    orderedDate: text("ordered_date"),
    requiredDate: text("required_date"),
    subtotal: total("subtotal").notNull().default("0.00"),
    vatRate: score("vat_rate").notNull().default("20.00"),
    vatAmount: total("vat_amount").notNull().default("0.00"),
    totalAmount: total("total_amount").notNull().default("0.00"),
    requiresApproval: boolean("requires_approval").notNull().default(false),
    approvalThreshold: total("approval_threshold").notNull().default("10000.00"),
    approvedBy: userRef("approved_by"),
    approvedByName: text("approved_by_name"),
    approvedAt: ts("approved_at"),
    approvalNotes: text("approval_notes"),
    rejectedBy: userRef("rejected_by"),
    rejectedAt: ts("rejected_at"),
    rejectionReason: text("rejection_reason"),
    /** pending | partial | complete | cancelled */
    deliveryStatus: text("delivery_status").notNull().default("pending"),
    deliveryPercentage: score("delivery_percentage").notNull().default("0.00"),
    deliveredValue: total("delivered_value").notNull().default("0.00"),
    remainingValue: total("remaining_value").notNull().default("0.00"),
    deliveryAddress: text("delivery_address"),
    deliveryInstructions: text("delivery_instructions"),
    siteContactName: text("site_contact_name"),
    siteContactPhone: text("site_contact_phone"),
    qualityCheckRequired: boolean("quality_check_required").notNull().default(false),
    qualityCheckedBy: text("quality_checked_by"),
    qualityCheckDate: text("quality_check_date"),
    qualityNotes: text("quality_notes"),
    transportDistance: quantity("transport_distance"),
    transportCategory: text("transport_category"),
    transportWeight: quantity("transport_weight"),
    totalWeight: quantity("total_weight"),
    transportEmissions: carbonKg("transport_emissions"),
    embodiedEmissions: carbonKg("embodied_emissions"),
    totalEmissions: carbonKg("total_emissions"),
    invoiceNumber: text("invoice_number"),
    invoiceDate: text("invoice_date"),
    invoiceAmount: total("invoice_amount"),
    /** Why the order may take its budget head over (kept with the order). */
    budgetOverrunReason: text("budget_overrun_reason"),
    materialRequestId: integer("material_request_id"),
    templateId: integer("template_id"),
    sentAt: ts("sent_at"),
    sentTo: text("sent_to"),
    notes: text("notes"),
    terms: text("terms"),
    createdBy: userRef("created_by"),
    updatedBy: userRef("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts("deleted_at"),
    /** What the list's search reads (as materials.search_text): the number and the supplier as ordered, lower-cased once when written. */
    searchText: text("search_text").generatedAlwaysAs(sql`lower(po_number || chr(31) || supplier)`),
  },
  (t) => [
    uniqueIndex("purchase_orders_number_idx").on(t.poNumber),
    index("purchase_orders_created_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("purchase_orders_status_idx")
      .on(t.status, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index("purchase_orders_project_idx").on(t.projectId, t.poCategory, t.status),
    index("purchase_orders_supplier_idx").on(t.supplierId, t.status),
    // An entry names an order by its number, or an energy bill by the order's invoice number, as typed (decision 0081).
    index("purchase_orders_number_key_idx").on(sql`upper(trim(${t.poNumber}))`),
    index("purchase_orders_invoice_key_idx")
      .on(sql`upper(trim(${t.invoiceNumber}))`)
      .where(sql`${t.invoiceNumber} is not null`),
  ],
);

/** data-model.md §3 company_po_line_items: quantities 12,3, money exact, carbon per unit and in total. */
export const purchaseOrderLines = pgTable(
  "company_po_line_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: "cascade" }),
    lineNumber: integer("line_number").notNull(),
    materialId: integer("material_id").references(() => materials.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    unit: text("unit"),
    quantityOrdered: quantity("quantity_ordered").notNull(),
    quantityDelivered: quantity("quantity_delivered").notNull().default("0.000"),
    quantityRemaining: quantity("quantity_remaining").notNull().default("0.000"),
    unitPrice: money("unit_price").notNull(),
    lineTotal: total("line_total").notNull(),
    deliveredValue: total("delivered_value").notNull().default("0.00"),
    weightPerUnit: quantity("weight_per_unit"),
    weightUnit: text("weight_unit"),
    totalWeight: quantity("total_weight"),
    carbonFactorId: integer("carbon_factor_id"),
    carbonPerUnit: carbonKg("carbon_per_unit"),
    totalCarbon: carbonKg("total_carbon"),
    /** pending | partial | complete */
    deliveryStatus: text("delivery_status").notNull().default("pending"),
    deliveryPercentage: score("delivery_percentage").notNull().default("0.00"),
    expectedDeliveryDate: text("expected_delivery_date"),
    actualDeliveryDate: text("actual_delivery_date"),
    qualityIssues: boolean("quality_issues").notNull().default(false),
    qualityNotes: text("quality_notes"),
    deliveryNoteNumbers: text("delivery_note_numbers")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text("notes"),
    /** The job's cost code the line is booked to (at most 100), as material requests carry; cost analysis groups by it (decision 0081). */
    costCode: text("cost_code"),
  },
  (t) => [uniqueIndex("po_lines_order_line_idx").on(t.orderId, t.lineNumber), index("po_lines_material_idx").on(t.materialId)],
);

/** data-model.md §3 company_po_quotes: supplier quotes attached to an order. */
export const purchaseOrderQuotes = pgTable(
  "company_po_quotes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id").references(() => suppliers.id, { onDelete: "set null" }),
    supplier: text("supplier"),
    quoteReference: text("quote_reference"),
    fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
    quoteDate: text("quote_date"),
    expiryDate: text("expiry_date"),
    quotedPrice: total("quoted_price"),
    notes: text("notes"),
    uploadedBy: userRef("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [index("po_quotes_order_idx").on(t.orderId)],
);

/**
 * data-model.md §3 company_po_delivery_notes: one row per line received in a goods receipt; the
 * rows of one receipt share its GRN number. carbonEntryId is the diary delivery it created.
 */
export const purchaseOrderDeliveryNotes = pgTable(
  "company_po_delivery_notes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: "cascade" }),
    lineItemId: integer("line_item_id")
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: "cascade" }),
    noteNumber: text("note_number"),
    fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
    deliveryDate: text("delivery_date").notNull(),
    receivedBy: text("received_by").notNull(),
    receivedById: userRef("received_by_id"),
    isAutoGenerated: boolean("is_auto_generated").notNull().default(false),
    grnNumber: text("grn_number").notNull(),
    quantityOrdered: quantity("quantity_ordered").notNull(),
    quantityDelivered: quantity("quantity_delivered").notNull(),
    isPartialDelivery: boolean("is_partial_delivery").notNull().default(false),
    qualityPassed: boolean("quality_passed").notNull().default(true),
    qualityNotes: text("quality_notes"),
    onTime: boolean("on_time"),
    carbonEntryId: integer("carbon_entry_id").references(() => carbonEntries.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** A reversed receipt (decision 0050) stays on record: when, by whom and why; its quantities no longer count. */
    reversedAt: ts("reversed_at"),
    reversedById: userRef("reversed_by_id"),
    reversedBy: text("reversed_by"),
    reversalReason: text("reversal_reason"),
  },
  (t) => [
    index("po_delivery_notes_order_idx").on(t.orderId, t.createdAt),
    index("po_delivery_notes_grn_idx").on(t.grnNumber),
    // A diary delivery asks whether a receipt made it (decision 0050), and deleting one clears this link.
    index("po_delivery_notes_carbon_entry_idx")
      .on(t.carbonEntryId)
      .where(sql`${t.carbonEntryId} is not null`),
  ],
);

/** Who moved an order between statuses, when and why (approve and reject carry their reason). */
export const purchaseOrderEvents = pgTable(
  "purchase_order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    userId: userRef("user_id"),
    userName: text("user_name"),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("purchase_order_events_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * Company-configurable approval bands: a role may approve orders whose total is at most maxAmount
 * (null: any amount). Orders below the company threshold need no approval.
 */
export const purchaseOrderApprovalBands = pgTable("purchase_order_approval_bands", {
  id: serial("id").primaryKey(),
  role: text("role").notNull().unique(),
  maxAmount: total("max_amount"),
  updatedBy: userRef("updated_by"),
  updatedAt: updatedAt(),
});

/** Per-year document numbers (PO-2026-0001, GRN-2026-0001): one row per kind and year, bumped atomically. */
export const documentSequences = pgTable(
  "document_sequences",
  {
    kind: text("kind").notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** data-model.md §3 material_requests: site staff ask for materials; a buyer converts one to a PO. */
export const materialRequests = pgTable(
  "material_requests",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    requestedBy: userRef("requested_by"),
    requestedByName: text("requested_by_name").notNull(),
    dateNeeded: text("date_needed").notNull(),
    materialDescription: text("material_description").notNull(),
    quantityEstimate: text("quantity_estimate"),
    urgencyLevel: text("urgency_level").notNull().default("normal"),
    siteLocation: text("site_location"),
    costCode: text("cost_code"),
    status: text("status").notNull().default("pending"),
    notes: text("notes"),
    convertedToPo: integer("converted_to_po").references(() => purchaseOrders.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    decidedBy: userRef("decided_by"),
    decidedAt: ts("decided_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    index("material_requests_project_idx")
      .on(t.projectId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index("material_requests_status_idx")
      .on(t.status, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** data-model.md §3 pdf_templates: the template designer's layouts (data-model.md §5 "PDF template"). */
export const pdfTemplates = pgTable(
  "pdf_templates",
  {
    id: serial("id").primaryKey(),
    userId: userRef("user_id"),
    name: text("name").notNull(),
    description: text("description"),
    templateType: text("template_type").notNull().default("purchase_order"),
    layout: jsonb("layout").notNull(),
    templateElements: jsonb("template_elements")
      .notNull()
      .default(sql`'[]'::jsonb`),
    isDefault: boolean("is_default").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    uniqueIndex("pdf_templates_default_idx")
      .on(t.templateType)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);
