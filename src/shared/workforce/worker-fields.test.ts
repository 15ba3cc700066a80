import { describe, expect, it } from "vitest";
import { isNationalInsurance, isUkMobile, workerSchema } from "./worker-fields";

describe("the National Insurance rule (data-model.md §5 Worker)", () => {
  it("takes two letters, six digits and A–D, with spaces and in any case", () => {
    for (const ok of ["AB123456C", "ab 12 34 56 c", "JK 123456 A", "  CE 99 88 77 D ", "ZA000000B"]) expect(isNationalInsurance(ok), ok).toBe(true);
  });

  it("refuses a wrong shape or final letter", () => {
    for (const bad of ["", "AB12345C", "AB1234567C", "AB123456E", "A1123456C", "AB12345XC", "123456789"]) expect(isNationalInsurance(bad), bad).toBe(false);
  });

  it("refuses D F I Q U V first, D F I Q U V O second, and the pairs never issued", () => {
    for (const first of "DFIQUV") expect(isNationalInsurance(`${first}A123456C`), first).toBe(false);
    for (const second of "DFIQUVO") expect(isNationalInsurance(`A${second}123456C`), second).toBe(false);
    for (const pair of ["BG", "GB", "KN", "NK", "NT", "TN", "ZZ"]) expect(isNationalInsurance(`${pair}123456C`), pair).toBe(false);
    // The pairs' letters are fine elsewhere.
    expect(isNationalInsurance("BK123456C")).toBe(true);
    expect(isNationalInsurance("NA123456C")).toBe(true);
  });

  it("stores it as HMRC prints it, and says the spec's message", () => {
    const base = { workerId: "W1", firstName: "Ann", lastName: "Lister" };
    expect(workerSchema.parse({ ...base, nationalInsurance: "ab123456c" }).nationalInsurance).toBe("AB 12 34 56 C");
    expect(workerSchema.parse({ ...base, nationalInsurance: "" }).nationalInsurance).toBeNull();
    const bad = workerSchema.safeParse({ ...base, nationalInsurance: "QQ 12 34 56 C" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(["Please enter a valid UK National Insurance number (e.g. AB 12 34 56 C)"]);
  });
});

describe("the next of kin's mobile", () => {
  it("is 07 and nine digits once spaces are removed", () => {
    expect(isUkMobile("07700 900123")).toBe(true);
    expect(isUkMobile("0 7 7 0 0 9 0 0 1 2 3")).toBe(true);
    for (const bad of ["0113 496 0000", "+44 7700 900123", "0770090012", "077009001234", "07700-900123"]) expect(isUkMobile(bad), bad).toBe(false);
  });

  it("says the spec's message; the required fields say theirs", () => {
    const res = workerSchema.safeParse({ workerId: "", firstName: " ", nextOfKinPhone: "0113 496 0000" });
    expect(res.error?.issues.map((i) => i.message)).toEqual([
      "Worker ID is required",
      "First name is required",
      "Last name is required",
      "Please enter a valid UK mobile number (07xxx xxxxxx)",
    ]);
  });
});
