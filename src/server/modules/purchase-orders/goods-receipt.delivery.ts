import { DEFAULT_TRANSPORT_CATEGORY, TRANSPORT_CATEGORIES, type TransportCategory, type WeightUnit } from "@shared/carbon/carbon";
import { NO_MATERIAL_FACTOR, type DeliveryEntryInput } from "@shared/deliveries/delivery-entry";
import type { ReceiptInput } from "@shared/purchase-orders/goods-receipt";
import type { linesWithCarbon } from "./goods-receipt.repository";
import type { PoRow } from "./purchase-orders.repository";
import type { CarbonFigure, ResolvedFactor } from "@shared/rules/carbon";
import { freightDescription, receiptFreight, transportAt, type LoadLine, type TransportPart } from "@shared/rules/order-transport";

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

/** The order's lines as its transport weighs them (the weight one unit was ordered with, else its material's). */
export function loadLines(orderLines: OrderLine[]): LoadLine[] {
  return orderLines.map((l) => {
    const one = unitWeight(l);
    return { ordered: Number(l.line.quantityOrdered), tonnesPerUnit: one ? one.perUnit / (one.unit === "kg" ? 1000 : 1) : null };
  });
}

/** The vehicle the order names (the default for one it does not), as a delivery logged in the diary would. */
export const vehicleOf = (order: PoRow): TransportCategory =>
  (TRANSPORT_CATEGORIES as readonly string[]).includes(order.transportCategory ?? "")
    ? (order.transportCategory as TransportCategory)
    : DEFAULT_TRANSPORT_CATEGORY;

/**
 * The receipt's transport (decision 0050): what the order's receipts hold once this one has arrived
 * (`transportAt` over the lines' delivered quantities after it) less what the earlier ones booked, so
 * the last receipt takes the remainder and they add up to the order's expected transport. Null when
 * the order has no distance or no load, or this receipt carried none of it.
 */
export function receiptTransport(
  order: PoRow,
  orderLines: OrderLine[],
  deliveredAfter: Map<number, string>,
  booked: TransportPart,
  vehicle: ResolvedFactor | null,
): { tonnes: number; figure: CarbonFigure } | null {
  const km = order.transportDistance === null ? null : Number(order.transportDistance);
  if (!vehicle || km === null) return null;
  const load = { lines: loadLines(orderLines), typedLoad: order.transportWeight === null ? null : Number(order.transportWeight), km };
  const after = transportAt(
    load,
    vehicle,
    orderLines.map((l) => Number(deliveredAfter.get(l.line.id) ?? l.line.quantityDelivered)),
  );
  if (!after) return null;
  return receiptFreight(after, booked, km, vehicle, freightDescription(order.supplier, vehicleOf(order), km));
}

/**
 * The diary delivery a receipt logs (decision 0034): one line per line received, carrying its
 * material's factor (or none) and its weight when known. Its transport is added in the receipt's
 * transaction (`receiptTransport`), where what the order's earlier receipts booked is known.
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
  return {
    projectId: order.projectId as number,
    date: input.deliveryDate,
    supplier: order.supplier,
    poNumber: order.poNumber,
    deliveryNoteNumber: input.deliveryNoteNumber,
    lineItems,
    transportCategory: vehicleOf(order),
    transportDistance: null,
    transportWeight: null,
    notes: input.qualityPassed ? null : `Quality check failed${input.qualityNotes ? `: ${input.qualityNotes}` : ""}`.slice(0, 2000),
  };
}
