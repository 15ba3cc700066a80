/** A plant entry as the Log Plant form sends it. */
export const plantBody = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  date: "2025-03-14",
  plantItem: "13t excavator",
  ownership: "hired",
  hireCompany: "GAP Hire Solutions",
  assetName: "",
  hours: 8,
  fuelType: "diesel",
  fuelLitres: 1000,
  notes: "",
  ...over,
});
