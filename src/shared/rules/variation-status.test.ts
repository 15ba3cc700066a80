import { describe, expect, it } from "vitest";
import { VARIATION_STATUSES } from "./cost-forecast";
import { APPROVED_IS_FINAL, VARIATION_TRANSITIONS, variationLocked, variationStatusRefusal } from "./variation-status";

describe("a variation's status changes", () => {
  it("lets a pending variation be approved, unagreed or rejected", () => {
    for (const to of ["approved", "unagreed", "rejected"] as const) expect(variationStatusRefusal("pending", to)).toBeNull();
  });

  it("settles an unagreed variation either way, or reopens it as pending", () => {
    for (const to of ["approved", "rejected", "pending"] as const) expect(variationStatusRefusal("unagreed", to)).toBeNull();
  });

  it("reopens a rejected variation only as pending", () => {
    expect(variationStatusRefusal("rejected", "pending")).toBeNull();
    expect(variationStatusRefusal("rejected", "approved")).toBe("A rejected variation can only be made pending");
    expect(variationStatusRefusal("rejected", "unagreed")).toBe("A rejected variation can only be made pending");
  });

  it("keeps an approved variation final, whatever is asked", () => {
    for (const to of ["pending", "unagreed", "rejected"] as const) expect(variationStatusRefusal("approved", to)).toBe(APPROVED_IS_FINAL);
    expect(VARIATION_TRANSITIONS.approved).toEqual([]);
  });

  it("says a variation is already where it was asked to go", () => {
    expect(variationStatusRefusal("pending", "pending")).toBe("This variation is already pending");
    expect(variationStatusRefusal("approved", "approved")).toBe("This variation is already approved");
  });

  it("names every status, and locks only the approved", () => {
    expect(Object.keys(VARIATION_TRANSITIONS).sort()).toEqual([...VARIATION_STATUSES].sort());
    expect(VARIATION_STATUSES.filter(variationLocked)).toEqual(["approved"]);
  });
});
