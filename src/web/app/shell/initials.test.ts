import { describe, expect, it } from "vitest";
import { companyInitials } from "./initials";

describe("initials", () => {
  it("uses the company's first two letters, else SB", () => {
    expect(companyInitials("Acme Build Ltd")).toBe("AC");
    expect(companyInitials("3D Groundworks")).toBe("DG");
    expect(companyInitials("")).toBe("SB");
    expect(companyInitials(undefined)).toBe("SB");
  });
});
