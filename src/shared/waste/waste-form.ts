import type { WeightUnit } from "../carbon/carbon";
import type { DisposalRoute } from "../carbon/carbon";
import type { WasteEntryBody, WasteFormOutput, WasteView } from "./waste-entry";

/** The Log Waste form's values as the boxes hold them; wasteFormSchema parses them into the API body. */
export type WasteFields = {
  date: string;
  wasteCode: string;
  description: string;
  quantity: string;
  unit: string;
  weight: string;
  weightUnit: WeightUnit;
  wasteMaterial: string;
  wasteMaterialConfirmed: boolean;
  disposalRoute: DisposalRoute | "";
  carrier: string;
  wasteTransferNote: string;
  cost: string;
  poNumber: string;
  notes: string;
};

export const emptyWasteForm = (today: string): WasteFields => ({
  date: today,
  wasteCode: "",
  description: "",
  quantity: "",
  unit: "",
  weight: "",
  weightUnit: "tonnes",
  wasteMaterial: "",
  wasteMaterialConfirmed: false,
  disposalRoute: "",
  carrier: "",
  wasteTransferNote: "",
  cost: "",
  poNumber: "",
  notes: "",
});

export function wasteFormFromView(w: WasteView): WasteFields {
  // Small loads read better in kg (a bag of asbestos is 0.35 t); the stored weight is always tonnes.
  const inKg = w.weightTonnes < 1;
  return {
    date: w.date,
    wasteCode: w.wasteCode,
    description: w.description,
    quantity: w.quantity === null ? "" : String(w.quantity),
    unit: w.unit ?? "",
    weight: String(inKg ? Math.round(w.weightTonnes * 1000 * 1000) / 1000 : w.weightTonnes),
    weightUnit: inKg ? "kg" : "tonnes",
    wasteMaterial: w.wasteMaterial,
    wasteMaterialConfirmed: w.wasteMaterialConfirmed,
    disposalRoute: w.disposalRoute,
    carrier: w.carrier ?? "",
    wasteTransferNote: w.wasteTransferNote ?? "",
    cost: w.cost ?? "",
    poNumber: w.poNumber ?? "",
    notes: w.notes ?? "",
  };
}

export const wasteBody = (values: WasteFormOutput, projectId: number): WasteEntryBody => ({ projectId, ...values });
