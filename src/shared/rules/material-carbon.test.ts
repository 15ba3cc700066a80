import { describe, expect, it } from "vitest";
import type { ResolvedFactor } from "./carbon";
import { materialCarbonPerUnit } from "./material-carbon";

// DESNZ 2025 Material use › Construction › Concrete, primary production: 118.79306 kg CO2e per tonne.
const concrete: ResolvedFactor = { factorId: "19_500_5020_15_1", year: 2025, unit: "tonnes", value: 118.79306, source: "DESNZ", name: "Concrete" };
const epd: ResolvedFactor = { factorId: "co-block", year: null, unit: "no.", value: 1.84, source: "EPD", name: "7N block (EPD)" };
const ownPerTonne: ResolvedFactor = { factorId: "co-agg", year: null, unit: "tonnes", value: 5.2, source: "Quarry EPD", name: "Type 1 sub-base" };

describe("materialCarbonPerUnit", () => {
  it("works out a per-tonne factor from the weight per unit (hand-worked: 2.4 t × 118.79306 = 285.103 kg)", () => {
    expect(materialCarbonPerUnit({ itemDescription: "C32/40", unit: "m³", weight: 2.4, weightUnit: "tonnes" }, concrete)).toMatchObject({
      kgCo2e: 285.103,
      amount: 2.4,
    });
    // 20 kg bag of cement-bound mix: 0.02 t × 118.79306 = 2.376 kg.
    expect(materialCarbonPerUnit({ itemDescription: "Bag", unit: "bag", weight: 20, weightUnit: "kg" }, concrete).kgCo2e).toBe(2.376);
  });

  it("needs the weight for a per-tonne DESNZ factor, but not for a company factor sold in its own unit", () => {
    expect(materialCarbonPerUnit({ itemDescription: "C32/40", unit: "m³", weight: null, weightUnit: null }, concrete).missing).toBe(
      "Enter the weight per unit to work out the carbon per unit",
    );
    expect(materialCarbonPerUnit({ itemDescription: "Type 1", unit: "t", weight: null, weightUnit: null }, ownPerTonne).kgCo2e).toBe(5.2);
  });

  it("reads a per-item factor when the material is sold in that unit, and says so when it is not", () => {
    expect(materialCarbonPerUnit({ itemDescription: "Block", unit: "each", weight: null, weightUnit: null }, epd).kgCo2e).toBe(1.84);
    expect(materialCarbonPerUnit({ itemDescription: "Block", unit: "m²", weight: null, weightUnit: null }, epd).missing).toContain("7N block (EPD) is per no.");
  });
});
