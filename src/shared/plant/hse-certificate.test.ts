import { describe, expect, it } from "vitest";
import { certificateFieldsSchema, certificateState } from "./hse-certificate";
import { normalisePostcode } from "../visitors/visitor";

describe("certificateState", () => {
  it("is good through its expiry day, expiring within 30 days, expired after", () => {
    expect(certificateState(null, "2025-03-14")).toBe("valid");
    expect(certificateState("2025-03-13", "2025-03-14")).toBe("expired");
    expect(certificateState("2025-03-14", "2025-03-14")).toBe("expiring");
    expect(certificateState("2025-04-13", "2025-03-14")).toBe("expiring");
    expect(certificateState("2025-04-14", "2025-03-14")).toBe("valid");
    // Across the clocks going forward (30 March 2025) the count is still in whole days.
    expect(certificateState("2025-04-28", "2025-03-29")).toBe("expiring");
  });

  it("refuses an expiry before the issue date", () => {
    const r = certificateFieldsSchema.safeParse({ certificateType: "PUWER inspection", issuedDate: "2025-03-14", expiryDate: "2025-03-13" });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(["Expiry date cannot be before the issued date"]);
  });
});

describe("normalisePostcode", () => {
  it("takes the UK shapes with or without the space", () => {
    expect(normalisePostcode("ls14ap")).toBe("LS1 4AP");
    expect(normalisePostcode(" EC1A 1BB ")).toBe("EC1A 1BB");
    expect(normalisePostcode("M1 1AE")).toBe("M1 1AE");
    expect(normalisePostcode("12345")).toBeNull();
  });
});
