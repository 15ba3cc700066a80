import { describe, expect, it } from "vitest";
import { activityText, factorText, ghgLabel, kgNumber, monthLabel } from "./carbon-format";

describe("how the carbon screens word a figure", () => {
  it("names the factor, its ID, set and value per unit", () => {
    expect(
      factorText({ factorId: "1_101_1011_8_1", year: 2025, unit: "litres", value: 2.57082, source: "DESNZ", name: "Diesel (average biofuel blend)" }),
    ).toBe("Diesel (average biofuel blend) · 1_101_1011_8_1 · DESNZ 2025 · 2.57082 kg CO2e per litre");
    expect(factorText({ factorId: "CO-1", year: null, unit: "kg", value: 1.99, source: "ICE v3.0", name: "Steel rebar" })).toBe(
      "Steel rebar · CO-1 · ICE v3.0 · 1.99 kg CO2e per kg",
    );
  });

  it("activity, GHG category, kg and month", () => {
    expect(activityText({ activityAmount: 1000, activityUnit: "tonne.km" })).toBe("1,000.00 tonne.km");
    expect(ghgLabel(4)).toBe("Cat. 4: Upstream transportation and distribution");
    expect(ghgLabel(null)).toBeNull();
    expect(kgNumber(2570.82)).toBe("2,570.82");
    expect(monthLabel("2025-03")).toBe("Mar 2025");
  });
});
