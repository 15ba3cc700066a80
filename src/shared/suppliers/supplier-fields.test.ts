import { describe, expect, it } from "vitest";
import { supplierOptionLabel, supplierSchema } from "./supplier-fields";
import { parseSupplierCsv, supplierCsvRow, SUPPLIER_CSV_HEADER } from "./supplier-csv";
import { toCsv } from "../common/csv";

const base = { name: "Jewson Leeds", supplierType: "builders_merchant" };
const parse = (over: Record<string, unknown>) => supplierSchema.safeParse({ ...base, ...over });
const messageOf = (over: Record<string, unknown>) => {
  const r = parse(over);
  return r.success ? null : r.error.issues[0].message;
};

describe("supplierSchema", () => {
  it("keeps money and percentages as exact canonical text", () => {
    const r = parse({ creditLimit: "£12,500.5", discountRate: "007.25" });
    expect(r.success && [r.data.creditLimit, r.data.discountRate]).toEqual(["12500.50", "7.25"]);
    expect(messageOf({ creditLimit: "12345678901" })).toBe("Credit limit must be at most 9999999999");
    expect(messageOf({ creditLimit: "abc" })).toBe("Credit limit must be an amount in pounds, e.g. 25000 or 2500.50");
    expect(messageOf({ discountRate: "100.01" })).toBe("Discount rate must be at most 100");
  });

  it("writes a UK postcode as Royal Mail does, and leaves another country's as typed", () => {
    const uk = parse({ postcode: "ls115df" });
    expect(uk.success && uk.data.postcode).toBe("LS11 5DF");
    const ie = parse({ postcode: "D02 X285", country: "Ireland" });
    expect(ie.success && ie.data.postcode).toBe("D02 X285");
    expect(messageOf({ postcode: "D02 X285" })).toBe("Please enter a valid UK postcode, e.g. SW1A 1AA");
  });

  it("checks VAT and Companies House numbers, and drops repeated chips", () => {
    const r = parse({ vatNumber: "gb 123 456 789", companyNumber: "sc123456", specializations: ["Rebar", " rebar ", "", "Mesh"] });
    expect(r.success && [r.data.vatNumber, r.data.companyNumber, r.data.specializations]).toEqual(["GB123456789", "SC123456", ["Rebar", "Mesh"]]);
    expect(messageOf({ vatNumber: "GB1234" })).toBe("VAT number must be GB followed by 9 or 12 digits, e.g. GB123456789");
    expect(messageOf({ certifications: ["x".repeat(61)] })).toBe("Certifications: each must be 60 characters or fewer");
  });

  it("defaults the country and the status", () => {
    const r = parse({});
    expect(r.success && [r.data.country, r.data.status]).toEqual(["United Kingdom", "active"]);
  });
});

describe("supplier CSV", () => {
  it("reads back what the export writes", () => {
    const row = {
      ...Object.fromEntries(SUPPLIER_CSV_HEADER.map((h) => [h, null])),
      name: "Hanson, Leeds",
      code: "HAN-1",
      supplierType: "concrete_aggregates",
      status: "on_hold",
      contactPerson: null,
      email: null,
      phone: null,
      address: null,
      city: "Leeds",
      postcode: "LS10 1RS",
      country: "United Kingdom",
      specializations: ["Ready-mix concrete", "Screed"],
      certifications: [],
      insuranceExpiry: "2027-03-31",
      vatNumber: null,
      companyNumber: null,
      paymentTerms: "30 days end of month",
      creditLimit: "40000.00",
      discountRate: null,
      notes: "=cmd()",
      performanceRating: "4.50",
      qualityRating: "4.00",
      deliveryRating: "0.00",
      totalSpend: "1200.00",
      orderCount: 3,
    };
    const text = toCsv(SUPPLIER_CSV_HEADER, [supplierCsvRow(row as never)]);
    const parsed = parseSupplierCsv(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rows[0].supplier).toMatchObject({
      name: "Hanson, Leeds",
      supplierType: "concrete_aggregates",
      status: "on_hold",
      specializations: ["Ready-mix concrete", "Screed"],
      insuranceExpiry: "2027-03-31",
      creditLimit: "40000.00",
      // The formula guard's apostrophe stays: the text is kept as the reader saw it.
      notes: "'=cmd()",
    });
  });

  it("refuses a file without the required columns or rows", () => {
    expect(parseSupplierCsv("Code,City\nA,Leeds")).toEqual({
      ok: false,
      errors: ["The first row must name the columns Name and Supplier type (missing: Name, Supplier type)"],
    });
    expect(parseSupplierCsv("Name,Supplier type\n")).toEqual({ ok: false, errors: ["The file has no suppliers below its header row"] });
  });
});

describe("a supplier in a pick list (issue 28)", () => {
  it("says a status other than active in words, not its key", () => {
    expect(supplierOptionLabel({ name: "Jewson Leeds", status: "on_hold" })).toBe("Jewson Leeds (On hold)");
    expect(supplierOptionLabel({ name: "Jewson Leeds", status: "inactive" })).toBe("Jewson Leeds (Inactive)");
    expect(supplierOptionLabel({ name: "Jewson Leeds", status: "active" })).toBe("Jewson Leeds");
  });
});
