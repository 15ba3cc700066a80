import { describe, expect, it } from "vitest";
import { VEHICLE_FUELS } from "../carbon/carbon";
import { vehicleFuel, type ResolvedFactor } from "../rules/carbon";
import { fuelLogSchema } from "./fuel";

// The DESNZ 2025 flat file's Scope 1 factors (src/server/db/reference/desnz-ghg-conversion-factors.csv).
const diesel: ResolvedFactor = {
  factorId: VEHICLE_FUELS.diesel.factorId,
  year: 2025,
  unit: "litres",
  value: 2.57082,
  source: "DESNZ",
  name: "Liquid fuels · Diesel (average biofuel blend)",
};
const hvo: ResolvedFactor = {
  factorId: VEHICLE_FUELS.hvo.factorId,
  year: 2025,
  unit: "litres",
  value: 0.03558,
  source: "DESNZ",
  name: "Biofuel · Biodiesel HVO",
};

describe("a vehicle's fuel carbon, worked by hand", () => {
  it("65.40 litres of diesel × 2.57082 = 168.131628 → 168.132 kg CO2e, Scope 1, vehicle fuel", () => {
    const f = vehicleFuel(65.4, diesel, "Tipper: 65.40 litres");
    expect(f.kgCo2e).toBe(168.132);
    expect([f.scope, f.category, f.ghgCategory, f.activityUnit]).toEqual([1, "vehicle_fuel", null, "litres"]);
  });
  it("HVO: 300 litres × 0.03558 = 10.674 kg (its CO2 is biogenic, outside the scopes)", () => {
    expect(vehicleFuel(300, hvo, "HVO").kgCo2e).toBe(10.674);
  });
  it("the form keeps litres and cost as exact strings, and a company vehicle's fuel belongs to no contract unless named", () => {
    const v = fuelLogSchema.parse({ day: "2025-06-10", litres: "65.4", fuelType: "diesel", cost: "£92.35", projectId: "" });
    expect(v).toMatchObject({ litres: "65.40", cost: "92.35", projectId: null, fuelCard: false, mileage: null });
  });
});
