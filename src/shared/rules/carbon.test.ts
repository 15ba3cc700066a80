import { describe, expect, it } from "vitest";
import {
  electricity,
  FactorUnitError,
  freight,
  fuelCombustion,
  heatOrSteam,
  materialUse,
  naturalGas,
  toKwh,
  toTonnes,
  totalKg,
  travel,
  wasteDisposal,
  water,
  type ResolvedFactor,
} from "./carbon";

/** DESNZ 2025 flat file values, as published (src/server/db/reference/desnz-ghg-conversion-factors.csv). */
const desnz = (factorId: string, unit: string, value: number, name: string): ResolvedFactor => ({ factorId, year: 2025, unit, value, source: "DESNZ", name });
const rigidOver17t = desnz("27_304_3120_14_1", "tonne.km", 0.17146, "HGV rigid (>17 tonnes), average laden");
const diesel = desnz("1_101_1011_8_1", "litres", 2.57082, "Diesel (average biofuel blend)");
const ukElectricity = desnz("7_400_4000_5_1", "kWh", 0.177, "Electricity: UK");
const tdLosses = desnz("13_402_4000_5_1", "kWh", 0.01853, "T&D- UK electricity");
const sig4 = (n: number) => Number(n.toPrecision(4));

describe("carbon figures reproduce hand-worked examples from the DESNZ 2025 factors", () => {
  it("20 t moved 50 km by a rigid HGV over 17 t: 20 × 50 = 1,000 tonne.km × 0.17146 = 171.5 kg CO2e (Scope 3 cat. 4)", () => {
    const f = freight(20, 50, rigidOver17t, "Ready-mix concrete");
    expect(f.activityAmount).toBe(1000);
    expect(f.activityUnit).toBe("tonne.km");
    expect(sig4(f.kgCo2e)).toBe(171.5);
    expect(f.kgCo2e).toBe(171.46);
    expect([f.scope, f.ghgCategory, f.category]).toEqual([3, 4, "transport"]);
    expect(f.factor).toMatchObject({ factorId: "27_304_3120_14_1", year: 2025, unit: "tonne.km", value: 0.17146 });
  });

  it("1,000 litres of diesel: 1,000 × 2.57082 = 2,571 kg CO2e (Scope 1)", () => {
    const f = fuelCombustion(1000, diesel, "Excavator fuel");
    expect(sig4(f.kgCo2e)).toBe(2571);
    expect(f.kgCo2e).toBe(2570.82);
    expect([f.scope, f.ghgCategory]).toEqual([1, null]);
  });

  it("10,000 kWh of UK electricity: 1,770 kg (Scope 2) without losses, 1,955 kg with 185.3 kg of T&D losses (Scope 3 cat. 3)", () => {
    const without = electricity(10_000, ukElectricity, null, "Site supply");
    expect(without).toHaveLength(1);
    expect(sig4(totalKg(without))).toBe(1770);

    const withLosses = electricity(10_000, ukElectricity, tdLosses, "Site supply");
    expect(withLosses.map((f) => [f.scope, f.category, f.kgCo2e])).toEqual([
      [2, "electricity", 1770],
      [3, "transmission", 185.3],
    ]);
    expect(sig4(totalKg(withLosses))).toBe(1955);
    expect(totalKg(withLosses)).toBe(1955.3);
  });

  it("12 t of concrete to landfill at 1.26338 kg per tonne: 15.16 kg (Scope 3 cat. 5)", () => {
    const f = wasteDisposal(12, desnz("20_500_5208_15_1", "tonnes", 1.26338, "Concrete, landfill"), "Broken concrete");
    expect(sig4(f.kgCo2e)).toBe(15.16);
    expect([f.scope, f.ghgCategory]).toEqual([3, 5]);
  });

  it("material carbon: 20 t of primary concrete at 118.79306 kg per tonne = 2,376 kg (Scope 3 cat. 1)", () => {
    const f = materialUse(20, desnz("19_500_5020_15_1", "tonnes", 118.79306, "Concrete"), "Ready-mix concrete");
    expect(sig4(f.kgCo2e)).toBe(2376);
    expect([f.scope, f.ghgCategory, f.activityUnit]).toEqual([3, 1, "tonnes"]);
  });

  it("gas burnt on site is Scope 1; district heat is Scope 2 with distribution losses in Scope 3", () => {
    const gas = naturalGas(5000, "kWh", desnz("1_100_1004_6_1", "kWh (Gross CV)", 0.18296, "Natural gas"), "Cabin heating");
    expect([gas.scope, sig4(gas.kgCo2e)]).toEqual([1, 914.8]);
    const heat = heatOrSteam(
      "heat",
      1000,
      desnz("10_401_4003_5_1", "kWh", 0.17529, "District heat"),
      desnz("13_403_4004_5_1", "kWh", 0.00945, "Distribution losses"),
      "Heat",
    );
    expect(heat.map((f) => [f.scope, f.kgCo2e])).toEqual([
      [2, 175.29],
      [3, 9.45],
    ]);
  });

  it("a visitor's 2 × 40 km in an average petrol car: 80 km × 0.16272 = 13.02 kg (Scope 3 cat. 6)", () => {
    const f = travel(80, desnz("25_301_3070_4_1", "km", 0.16272, "Average car, petrol"), "Visitor travel");
    expect(sig4(f.kgCo2e)).toBe(13.02);
    expect(f.ghgCategory).toBe(6);
  });

  it("30 m³ of water supplied and treated", () => {
    const figs = water(
      30,
      desnz("17_404_4005_1_1", "cubic metres", 0.1913, "Water supply"),
      desnz("18_405_4006_1_1", "cubic metres", 0.17088, "Water treatment"),
      "Site water",
    );
    expect(figs.map((f) => [f.ghgCategory, f.kgCo2e])).toEqual([
      [1, 5.739],
      [5, 5.126],
    ]);
  });

  it("refuses a factor in the wrong unit rather than multiplying nonsense", () => {
    expect(() => freight(20, 50, diesel, "x")).toThrow(FactorUnitError);
    expect(() => fuelCombustion(10, rigidOver17t, "x")).toThrow("is per tonne.km, not per litres");
    expect(() => fuelCombustion(-1, diesel, "x")).toThrow(RangeError);
  });

  it("converts kg to tonnes and MWh to kWh", () => {
    expect(toTonnes(2500, "kg")).toBe(2.5);
    expect(toTonnes(3, "tonnes")).toBe(3);
    expect(toKwh(1.5, "MWh")).toBe(1500);
    expect(() => toKwh(1, "therms")).toThrow(RangeError);
  });

  it("totals exactly to the gram", () => {
    expect(totalKg([{ kgCo2e: 0.1 }, { kgCo2e: 0.2 }])).toBe(0.3);
  });
});
