export { lastLog, messages, deny } from "../../test/records";

/** Helpers shared by the energy, Scope 3 and Carbon Standards API tests. */

export const energyBody = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  date: "2025-03-14",
  energyType: "electricity",
  consumption: 10000,
  unit: "kWh",
  siteName: "Main compound",
  meterReading: "004512.7",
  supplier: "Octopus Energy for Business",
  invoiceReference: "INV-2025-0314",
  notes: "",
  ...over,
});
