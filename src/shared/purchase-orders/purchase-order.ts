import { z } from "zod";
import { DEFAULT_TRANSPORT_CATEGORY, TRANSPORT_CATEGORIES } from "../carbon/carbon";
import { decimalField, MONEY_12_2, optionalDay, optionalText, QUANTITY_12_3, requiredDecimalField, requiredText } from "../common/fields";
import { idSchema as id } from "../common/ids";
import { readDecimal } from "../common/decimal";
import { decimalPlaces, parsePence, toDecimal, VAT_RATES } from "../common/money";
import { formatCount } from "../common/numbers";
import { pageQuery } from "../common/paging";
import { PO_STATUSES } from "../rules/purchase-order-status";

/**
 * The purchase order (data-model.md §3 company_purchase_orders, §5 "Purchase order" and "PO line
 * item"): one schema for the order form and POST/PUT /api/purchase-orders. Only what a person types
 * is accepted; the number, status, subtotal, VAT, total, line totals and delivery fields are the
 * server's (an unknown key is dropped, never stored).
 */

export const PO_CATEGORIES = [
  { value: "materials", label: "Materials" },
  { value: "labour", label: "Labour" },
  { value: "plant", label: "Plant" },
  { value: "waste", label: "Waste" },
  { value: "energy", label: "Energy" },
  { value: "other", label: "Other" },
] as const;
export type PoCategory = (typeof PO_CATEGORIES)[number]["value"];
export const PO_CATEGORY_KEYS = PO_CATEGORIES.map((c) => c.value) as [PoCategory, ...PoCategory[]];
export const poCategoryLabel = (key: string) => PO_CATEGORIES.find((c) => c.value === key)?.label ?? key;

/** One list of transport categories: the diary delivery's (a receipt's delivery carries the order's). */
export { DEFAULT_TRANSPORT_CATEGORY, TRANSPORT_CATEGORIES };

export const MAX_LINES = 200;
export const QUANTITY_MESSAGE = "Quantity must be greater than 0";
export const UNIT_PRICE_MESSAGE = "Unit price cannot be negative";
export const TEMPLATE_NOT_FOUND_MESSAGE = "Template not found";
/** Send to supplier with no address to send to (400). */
export const RESEND_REASON_MESSAGE = "This order has already been sent. Give a reason to send it again.";
export const NO_SUPPLIER_EMAIL_MESSAGE = "This order has no supplier email. Add one to the order or to the supplier's record, then send it.";
/** GET /api/purchase-orders/budget to a reader without Contracts view (decision 0052). */
export const BUDGET_NEEDS_CONTRACTS_MESSAGE = "A contract's budget is shown only to roles that can view contracts";
export const BUDGET_REASON_MESSAGE = "Give a reason for going over the contract's budget";
export const SUPPLIER_NOT_FOUND_MESSAGE = "Supplier not found";
export const MATERIAL_NOT_FOUND_MESSAGE = "Material not found";
export const VAT_MESSAGE = "VAT rate must be 0, 5 or 20";

/** The text fields' primitives, re-exported for the order's other schemas (receipts, invoices). */
export { optionalText, requiredText };

/**
 * The order's transport (its diary deliveries' transport carbon, decision 0034): distance one way in
 * km and the load in tonnes, both numeric(12,3) and optional; "" is not given.
 */
export const MAX_TRANSPORT_KM = 10_000;
export const MAX_TRANSPORT_TONNES = 100_000;
const optionalQuantity = (label: string, unit: string, max: number) => {
  const notNumber = `${label} must be a number of ${unit}, 0 or more`;
  return decimalField(label, QUANTITY_12_3, {
    example: "12.5",
    min: { value: "0", message: notNumber },
    max: { value: String(max), message: `${label} must be ${formatCount(max)} ${unit} or less` },
    messages: { notNumber },
  });
};
export const transportDistanceField = optionalQuantity("Transport distance", "km", MAX_TRANSPORT_KM);
export const transportWeightField = optionalQuantity("Transport weight", "tonnes", MAX_TRANSPORT_TONNES);

/** A line's quantity (numeric 12,3), ordered or received: at least 0.001; blank, 0 or negative is `message`. */
export const lineQuantityField = (message: string) =>
  requiredDecimalField(
    "Quantity",
    QUANTITY_12_3,
    { example: "2.5", min: { value: "0.001", message }, messages: { tooLarge: "Quantity is too large" } },
    message,
  );

