import { describe, expect, it } from "vitest";
import { optionalDecimal, readDecimal, requiredDecimal, type DecimalRule } from "./decimal";

const price: DecimalRule = { label: "Unit price", scale: 2, whole: 10, example: "12.50" };
const cost: DecimalRule = { ...price, label: "Purchase cost", symbols: true };
const quantity: DecimalRule = { label: "Quantity", scale: 3, whole: 9, example: "2.5", min: { value: "0.001", message: "Quantity must be greater than 0" } };

describe("readDecimal", () => {
  it("reads plain decimals and JSON numbers exactly, canonical to the scale", () => {
    expect(readDecimal("12.5", price)).toEqual({ value: "12.50" });
    expect(readDecimal(" 007 ", price)).toEqual({ value: "7.00" });
    expect(readDecimal(".5", quantity)).toEqual({ value: "0.500" });
    expect(readDecimal(0.1, price)).toEqual({ value: "0.10" });
    expect(readDecimal("9999999999.99", price)).toEqual({ value: "9999999999.99" });
    expect(readDecimal("-0", price)).toEqual({ value: "0.00" });
  });

  it("says a value that is not a number is not a number, never that it is negative", () => {
    for (const v of ["1e2", "1,000", "£5", "NaN", "Infinity", "ten", ".", "-", "1.2.3", "0x10", "1,5"]) {
      expect(readDecimal(v, price), v).toEqual({ error: "Unit price must be a number, e.g. 12.50" });
    }
    expect(readDecimal(Number.NaN, price)).toEqual({ error: "Unit price must be a number, e.g. 12.50" });
  });

  it("refuses more places than the scale instead of rounding", () => {
    expect(readDecimal("20.001", price)).toEqual({ error: "Unit price can have at most 2 decimal places" });
    expect(readDecimal(1.005, price)).toEqual({ error: "Unit price can have at most 2 decimal places" });
    expect(readDecimal(1e-7, price)).toEqual({ error: "Unit price can have at most 2 decimal places" });
    expect(readDecimal("1.2345", quantity)).toEqual({ error: "Quantity can have at most 3 decimal places" });
  });

  it("says negative, below the minimum and too large in a person's order", () => {
    expect(readDecimal("-1", price)).toEqual({ error: "Unit price cannot be negative" });
    expect(readDecimal(-0.5, price)).toEqual({ error: "Unit price cannot be negative" });
    expect(readDecimal("0.0004", quantity)).toEqual({ error: "Quantity must be greater than 0" });
    expect(readDecimal("12345678901", price)).toEqual({ error: "Unit price is too large (at most 10 digits before the decimal point)" });
    expect(readDecimal(1e22, price)).toEqual({ error: "Unit price is too large (at most 10 digits before the decimal point)" });
    const max = { ...price, max: { value: "5", message: "Rating must be at most 5" } };
    expect(readDecimal("5.01", max)).toEqual({ error: "Rating must be at most 5" });
    expect(readDecimal("5", max)).toEqual({ value: "5.00" });
  });

  it("reads £, % and thousands commas where a field allows them, and only well-grouped commas", () => {
    expect(readDecimal("£1,250.5", cost)).toEqual({ value: "1250.50" });
    expect(readDecimal("1,000,000", cost)).toEqual({ value: "1000000.00" });
    expect(readDecimal("2.5%", cost)).toEqual({ value: "2.50" });
    expect(readDecimal("-£5", cost)).toEqual({ error: "Purchase cost cannot be negative" });
    expect(readDecimal("1,5", cost)).toEqual({ error: "Purchase cost must be a number, e.g. 12.50" });
    expect(readDecimal("12,34.5", cost)).toEqual({ error: "Purchase cost must be a number, e.g. 12.50" });
  });
});

describe("the zod fields", () => {
  const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));
  it("optional: blank is null; required: blank is the required message", () => {
    expect(optionalDecimal(price).parse("")).toBeNull();
    expect(optionalDecimal(price).parse(undefined)).toBeNull();
    expect(messages(requiredDecimal(price).safeParse(" "))).toEqual(["Unit price is required"]);
    expect(messages(requiredDecimal(price).safeParse(true))).toEqual(["Unit price must be a number, e.g. 12.50"]);
    expect(messages(optionalDecimal(price).safeParse("1e2"))).toEqual(["Unit price must be a number, e.g. 12.50"]);
  });
});
