import { describe, expect, it } from "vitest";
import {
  carbonUnitFor,
  formatBytes,
  formatCarbon,
  formatCarbonIn,
  formatTick,
  formatCurrency,
  formatCount,
  formatFactor,
  formatHours,
  formatKgCo2e,
  formatMeasure,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatTCo2e,
  formatTemperature,
  unitText,
} from "./numbers";

describe("formatNumber (product.md §9: en-GB, 2 decimals by default)", () => {
  it("adds thousands separators and 2 decimals", () => {
    expect(formatNumber(1200)).toBe("1,200.00");
    expect(formatNumber(0)).toBe("0.00");
    expect(formatNumber(1234567.891)).toBe("1,234,567.89");
    expect(formatNumber(12345678901.5)).toBe("12,345,678,901.50");
  });
  it("reads the strings PostgreSQL numerics arrive as", () => {
    expect(formatNumber("1200.000")).toBe("1,200.00");
    expect(formatNumber("0.005")).toBe("0.01");
    expect(formatNumber(" 42 ")).toBe("42.00");
  });
  it("keeps the minus of negatives but never shows -0.00", () => {
    expect(formatNumber(-3)).toBe("-3.00");
    expect(formatNumber(-1200.5)).toBe("-1,200.50");
    expect(formatNumber(-0.001)).toBe("0.00");
    expect(formatNumber(-0)).toBe("0.00");
  });
  it("takes other decimals when told", () => {
    expect(formatNumber(7.25, 1)).toBe("7.3");
    expect(formatNumber(1200, 0)).toBe("1,200");
    expect(formatNumber(1.5, 3)).toBe("1.500");
  });
  it("is empty for missing or non-numeric values rather than NaN", () => {
    expect(formatNumber(null)).toBe("");
    expect(formatNumber(undefined)).toBe("");
    expect(formatNumber("")).toBe("");
    expect(formatNumber("abc")).toBe("");
    expect(formatNumber(Number.NaN)).toBe("");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("quantities and units, written one way", () => {
  it("puts a space between number and unit and spells units one way", () => {
    expect(formatQuantity("1200.000", "kWh")).toBe("1,200.00 kWh");
    expect(formatQuantity(2.5, "tonnes")).toBe("2.50 t");
    expect(formatQuantity(8, "cubic metres")).toBe("8.00 m³");
    expect(formatQuantity(8, "m3")).toBe("8.00 m³");
    expect(formatQuantity(40, "litre")).toBe("40.00 litres");
    expect(formatQuantity(12.345, "km")).toBe("12.35 km");
    expect(formatQuantity(1000, "tonne.km")).toBe("1,000.00 tonne.km");
    expect(formatQuantity(null, "kWh")).toBe("");
    expect(unitText("KWH")).toBe("kWh");
  });
  it("hours to 1 decimal, counts whole, temperatures to 1 decimal, shares to 1 decimal", () => {
    expect(formatHours(7.5)).toBe("7.5 h");
    expect(formatHours("8.25")).toBe("8.3 h");
    expect(formatCount(12000)).toBe("12,000");
    expect(formatTemperature(8)).toBe("8.0 °C");
    expect(formatPercent(12.345)).toBe("12.3%");
  });
  it("writes an ordered or delivered quantity with its stored digits (3 decimals at most, never rounded to 2)", () => {
    expect(formatMeasure("0.333")).toBe("0.333");
    expect(formatMeasure("1.005")).toBe("1.005");
    expect(formatMeasure("1234.567")).toBe("1,234.567");
    expect(formatMeasure(0.222, "each")).toBe("0.222 each");
    expect(formatMeasure("240.000", "tonnes")).toBe("240 t");
    expect(formatMeasure("12.500", "")).toBe("12.5");
    expect(formatMeasure(null, "each")).toBe("");
  });
  it("keeps an emission factor's precision", () => {
    expect(formatFactor(0.00036218)).toBe("0.00036218");
    expect(formatFactor("2.57082")).toBe("2.57082");
    expect(formatFactor(1990.5)).toBe("1,990.5");
    expect(formatFactor(null)).toBe("");
  });
});

describe("carbon figures: kg below 1,000 kg, t from there, 2 decimals", () => {
  it("picks kg or t one way", () => {
    expect(formatCarbon(950.5)).toBe("950.50 kg CO2e");
    expect(formatCarbon(999.994)).toBe("999.99 kg CO2e");
    expect(formatCarbon(1000)).toBe("1.00 t CO2e");
    expect(formatCarbon(23750)).toBe("23.75 t CO2e");
    expect(formatCarbon("23750.000")).toBe("23.75 t CO2e");
    expect(formatCarbon(-1500)).toBe("-1.50 t CO2e");
    expect(formatCarbon(0)).toBe("0.00 kg CO2e");
    expect(formatCarbon(null)).toBe("");
  });
  it("a chart takes one unit from its largest value, for title, axis and tooltips", () => {
    expect(carbonUnitFor([120, 999])).toBe("kg");
    expect(carbonUnitFor([120, 2250])).toBe("t");
    expect(carbonUnitFor([-1500, 10])).toBe("t");
    expect(carbonUnitFor([])).toBe("kg");
    expect(formatCarbonIn(120, "t")).toBe("0.12 t CO2e");
    expect(formatCarbonIn(120, "kg")).toBe("120.00 kg CO2e");
    expect(formatTick(2.25)).toBe("2.25");
    expect(formatTick(2000)).toBe("2,000");
  });
  it("can be held to one unit for tables and totals", () => {
    expect(formatKgCo2e(23750)).toBe("23,750.00 kg CO2e");
    expect(formatTCo2e(23750)).toBe("23.75 t CO2e");
  });
});

describe("money and file sizes", () => {
  it("writes pounds with 2 decimals", () => {
    expect(formatCurrency(1234.5)).toBe("£1,234.50");
    expect(formatCurrency("1500.00")).toBe("£1,500.00");
    expect(formatCurrency(-20)).toBe("-£20.00");
    expect(formatCurrency(null)).toBe("");
  });
  it("writes sizes in MB, KB or bytes", () => {
    expect(formatBytes(5 * 1024 * 1024 + 200_000)).toBe("5.2 MB");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(1_500_000_000)).toBe("1,430.5 MB");
    expect(formatBytes(512)).toBe("512 bytes");
  });
});

describe("the hand-written decimals agree with Intl.NumberFormat (en-GB)", () => {
  const intl = (min: number, max: number) =>
    new Intl.NumberFormat("en-GB", { minimumFractionDigits: min, maximumFractionDigits: max, signDisplay: "negative" });
  const pounds = new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency: "GBP",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: "negative",
  });
  // Halves, long fractions, exponent forms (1e21, 1e-7), values that round up across a thousand, and a seeded spread.
  const edges = [
    0,
    -0,
    0.5,
    1.005,
    2.675,
    1.045,
    0.125,
    0.375,
    9.995,
    99.995,
    999.995,
    999999.995,
    -0.004,
    -0.005,
    -1.005,
    1e21,
    1.5e22,
    1e-7,
    5e-7,
    123456789.98765433,
    0.1 + 0.2,
    2 ** 53,
    -(2 ** 53) - 2,
  ];
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const values = [...edges, ...Array.from({ length: 4000 }, (_, i) => (random() - 0.3) * 10 ** ((i % 12) - 4))];

  it("for 0, 1, 2 and 3 decimals, factors (0 to 10) and ticks (0 to 2)", () => {
    for (const decimals of [0, 1, 2, 3]) {
      const format = intl(decimals, decimals);
      for (const v of values) expect(formatNumber(v, decimals), `${v} to ${decimals}`).toBe(format.format(v));
    }
    const factor = intl(0, 10);
    for (const v of values) expect(formatFactor(v), String(v)).toBe(factor.format(v));
  });

  it("for pounds", () => {
    for (const v of values) expect(formatCurrency(v), String(v)).toBe(pounds.format(v));
  });
});
