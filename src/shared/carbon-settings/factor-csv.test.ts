import { describe, expect, it } from "vitest";
import { parseFactorCsv } from "./factor-csv";
import { FACTOR_CSV_TEMPLATE } from "./carbon-settings";

describe("parseFactorCsv", () => {
  it("reads the template, quoted fields and the header spelled with spaces", () => {
    expect(parseFactorCsv(FACTOR_CSV_TEMPLATE)).toEqual({
      ok: true,
      rows: [{ name: "Concrete C32/40 (CEM I)", unit: "tonnes", value: 149.4, source: "ICE v3.0" }],
    });
    const text = '\uFEFFName,Unit,KG CO2E PER UNIT,Source\r\n"Steel, rebar",kg,"1,990.5",ICE v3.0\r\n\r\nGlulam,m³,0,"EPD ""A"""\r\n';
    expect(parseFactorCsv(text)).toEqual({
      ok: true,
      rows: [
        { name: "Steel, rebar", unit: "kg", value: 1990.5, source: "ICE v3.0" },
        { name: "Glulam", unit: "m³", value: 0, source: 'EPD "A"' },
      ],
    });
  });

  it("refuses the whole file with every bad row, numbered as a spreadsheet numbers them", () => {
    const text = [
      "name,unit,kg_co2e_per_unit,source",
      "Blockwork,m²,21.3,ICE v3.0",
      "Screed,tonnes,abc,ICE v3.0",
      "",
      ",kg,-1,",
      "Blockwork,m²,22,ICE v3.0",
      "Big,t,10000000,x",
    ].join("\n");
    expect(parseFactorCsv(text)).toEqual({
      ok: false,
      errors: [
        "Row 3: kg CO2e per unit must be a number",
        "Row 5: name is required",
        "Row 5: kg CO2e per unit must be 0 or more",
        "Row 5: source is required",
        "Row 6: the same name, unit and source as row 2",
        "Row 7: kg CO2e per unit must be at most 9,999,999",
      ],
    });
  });

  it("names a missing column, an empty file and too many rows", () => {
    expect(parseFactorCsv("")).toMatchObject({ ok: false });
    expect(parseFactorCsv("name,unit,value,source\nA,kg,1,x")).toEqual({
      ok: false,
      errors: ["The first row must name the columns name,unit,kg_co2e_per_unit,source (missing: kg_co2e_per_unit)"],
    });
    expect(parseFactorCsv("name,unit,kg_co2e_per_unit,source")).toEqual({ ok: false, errors: ["The file has no factors below its header row"] });
    const many = ["name,unit,kg_co2e_per_unit,source", ...Array.from({ length: 2001 }, (_, i) => `F${i},kg,1,x`)].join("\n");
    expect(parseFactorCsv(many)).toEqual({ ok: false, errors: ["At most 2,000 factors per file (this one has 2,001)"] });
  });
});
