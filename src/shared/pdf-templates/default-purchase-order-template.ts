import type { TemplateBody, TemplateElement } from "./pdf-template";

/**
 * The purchase order template every installation starts with (seeded as the default, bootstrap.ts):
 * an A4 UK purchase order. Logo top-left over the company block, title, PO number and dates top-right,
 * supplier and delivery boxes, the lines table, totals with VAT, terms, signatures and a footer that
 * repeats on every page (it sits in the bottom margin: pdf-template.render.ts).
 */

const INK = "#111827";
const MUTED = "#4b5563";
const BRAND = "#1e3a8a";
const RULE = "#cbd5e1";
const W = 515.28; // A4 width less 40 pt margins each side

type Extra = Pick<TemplateElement, "properties" | "dataBinding">;
const at = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
const el = (id: string, type: TemplateElement["type"], position: TemplateElement["position"], extra: Extra): TemplateElement => ({
  id,
  type,
  position,
  ...extra,
});
const text = (id: string, position: TemplateElement["position"], value: string, style: TemplateElement["properties"] = {}) =>
  el(id, "text", position, { properties: { text: value, fontSize: 9, color: INK, ...style } });
const field = (id: string, position: TemplateElement["position"], binding: TemplateElement["dataBinding"], style: TemplateElement["properties"] = {}) =>
  el(id, "field", position, { dataBinding: binding, properties: { fontSize: 9, color: INK, ...style } });
const small = { fontSize: 7.5, fontWeight: "bold", color: MUTED } as const;

export const DEFAULT_PURCHASE_ORDER_ELEMENTS: TemplateElement[] = [
  el("brand-band", "box", at(0, 0, 595.28, 8), { properties: { fill: BRAND } }),
  el("logo", "image", at(40, 30, 120, 50), { properties: { source: "logo" } }),
  field("company-name", at(40, 88, 270, 16), "company.name", { fontSize: 12, fontWeight: "bold" }),
  field("company-address", at(40, 106, 270, 22), "company.address", { fontSize: 8.5, color: MUTED }),
  field("company-phone", at(40, 130, 270, 11), "company.phone", { fontSize: 8.5, color: MUTED, label: "Tel:" }),
  field("company-email", at(40, 142, 270, 11), "company.email", { fontSize: 8.5, color: MUTED, label: "Email:" }),
  text("title", at(315.28, 30, 240, 24), "PURCHASE ORDER", { fontSize: 20, fontWeight: "bold", color: BRAND, align: "right" }),
  field("po-number", at(315.28, 62, 240, 14), "poNumber", { fontSize: 11, fontWeight: "bold", align: "right", label: "PO number:" }),
  field("order-date", at(315.28, 80, 240, 12), "orderDate", { align: "right", label: "Order date:" }),
  field("required-date", at(315.28, 94, 240, 12), "requiredDate", { align: "right", label: "Required by:" }),
  field("ordered-by", at(315.28, 108, 240, 12), "orderedBy", { align: "right", label: "Ordered by:", color: MUTED }),
  el("header-rule", "line", at(40, 162, W, 1), { properties: { stroke: BRAND, strokeWidth: 1 } }),

  el("supplier-box", "box", at(40, 174, 250, 96), { properties: { stroke: RULE, strokeWidth: 0.75 } }),
  text("supplier-heading", at(50, 182, 230, 10), "SUPPLIER", small),
  field("supplier-name", at(50, 195, 230, 13), "supplier.name", { fontSize: 10, fontWeight: "bold" }),
  field("supplier-address", at(50, 210, 230, 22), "supplier.address"),
  field("supplier-contact", at(50, 234, 230, 11), "supplier.contact", { label: "Contact:" }),
  field("supplier-email", at(50, 246, 230, 11), "supplier.email", { color: MUTED }),
  field("supplier-phone", at(50, 257, 230, 11), "supplier.phone", { color: MUTED, label: "Tel:" }),
  el("delivery-box", "box", at(305.28, 174, 250, 96), { properties: { stroke: RULE, strokeWidth: 0.75 } }),
  text("delivery-heading", at(315.28, 182, 230, 10), "DELIVER TO", small),
  field("contract-name", at(315.28, 195, 230, 13), "contract.name", { fontSize: 10, fontWeight: "bold" }),
  field("delivery-address", at(315.28, 210, 230, 22), "deliveryAddress"),
  field("site-contact", at(315.28, 234, 230, 11), "siteContact", { label: "Site contact:" }),
  field("delivery-instructions", at(40, 280, W, 22), "deliveryInstructions", { fontSize: 8.5, color: MUTED, label: "Delivery instructions:" }),

  el("lines", "table", at(40, 310, W, 180), { dataBinding: "lines", properties: { fontSize: 8.5, stroke: RULE, fill: "#f1f5f9", color: INK } }),

  text("subtotal-label", at(365.28, 502, 100, 12), "Subtotal", { align: "right", color: MUTED }),
  field("subtotal", at(465.28, 502, 90, 12), "subtotal", { align: "right" }),
  field("vat-label", at(365.28, 517, 100, 12), "vatRate", { align: "right", color: MUTED, label: "VAT at" }),
  field("vat-amount", at(465.28, 517, 90, 12), "vatAmount", { align: "right" }),
  el("total-rule", "line", at(365.28, 533, 190, 1), { properties: { stroke: INK, strokeWidth: 0.75 } }),
  text("total-label", at(365.28, 539, 100, 14), "Total", { align: "right", fontSize: 11, fontWeight: "bold" }),
  field("total", at(465.28, 539, 90, 14), "total", { align: "right", fontSize: 11, fontWeight: "bold" }),

  text("terms-heading", at(40, 580, 300, 11), "Terms and conditions", { fontWeight: "bold" }),
  field("terms", at(40, 594, W, 44), "terms", { fontSize: 8, color: MUTED }),
  field("notes", at(40, 642, W, 22), "notes", { fontSize: 8.5, label: "Notes:" }),
  field("approved-by", at(40, 690, 250, 12), "approvedBy", { label: "Approved by:" }),
  el("signature-line", "line", at(315.28, 702, 240, 1), { properties: { stroke: MUTED, strokeWidth: 0.5 } }),
  text("signature-label", at(315.28, 706, 240, 10), "Authorised signature", { fontSize: 7.5, color: MUTED, align: "right" }),

  el("footer-rule", "line", at(40, 798, W, 1), { properties: { stroke: RULE, strokeWidth: 0.5 } }),
  field("footer-company", at(40, 804, 260, 10), "company.name", { fontSize: 7.5, color: MUTED }),
  field("footer-vat", at(315.28, 804, 240, 10), "company.vatNumber", { fontSize: 7.5, color: MUTED, align: "right", label: "VAT No." }),
  field("footer-number", at(315.28, 815, 240, 10), "company.companyNumber", { fontSize: 7.5, color: MUTED, align: "right", label: "Company No." }),
];

export const DEFAULT_PURCHASE_ORDER_TEMPLATE: TemplateBody = {
  name: "Standard purchase order",
  description: "A4 purchase order with the company's logo, supplier and delivery boxes, order lines, VAT and terms.",
  templateType: "purchase_order",
  layout: { pageSize: "A4", orientation: "portrait", margins: { top: 40, right: 40, bottom: 48, left: 40 } },
  templateElements: DEFAULT_PURCHASE_ORDER_ELEMENTS,
  isActive: true,
};
