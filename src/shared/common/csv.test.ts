import { describe, expect, it } from "vitest";
import { csvField, csvObjects, csvRecords, neutraliseFormula, toCsv } from "./csv";

describe("neutraliseFormula", () => {
  it("prefixes text a spreadsheet would run as a formula with an apostrophe", () => {
    expect(neutraliseFormula('=HYPERLINK("http://evil.example","Click")')).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(neutraliseFormula("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(neutraliseFormula("-2+3")).toBe("'-2+3");
    expect(neutraliseFormula("@SUM(A1:A9)")).toBe("'@SUM(A1:A9)");
    expect(neutraliseFormula("\t=1+1")).toBe("'\t=1+1");
    expect(neutraliseFormula("\r=1+1")).toBe("'\r=1+1");
  });

  it("also the full-width = + - @", () => {
    for (const c of ["\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"]) expect(neutraliseFormula(`${c}1+1`)).toBe(`'${c}1+1`);
  });

  it("leaves plain numbers and ordinary text alone", () => {
    for (const n of ["-3.5", "+2", "-.5", "1e3", "-1.25E-2", "0"]) expect(neutraliseFormula(n)).toBe(n);
    expect(neutraliseFormula("Concrete C32/40 = 12 m3")).toBe("Concrete C32/40 = 12 m3");
    expect(neutraliseFormula("")).toBe("");
    expect(neutraliseFormula("-")).toBe("'-");
  });
});

describe("csvField", () => {
  it("quotes per RFC 4180 after neutralising", () => {
    expect(csvField('Block "A", north')).toBe('"Block ""A"", north"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it("writes numbers as numbers, negative ones too, and nothing for empty values", () => {
    expect(csvField(-3.5)).toBe("-3.5");
    expect(csvField(1234.567)).toBe("1234.567");
    expect(csvField(Number.NaN)).toBe("");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });
});

describe("toCsv", () => {
  it("one CRLF-ended record per row after the header, with a BOM for Excel", () => {
    expect(
      toCsv(
        ["Date", "Description", "kg CO2e"],
        [
          ["2025-03-14", "=1+1", -3.5],
          ["2025-03-15", "Diesel, 120 L", 321.6],
        ],
      ),
    ).toBe('\uFEFFDate,Description,kg CO2e\r\n2025-03-14,\'=1+1,-3.5\r\n2025-03-15,"Diesel, 120 L",321.6\r\n');
    expect(toCsv(["a"], [], { bom: false })).toBe("a\r\n");
  });
});

describe("reading (csvRecords, csvObjects)", () => {
  it("numbers records by the spreadsheet row they start on, past blank lines and line breaks in quotes", () => {
    const text = 'name,note\r\n"Smith, J","said ""hi""\nthen left"\r\n\r\n , \nLast,one';
    expect(csvRecords(text)).toEqual([
      { row: 1, cells: ["name", "note"] },
      { row: 2, cells: ["Smith, J", 'said "hi"\nthen left'] },
      { row: 6, cells: ["Last", "one"] },
    ]);
  });
  it("drops a byte-order mark and keys the rows by the header, values trimmed", () => {
    expect(csvObjects("\uFEFF code , is_hazardous\n17 01 01 ,false\n17 05 03*,true\n")).toEqual([
      { code: "17 01 01", is_hazardous: "false" },
      { code: "17 05 03*", is_hazardous: "true" },
    ]);
    expect(csvObjects("")).toEqual([]);
  });
  it("reads back what the writer wrote", () => {
    const rows = [
      ["Concrete, C32/40", 149.4, 'a "quoted" word'],
      ["Line\nbreak", -3.5, "=1+1"],
    ];
    const parsed = csvRecords(toCsv(["name", "value", "note"], rows)).map((r) => r.cells);
    expect(parsed).toEqual([
      ["name", "value", "note"],
      ["Concrete, C32/40", "149.4", 'a "quoted" word'],
      ["Line\nbreak", "-3.5", "'=1+1"],
    ]);
  });
});
