export { lastLog, messages, deny } from "../../test/records";

/** Helpers of the delivery and waste API tests. */

export const fieldsOf = (body: { errors?: { field: string; message: string }[] }) => (body.errors ?? []).map((e) => `${e.field}: ${e.message}`);

/** 20 t of primary concrete over 50 km on a rigid HGV over 17 t. */
export const deliveryBody = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  date: "2025-03-14",
  supplier: "Hanson Concrete",
  poNumber: "PO-1042",
  deliveryNoteNumber: "HC-448120",
  lineItems: [
    { description: "C32/40 ready-mix concrete", materialFactorId: "19_500_5020_15_1", quantity: 8.333, unit: "m³", weight: 20, weightUnit: "tonnes" },
  ],
  transportCategory: "HGV 17-25 tonne",
  transportDistance: 50,
  transportWeight: null,
  notes: "",
  ...over,
});

export const line = (over: Record<string, unknown> = {}) => ({
  description: "Concrete blocks 440×215×100",
  materialFactorId: "19_500_5020_15_1",
  quantity: 480,
  unit: "no.",
  weight: 5500,
  weightUnit: "kg",
  ...over,
});
