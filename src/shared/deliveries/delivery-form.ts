import { DEFAULT_TRANSPORT_CATEGORY, type TransportCategory, type WeightUnit } from "../carbon/carbon";
import { NO_MATERIAL_FACTOR, sumLineTonnes, type DeliveryEntryBody, type DeliveryFormOutput, type DeliveryView } from "./delivery-entry";
import { quantityText } from "../common/money";

/**
 * The Log Delivery form's values: what the boxes hold (text, so an empty box stays empty), parsed by
 * deliveryFormSchema into the API body.
 */
export type DeliveryLineFields = { description: string; materialFactorId: string; quantity: string; unit: string; weight: string; weightUnit: WeightUnit };
export type DeliveryFields = {
  date: string;
  supplier: string;
  poNumber: string;
  deliveryNoteNumber: string;
  lineItems: DeliveryLineFields[];
  transportCategory: TransportCategory;
  transportDistance: string;
  transportWeight: string;
  notes: string;
};

export const emptyDeliveryLine = (): DeliveryLineFields => ({
  description: "",
  materialFactorId: "",
  quantity: "",
  unit: "",
  weight: "",
  weightUnit: "tonnes",
});

/** A new delivery: today (local date), one empty line, the default vehicle. */
export function emptyDeliveryForm(today: string): DeliveryFields {
  return {
    date: today,
    supplier: "",
    poNumber: "",
    deliveryNoteNumber: "",
    lineItems: [emptyDeliveryLine()],
    transportCategory: DEFAULT_TRANSPORT_CATEGORY,
    transportDistance: "",
    transportWeight: "",
    notes: "",
  };
}

const str = (n: number | null) => (n === null ? "" : String(n));

/** A stored delivery back in the form; a load that is just the sum of the lines is left empty, so it keeps following them. */
export function deliveryFormFromView(d: DeliveryView): DeliveryFields {
  const lines = d.lineItems.map((l) => ({
    description: l.description,
    materialFactorId: l.materialFactorId ?? NO_MATERIAL_FACTOR,
    quantity: str(l.quantity),
    unit: l.unit,
    weight: str(l.weight),
    weightUnit: l.weightUnit,
  }));
  const summed = sumLineTonnes(d.lineItems);
  return {
    date: d.date,
    supplier: d.supplier,
    poNumber: d.poNumber ?? "",
    deliveryNoteNumber: d.deliveryNoteNumber ?? "",
    lineItems: lines.length ? lines : [emptyDeliveryLine()],
    transportCategory: d.transportCategory,
    transportDistance: quantityText(d.transportDistance),
    transportWeight: d.transportWeight !== null && d.transportWeight === summed ? "" : str(d.transportWeight),
    notes: d.notes ?? "",
  };
}

export const deliveryBody = (values: DeliveryFormOutput, projectId: number): DeliveryEntryBody => ({ projectId, ...values });
