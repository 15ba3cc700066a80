import { DEFAULT_TRANSPORT_CATEGORY, type PoDetail } from "@shared/purchase-orders/purchase-order";
import { quantityText } from "@shared/common/money";

/** The form holds text, as inputs do; the shared schema turns it into the order on both sides. */
export type PoLineValues = { materialId: string; description: string; unit: string; quantity: string; unitPrice: string; notes: string; costCode: string };
export type PoFormValues = {
  projectId: string;
  supplierId: string;
  supplier: string;
  supplierContact: string;
  supplierEmail: string;
  supplierPhone: string;
  supplierAddress: string;
  orderedBy: string;
  requiredDate: string;
  poCategory: string;
  vatRate: string;
  transportCategory: string;
  transportDistance: string;
  transportWeight: string;
  deliveryAddress: string;
  deliveryInstructions: string;
  siteContactName: string;
  siteContactPhone: string;
  notes: string;
  terms: string;
  budgetOverrunReason: string;
  templateId: string;
  lines: PoLineValues[];
};

export const emptyLine = (): PoLineValues => ({ materialId: "", description: "", unit: "", quantity: "1", unitPrice: "", notes: "", costCode: "" });

export const emptyPoForm = (orderedBy: string): PoFormValues => ({
  projectId: "",
  supplierId: "",
  supplier: "",
  supplierContact: "",
  supplierEmail: "",
  supplierPhone: "",
  supplierAddress: "",
  orderedBy,
  requiredDate: "",
  // data-model.md §3: poCategory defaults to other (issue 28).
  poCategory: "other",
  vatRate: "20",
  transportCategory: DEFAULT_TRANSPORT_CATEGORY,
  transportDistance: "",
  transportWeight: "",
  deliveryAddress: "",
  deliveryInstructions: "",
  siteContactName: "",
  siteContactPhone: "",
  notes: "",
  terms: "",
  templateId: "",
  budgetOverrunReason: "",
  lines: [emptyLine()],
});

const s = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
export const fromOrder = (o: PoDetail): PoFormValues => ({
  projectId: s(o.projectId),
  supplierId: s(o.supplierId),
  supplier: o.supplier,
  supplierContact: s(o.supplierContact),
  supplierEmail: s(o.supplierEmail),
  supplierPhone: s(o.supplierPhone),
  supplierAddress: s(o.supplierAddress),
  orderedBy: o.orderedBy,
  requiredDate: s(o.requiredDate),
  poCategory: o.poCategory,
  vatRate: String(Number(o.vatRate)),
  transportCategory: o.transportCategory ?? DEFAULT_TRANSPORT_CATEGORY,
  transportDistance: quantityText(o.transportDistance),
  transportWeight: quantityText(o.transportWeight),
  deliveryAddress: s(o.deliveryAddress),
  deliveryInstructions: s(o.deliveryInstructions),
  siteContactName: s(o.siteContactName),
  siteContactPhone: s(o.siteContactPhone),
  notes: s(o.notes),
  terms: s(o.terms),
  templateId: o.templateId === null ? "" : String(o.templateId),
  budgetOverrunReason: s(o.budgetOverrunReason),
  lines: o.lines.map((l) => ({
    materialId: s(l.materialId),
    description: l.description,
    unit: s(l.unit),
    quantity: quantityText(l.quantity),
    unitPrice: l.unitPrice,
    notes: s(l.notes),
    costCode: s(l.costCode),
  })),
});
