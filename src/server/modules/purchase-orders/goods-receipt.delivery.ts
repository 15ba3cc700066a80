import { DEFAULT_TRANSPORT_CATEGORY, TRANSPORT_CATEGORIES, type TransportCategory, type WeightUnit } from "@shared/carbon/carbon";
import { NO_MATERIAL_FACTOR, type DeliveryEntryInput } from "@shared/deliveries/delivery-entry";
import type { ReceiptInput } from "@shared/purchase-orders/goods-receipt";
import type { linesWithCarbon } from "./goods-receipt.repository";
import type { PoRow } from "./purchase-orders.repository";

/** One of the order's lines with its material's factor and weight. */
export type OrderLine = Awaited<ReturnType<typeof linesWithCarbon>>[number];
export type ReceivedLine = OrderLine & { quantity: string };

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

const tonnes = (w: { perUnit: number; unit: WeightUnit }, quantity: number) => (w.perUnit * quantity) / (w.unit === "kg" ? 1000 : 1);

/**
 * The part of the order's load a receipt carried (0–1): by weight when every line of the order has
 * one, else each line an equal part of the load and the receipt the part of each line that arrived
 * (all of one line of two is half). Over the order's deliveries the parts add up to the whole load,
 * so the receipts' transport adds up to the order's expected transport. Shared over the received
 * lines alone, a first receipt of one line took the whole load and later receipts counted it again.
 */
export function loadShare(received: ReceivedLine[], orderLines: OrderLine[]): number {
  if (orderLines.length === 0) return 0;
  const weights = orderLines.map(unitWeight);
  if (weights.every((w) => w !== null)) {
    const ordered = orderLines.reduce((sum, l, i) => sum + tonnes(weights[i]!, Number(l.line.quantityOrdered)), 0);
    const arrived = received.reduce((sum, r) => sum + tonnes(unitWeight(r)!, Number(r.quantity)), 0);
    if (ordered > 0) return Math.min(1, arrived / ordered);
  }
  const arrived = received.reduce((sum, r) => {
    const ordered = Number(r.line.quantityOrdered);
    return sum + (ordered > 0 ? Math.min(1, Number(r.quantity) / ordered) : 0);
  }, 0);
  return Math.min(1, arrived / orderLines.length);
}

/**
 * The diary delivery a receipt logs (decision 0034): one line per line received, carrying its
 * material's factor (or none) and its weight when known; transport from the order's category and
 * distance. The load is the receipt's part of the order's stated load (`loadShare`) when the order
 * states one, else the received lines' weight when each is known. Without a distance, or with no
 * load to carry, the delivery has no transport figure.
 */
export function deliveryFor(order: PoRow, received: ReceivedLine[], orderLines: OrderLine[], input: ReceiptInput): DeliveryEntryInput {
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
  const transportWeight =
    order.transportWeight === null ? null : Math.round(Number(order.transportWeight) * loadShare(received, orderLines) * 1000) / 1000;
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
