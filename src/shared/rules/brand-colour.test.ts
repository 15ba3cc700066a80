import { describe, it, expect } from "vitest";
import { brandPalette, darken, isValidHexColour, lighten, normaliseHex } from "./brand-colour";

describe("isValidHexColour", () => {
  it("accepts #RGB and #RRGGBB in either case", () => {
    expect(isValidHexColour("#abc")).toBe(true);
    expect(isValidHexColour("#0C6D52")).toBe(true);
  });

  it("rejects other notations and non-strings", () => {
    for (const value of ["abc", "#abcd", "#abcdef12", "#ggg", "red", "rgb(0,0,0)", "", " #abc", null, undefined, 123]) {
      expect(isValidHexColour(value)).toBe(false);
    }
  });
});

describe("normaliseHex", () => {
  it("expands shorthand and lowercases", () => {
    expect(normaliseHex("#ABC")).toBe("#aabbcc");
    expect(normaliseHex("#0C6D52")).toBe("#0c6d52");
  });

  it("throws on an invalid colour", () => {
    expect(() => normaliseHex("blue")).toThrow(RangeError);
  });
});

describe("darken and lighten", () => {
  it("darkens white by 30%", () => {
    expect(darken("#ffffff", 0.3)).toBe("#b3b3b3");
  });

  it("lightens black by 20%", () => {
    expect(lighten("#000000", 0.2)).toBe("#333333");
  });

  it("expands shorthand before computing", () => {
    expect(darken("#fff", 0.3)).toBe("#b3b3b3");
    expect(lighten("#abc", 0)).toBe("#aabbcc");
  });

  it("clamps the amount to 0..1", () => {
    expect(darken("#123456", 2)).toBe("#000000");
    expect(lighten("#123456", 5)).toBe("#ffffff");
    expect(darken("#123456", -1)).toBe("#123456");
  });
});

describe("brandPalette", () => {
  it("derives dark (-30%), light (+20%) and white text from the brand", () => {
    expect(brandPalette("#0C6D52")).toEqual({
      brand: "#0c6d52",
      dark: "#084c39",
      light: "#3d8a75",
      foreground: "#ffffff",
    });
  });

  it("falls back to the default #6b7280 palette for missing or invalid values", () => {
    const fallback = { brand: "#6b7280", dark: "#4b505a", light: "#898e99", foreground: "#ffffff" };
    expect(brandPalette(null)).toEqual(fallback);
    expect(brandPalette(undefined)).toEqual(fallback);
    expect(brandPalette("not-a-colour")).toEqual(fallback);
    expect(brandPalette("#12345")).toEqual(fallback);
  });
});
