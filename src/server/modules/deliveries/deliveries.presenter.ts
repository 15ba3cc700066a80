import type { FigureView, TransportCategory, WeightUnit } from "@shared/carbon/carbon";
import { DEFAULT_TRANSPORT_CATEGORY } from "@shared/carbon/carbon";
import type { DeliveryLineView, DeliveryView } from "@shared/deliveries/delivery-entry";
import { totalKg } from "@shared/rules/carbon";
import type { Db } from "../../db/client";
import { receiptOf, type EntryWithCreator } from "./deliveries.repository";
import { authorship } from "../../platform/site-record-store";

const num = (v: string | null) => (v === null ? null : Number(v));

/** line_items as stored; older rows (the demo's, a future purchase-order receipt) may lack fields. */
function presentLines(raw: unknown): DeliveryLineView[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((l: Record<string, unknown>) => ({
    description: String(l.description ?? ""),
    materialFactorId: typeof l.materialFactorId === "string" ? l.materialFactorId : null,
    materialFactorName: typeof l.materialFactorName === "string" ? l.materialFactorName : null,
    quantity: Number(l.quantity ?? 0),
    unit: String(l.unit ?? ""),
    weight: l.weight === null || l.weight === undefined || l.weight === "" ? null : Number(l.weight),
    weightUnit: (l.weightUnit === "kg" ? "kg" : "tonnes") as WeightUnit,
  }));
}

/** A delivery with its figures; one a goods receipt logged names its order, which alone may change it (decision 0050). */
export async function presentDelivery({ row, creator }: EntryWithCreator, figures: FigureView[], db: Db): Promise<DeliveryView> {
  // Only a receipt writes grn_number on a delivery, so a hand-logged one costs no lookup.
  const goodsReceipt = row.grnNumber === null ? null : await receiptOf(db, row.id);
  return {
    id: row.id,
    projectId: row.projectId,
    date: row.date,
    supplier: row.supplier ?? row.source ?? "",
    poNumber: row.poNumber,
    deliveryNoteNumber: row.deliveryNoteNumber,
    lineItems: presentLines(row.lineItems),
    transportCategory: (row.transportCategory ?? DEFAULT_TRANSPORT_CATEGORY) as TransportCategory,
    transportDistance: row.transportDistance,
    transportWeight: num(row.transportWeight),
    notes: row.notes,
    carbonEmitted: Number(row.carbonEmitted),
    transportKg: totalKg(figures.filter((f) => f.category === "transport")),
    materialKg: totalKg(figures.filter((f) => f.category === "materials")),
    ...authorship({ row, creator }),
    createdByName: creator?.name ?? row.createdBy,
    goodsReceipt,
    figures,
  };
}