export const lineInputSchema = z.object({
  materialId: z.preprocess((v) => (v === "" ? null : v), id(MATERIAL_NOT_FOUND_MESSAGE).nullish()),
  description: requiredText("Description", 500),
  unit: optionalText("Unit", 30),
  quantity: lineQuantityField(QUANTITY_MESSAGE),
  unitPrice: requiredDecimalField(
    "Unit price",
    MONEY_12_2,
    { example: "12.50", min: { value: "0", message: UNIT_PRICE_MESSAGE }, messages: { tooLarge: "Unit price is too large" } },
    UNIT_PRICE_MESSAGE,
  ),
  notes: optionalText("Line notes", 1000),
  /** The job's cost code (as a material request's, data-model.md §5: at most 100); cost analysis groups by it (decision 0081). */
  costCode: optionalText("Cost code", 100),
});
export type LineInput = z.output<typeof lineInputSchema>;
export type LineFormValues = z.input<typeof lineInputSchema>;

/** POST /api/purchase-orders and PUT /api/purchase-orders/:id (a draft's whole content). */
export const purchaseOrderInputSchema = z.object({
  projectId: z.preprocess((v) => (v === "" ? null : v), id("Project not found").nullish()),
  supplierId: z.preprocess((v) => (v === "" ? null : v), id(SUPPLIER_NOT_FOUND_MESSAGE).nullish()),
  supplier: requiredText("Supplier", 200),
  supplierContact: optionalText("Supplier contact", 100),
  supplierEmail: optionalText("Supplier email", 254).refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "Supplier email is not valid"),
  supplierPhone: optionalText("Supplier phone", 30),
  supplierAddress: optionalText("Supplier address", 500),
  orderedBy: requiredText("Ordered by", 100),
  requiredDate: optionalDay("Required date"),
  poCategory: z.enum(PO_CATEGORY_KEYS, { error: "Category must be labour, plant, waste, energy, materials or other" }).default("other"),
  vatRate: z
    .union([z.string(), z.number()], { error: VAT_MESSAGE })
    .transform((v, ctx) => {
      // "20", 20 and "20.00" are the same rate; anything but 0, 5 or 20 is refused, "20.001" too (never rounded).
      const read = readDecimal(v, { label: "VAT rate", scale: 2, whole: 3, example: "20" });
      const rate = VAT_RATES.find((r) => "value" in read && read.value === `${r}.00`);
      if (rate) return rate;
      ctx.addIssue({ code: "custom", message: VAT_MESSAGE });
      return z.NEVER;
    })
    .default("20"),
  transportCategory: z.enum(TRANSPORT_CATEGORIES, { error: "Choose a transport category from the list" }).default(DEFAULT_TRANSPORT_CATEGORY),
  transportDistance: transportDistanceField,
  transportWeight: transportWeightField,
  deliveryAddress: optionalText("Delivery address", 500),
  deliveryInstructions: optionalText("Delivery instructions", 1000),
  siteContactName: optionalText("Site contact", 100),
  siteContactPhone: optionalText("Site contact phone", 30),
  notes: optionalText("Notes", 2000),
  terms: optionalText("Terms", 2000),
  budgetOverrunReason: optionalText("Budget overrun reason", 1000),
  /** The PDF template the order is drawn with; none means the default purchase order template. */
  templateId: z.preprocess((v) => (v === "" ? null : v), id(TEMPLATE_NOT_FOUND_MESSAGE).nullish()),
  lines: z
    .array(lineInputSchema, { error: "Add at least one line" })
    .min(1, "Add at least one line")
    .max(MAX_LINES, `An order can have at most ${MAX_LINES} lines`),
});
export type PurchaseOrderInput = z.output<typeof purchaseOrderInputSchema>;
export type PurchaseOrderFormValues = z.input<typeof purchaseOrderInputSchema>;

export const poIdParams = z.object({ id: id("Purchase order not found") });

/** POST /api/purchase-orders/:id/reject: the reason is required and kept with the order and its history. */
export const rejectSchema = z.object({
  reason: requiredText("Reason", 1000, "A reason is required to reject an order"),
});
/** POST …/order (Send to supplier): the reason is required once the order has been emailed (the server knows); a first send may have no body. */
export const sendOrderSchema = z.object({ reason: optionalText("Reason", 1000) }).nullish();
/** POST …/approve and …/cancel: an optional note. */
export const stepNoteSchema = z.object({ note: optionalText("Note", 1000) });

