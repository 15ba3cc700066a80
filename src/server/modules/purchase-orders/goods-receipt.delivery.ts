import { DEFAULT_TRANSPORT_CATEGORY, TRANSPORT_CATEGORIES, type TransportCategory, type WeightUnit } from "@shared/carbon/carbon";
import { NO_MATERIAL_FACTOR, type DeliveryEntryInput } from "@shared/deliveries/delivery-entry";
import type { ReceiptInput } from "@shared/purchase-orders/goods-receipt";
import type { linesWithCarbon } from "./goods-receipt.repository";
import type { PoRow } from "./purchase-orders.repository";

export type ReceivedLine = Awaited<ReturnType<typeof linesWithCarbon>>[number] & { quantity: string };

/** The weight units a material or line may name, as the delivery form's kg / tonnes. */
function weightUnitOf(unit: string | null): WeightUnit | null {
  const u = (unit ?? "").trim().toLowerCase();
  if (u === "kg" || u === "kgs" || u === "kilograms") return "kg";
  if (u === "t" || u === "tonne" || u === "tonnes") return "tonnes";
  return null;
}

type Weighable = { line: { weightPerUnit: string | null; weightUnit: string | null }; materialWeight: string | null; materialWeightUnit: string | null };

/** The weight of one unit of a line (the line's, else its material's), or null when it is not known. */
export function unitWeight(r: Weighable): { perUnit: number; unit: WeightUnit } | null {
  const perUnit = r.line.weightPerUnit ?? r.materialWeight;
  const unit = weightUnitOf(r.line.weightPerUnit !== null ? r.line.weightUnit : r.materialWeightUnit);
  return perUnit === null || unit === null ? null : { perUnit: Number(perUnit), unit };
}

/** The weight of what arrived on a line: the received quantity × the weight of one unit. */
function receivedWeight(r: ReceivedLine): { weight: number | null; weightUnit: WeightUnit } {
  const one = unitWeight(r);
  if (!one) return { weight: null, weightUnit: "tonnes" };
  return { weight: Math.round(one.perUnit * Number(r.quantity) * 1000) / 1000, weightUnit: one.unit };
}

/**
 * The diary delivery a receipt logs (decision 0034): one line per line received, carrying its
 * material's factor (or none) and its weight when known; transport from the order's category and
 * distance, the load being the received lines' weight, else the order's load in proportion to the
 * quantity received. Without a distance, or with no load to carry, the delivery has no transport figure.
 */
export function deliveryFor(order: PoRow, received: ReceivedLine[], input: ReceiptInput): DeliveryEntryInput {
  const lineItems = received.map((r) => {
    const { weight, weightUnit } = receivedWeight(r);
    return {
      description: r.line.description.slice(0, 300),
      materialFactorId: r.factorId ?? NO_MATERIAL_FACTOR,
      quantity: Number(r.quantity),
      unit: (r.line.unit ?? "no.").slice(0, 30),
      weight,
      weightUnit,
    };
  });
  const allWeighed = lineItems.every((l) => l.weight !== null);
  let transportWeight: number | null = null;
  if (!allWeighed && order.transportWeight !== null) {
    const ordered = received.reduce((s, r) => s + Number(r.line.quantityOrdered), 0);
    const all = Number(order.transportWeight);
    const share = ordered === 0 ? 0 : received.reduce((s, r) => s + Number(r.quantity), 0) / ordered;
    transportWeight = Math.round(all * Math.min(1, share) * 1000) / 1000;
  }
  const distance = order.transportDistance === null ? null : Number(order.transportDistance);
  const hasLoad = allWeighed || transportWeight !== null;
  const category = (TRANSPORT_CATEGORIES as readonly string[]).includes(order.transportCategory ?? "")
    ? (order.transportCategory as TransportCategory)
    : DEFAULT_TRANSPORT_CATEGORY;
  return {
    projectId: order.projectId as number,
    date: input.deliveryDate,
    supplier: order.supplier,
    poNumber: order.poNumber,
    deliveryNoteNumber: input.deliveryNoteNumber,
    lineItems,
    transportCategory: category,
    transportDistance: hasLoad ? distance : null,
    transportWeight,
    notes: input.qualityPassed ? null : `Quality check failed${input.qualityNotes ? `: ${input.qualityNotes}` : ""}`.slice(0, 2000),
  };
}
