import { formatCurrency, formatMeasure, formatNumber } from "../common/numbers";
import { ukDay } from "../common/uk-dates";

/**
 * A purchase order as a PDF template draws it: plain data, no database rows, so it crosses to the PDF
 * worker and the designer's preview alike. The purchase-orders module maps an order (and the company
 * profile) to this type; the designer previews with SAMPLE_PURCHASE_ORDER. Money is a decimal string
 * as PostgreSQL's numeric gives it (exact; formatted, never summed, here), days are ISO yyyy-MM-dd.
 */
export type PurchaseOrderLine = {
  lineNumber: number;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  lineTotal: string;
};

export type PurchaseOrderDocument = {
  company: {
    name: string;
    /** PNG or JPEG as a data URL, or null: the image element's "company logo". */
    logo: string | null;
    brandColor: string | null;
    address: string | null;
    phone: string | null;
    email: string | null;
    vatNumber: string | null;
    companyNumber: string | null;
  };
  poNumber: string;
  orderDate: string | null;
  requiredDate: string | null;
  status: string;
  supplier: { name: string; contact: string | null; email: string | null; phone: string | null; address: string | null };
  contract: { name: string | null; address: string | null };
  deliveryAddress: string | null;
  deliveryInstructions: string | null;
  siteContact: string | null;
  lines: PurchaseOrderLine[];
  subtotal: string;
  vatRate: string;
  vatAmount: string;
  total: string;
  terms: string | null;
  notes: string | null;
  orderedBy: string | null;
  approvedBy: string | null;
};

type Binding = { key: string; label: string; group: string; value: (d: PurchaseOrderDocument) => string };

const day = (v: string | null) => (v ? ukDay(v) : "");
const money = (v: string) => formatCurrency(v);
const STATUS_LABELS: Record<string, string> = {
  draft: "Draft",
  pending_approval: "Pending approval",
  approved: "Approved",
  sent: "Sent",
  partially_delivered: "Partially delivered",
  delivered: "Delivered",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Every field an element can be bound to, with the label the designer's dropdown shows. */
export const PURCHASE_ORDER_BINDINGS = [
  { key: "company.name", label: "Company name", group: "Company", value: (d) => d.company.name },
  { key: "company.address", label: "Company address", group: "Company", value: (d) => d.company.address ?? "" },
  { key: "company.phone", label: "Company phone", group: "Company", value: (d) => d.company.phone ?? "" },
  { key: "company.email", label: "Company email", group: "Company", value: (d) => d.company.email ?? "" },
  { key: "company.vatNumber", label: "Company VAT number", group: "Company", value: (d) => d.company.vatNumber ?? "" },
  { key: "company.companyNumber", label: "Company number", group: "Company", value: (d) => d.company.companyNumber ?? "" },
  { key: "poNumber", label: "PO number", group: "Order", value: (d) => d.poNumber },
  { key: "orderDate", label: "Order date", group: "Order", value: (d) => day(d.orderDate) },
  { key: "requiredDate", label: "Required by", group: "Order", value: (d) => day(d.requiredDate) },
  { key: "status", label: "Status", group: "Order", value: (d) => STATUS_LABELS[d.status] ?? d.status },
  { key: "orderedBy", label: "Ordered by", group: "Order", value: (d) => d.orderedBy ?? "" },
  { key: "approvedBy", label: "Approved by", group: "Order", value: (d) => d.approvedBy ?? "" },
  { key: "supplier.name", label: "Supplier name", group: "Supplier", value: (d) => d.supplier.name },
  { key: "supplier.contact", label: "Supplier contact", group: "Supplier", value: (d) => d.supplier.contact ?? "" },
  { key: "supplier.email", label: "Supplier email", group: "Supplier", value: (d) => d.supplier.email ?? "" },
  { key: "supplier.phone", label: "Supplier phone", group: "Supplier", value: (d) => d.supplier.phone ?? "" },
  { key: "supplier.address", label: "Supplier address", group: "Supplier", value: (d) => d.supplier.address ?? "" },
  { key: "contract.name", label: "Contract name", group: "Delivery", value: (d) => d.contract.name ?? "" },
  { key: "contract.address", label: "Contract address", group: "Delivery", value: (d) => d.contract.address ?? "" },
  { key: "deliveryAddress", label: "Delivery address", group: "Delivery", value: (d) => d.deliveryAddress ?? "" },
  { key: "deliveryInstructions", label: "Delivery instructions", group: "Delivery", value: (d) => d.deliveryInstructions ?? "" },
  { key: "siteContact", label: "Site contact", group: "Delivery", value: (d) => d.siteContact ?? "" },
  { key: "lines", label: "Order lines (table)", group: "Totals", value: (d) => `${d.lines.length} ${d.lines.length === 1 ? "line" : "lines"}` },
  { key: "subtotal", label: "Subtotal", group: "Totals", value: (d) => money(d.subtotal) },
  { key: "vatRate", label: "VAT rate", group: "Totals", value: (d) => `${formatNumber(d.vatRate, Number(d.vatRate) % 1 === 0 ? 0 : 1)}%` },
  { key: "vatAmount", label: "VAT amount", group: "Totals", value: (d) => money(d.vatAmount) },
  { key: "total", label: "Total", group: "Totals", value: (d) => money(d.total) },
  { key: "terms", label: "Terms and conditions", group: "Notes", value: (d) => d.terms ?? "" },
  { key: "notes", label: "Notes", group: "Notes", value: (d) => d.notes ?? "" },
] as const satisfies readonly Binding[];

export type BindingKey = (typeof PURCHASE_ORDER_BINDINGS)[number]["key"];
export const BINDING_KEYS = PURCHASE_ORDER_BINDINGS.map((b) => b.key) as [BindingKey, ...BindingKey[]];

/** The text a bound element shows for this order ("" for an unknown key or an empty field). */
export function bindingValue(doc: PurchaseOrderDocument, key: string): string {
  const binding = (PURCHASE_ORDER_BINDINGS as readonly Binding[]).find((b) => b.key === key);
  return binding ? binding.value(doc) : "";
}
export const bindingLabel = (key: string) => (PURCHASE_ORDER_BINDINGS as readonly Binding[]).find((b) => b.key === key)?.label ?? key;

/** The lines table's columns: widths as fractions of the element's width. */
export const LINE_COLUMNS = [
  { label: "No.", width: 0.07, align: "left", cell: (l: PurchaseOrderLine) => String(l.lineNumber) },
  { label: "Description", width: 0.41, align: "left", cell: (l: PurchaseOrderLine) => l.description },
  { label: "Qty", width: 0.1, align: "right", cell: (l: PurchaseOrderLine) => formatMeasure(l.quantity) },
  { label: "Unit", width: 0.1, align: "left", cell: (l: PurchaseOrderLine) => l.unit },
  { label: "Unit price", width: 0.15, align: "right", cell: (l: PurchaseOrderLine) => money(l.unitPrice) },
  { label: "Total", width: 0.17, align: "right", cell: (l: PurchaseOrderLine) => money(l.lineTotal) },
] as const;
