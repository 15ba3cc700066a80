import { describe, expect, it } from "vitest";
import { formatPlate, isUkPlate, normalisePlate, plateFormat, plateProblem, PLATE_MESSAGES } from "./uk-plates";

describe("UK registration plates", () => {
  it("normalises to upper case without spaces or dashes", () => {
    expect(normalisePlate("ab12 cde")).toBe("AB12CDE");
    expect(normalisePlate(" ab12-cde ")).toBe("AB12CDE");
  });

  it("knows each DVLA format", () => {
    expect(plateFormat("AB12 CDE")).toBe("current");
    expect(plateFormat("ab12cde")).toBe("current");
    expect(plateFormat("A123 BCD")).toBe("prefix");
    expect(plateFormat("A1 BCD")).toBe("prefix");
    expect(plateFormat("ABC 123D")).toBe("suffix");
    expect(plateFormat("AB 1D")).toBe("suffix");
    expect(plateFormat("ABC 1234")).toBe("dateless");
    expect(plateFormat("1234 AB")).toBe("dateless");
    expect(plateFormat("A 1")).toBe("dateless");
    expect(plateFormat("ABZ 1234")).toBe("northern_ireland");
    expect(plateFormat("KIG 512")).toBe("northern_ireland");
  });

  it("refuses what no format allows", () => {
    for (const bad of ["", "AB12CD", "AB123CDE", "ABCD 123", "12345 AB", "AB12 CD3", "A!12 CDE", "ABC"]) {
      expect(isUkPlate(bad), bad).toBe(false);
    }
  });

  it("shows each plate with its space", () => {
    expect(formatPlate("AB12CDE")).toBe("AB12 CDE");
    expect(formatPlate("ab12cde")).toBe("AB12 CDE");
    expect(formatPlate("A123BCD")).toBe("A123 BCD");
    expect(formatPlate("ABC123D")).toBe("ABC 123D");
    expect(formatPlate("ABZ1234")).toBe("ABZ 1234");
    expect(formatPlate("1234AB")).toBe("1234 AB");
    expect(formatPlate(null)).toBe("");
    // Not a UK plate (an older record): as stored.
    expect(formatPlate("XYZ-9999-Q")).toBe("XYZ-9999-Q");
  });

  it("says why a plate is refused", () => {
    expect(plateProblem("ab12cde")).toBeNull();
    expect(plateProblem("AB12 CDEFGHI")).toBe(PLATE_MESSAGES.tooLong);
    expect(plateProblem("NOT A PLATE")).toBe(PLATE_MESSAGES.tooLong);
    expect(plateProblem("AB12CD")).toBe(PLATE_MESSAGES.invalid);
  });
});