export const listPurchaseOrdersQuery = pageQuery.extend({
  q: z.string().trim().max(100, "Search must be 100 characters or fewer").optional(),
  status: z.enum(PO_STATUSES, { error: "Invalid status" }).optional(),
  projectId: id("Project not found").optional(),
  supplierId: id(SUPPLIER_NOT_FOUND_MESSAGE).optional(),
  category: z.enum(PO_CATEGORY_KEYS, { error: "Category must be labour, plant, waste, energy, materials or other" }).optional(),
});
export type ListPurchaseOrdersQuery = z.output<typeof listPurchaseOrdersQuery>;

/** The answers' schemas live beside this file; they are re-exported so each import stays one line. */
export * from "./purchase-order-views";

/** Money on the wire is the exact decimal string ("12400.00"), never a float. */
const money = z.string().describe("Exact decimal, 2 places");

/** The largest threshold or approval limit accepted: well inside the 15,2 columns that keep them. */
const MAX_APPROVAL_PENCE = 99_999_999_999_999n;

/** GET/PUT /api/purchase-orders/approval-settings: the threshold and the role bands (decision 0029). */
export const approvalBandSchema = z.object({
  role: z.string().min(1, "Role is required"),
  maxAmount: z.union([z.string(), z.number(), z.null()]).transform((v, ctx) => {
    if (v === null || v === "") return null;
    const p = parsePence(v);
    if (p === null || p <= 0n || decimalPlaces(v) > 2 || p > MAX_APPROVAL_PENCE) {
      ctx.addIssue({ code: "custom", message: "Approval limit must be an amount above 0 with at most 2 decimal places, or empty for any amount" });
      return z.NEVER;
    }
    return toDecimal(p);
  }),
});
export const approvalSettingsInputSchema = z.object({
  threshold: z.union([z.string(), z.number()], { error: "Approval threshold must be an amount of 0 or more" }).transform((v, ctx) => {
    const p = parsePence(v);
    if (p === null || p < 0n || decimalPlaces(v) > 2 || p > MAX_APPROVAL_PENCE) {
      ctx.addIssue({ code: "custom", message: "Approval threshold must be an amount of 0 or more" });
      return z.NEVER;
    }
    return toDecimal(p);
  }),
  bands: z.array(approvalBandSchema).max(20, "At most 20 approval bands"),
});
export type ApprovalSettingsInput = z.output<typeof approvalSettingsInputSchema>;
export const approvalSettingsSchema = z
  .object({
    threshold: money,
    bands: z.array(z.object({ role: z.string(), maxAmount: money.nullable() })),
    roles: z.array(z.string()).describe("The roles a band may name"),
  })
  .meta({ id: "PurchaseOrderApprovalSettings" });
export type ApprovalSettings = z.output<typeof approvalSettingsSchema>;

/** GET /api/purchase-orders/budget: the contract's budget head for a category, and what is committed against it. */
export const budgetQuery = z.object({
  projectId: id("Project not found"),
  category: z.enum(PO_CATEGORY_KEYS, { error: "Category must be labour, plant, waste, energy, materials or other" }),
  excludeOrderId: id("Purchase order not found").optional(),
});
export const budgetSummarySchema = z
  .object({
    projectId: z.number().int(),
    category: z.string(),
    /** Null when the category has no budget head (other) or the contract has none set. */
    budget: money.nullable(),
    committed: money,
    committedOrders: z.number().int(),
  })
  .meta({ id: "PurchaseOrderBudget" });
export type BudgetSummary = z.output<typeof budgetSummarySchema>;

/** GET /api/purchase-orders/lookups: the suppliers, contracts and materials the order form picks from. */
export const lookupQuery = z.object({ q: z.string().trim().max(100, "Search must be 100 characters or fewer").optional() });
export const lookupsSchema = z.object({
  suppliers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      contactPerson: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
    }),
  ),
  /** A contract's address is left out (null) for a reader without Contracts view (decision 0015). */
  projects: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable(), address: z.string().nullable() })),
  /** The live, active purchase order templates the order may be drawn with (the default first). */
  templates: z.array(z.object({ id: z.number().int(), name: z.string(), isDefault: z.boolean() })),
  materials: z.array(
    z.object({ id: z.number().int(), description: z.string(), unit: z.string().nullable(), purchaseCost: money, supplierId: z.number().int().nullable() }),
  ),
});
export type PoLookups = z.output<typeof lookupsSchema>;
