import { describe, expect, it } from "vitest";
import { allowedNextStatuses, canDeleteRequest, requestStepRefusal } from "./workflow";

describe("material request status rule", () => {
  it("allows pending → approved/rejected and approved → converted_to_po only", () => {
    expect(allowedNextStatuses("pending")).toEqual(["approved", "rejected"]);
    expect(allowedNextStatuses("approved")).toEqual(["converted_to_po"]);
    expect(allowedNextStatuses("rejected")).toEqual([]);
    expect(allowedNextStatuses("converted_to_po")).toEqual([]);
    expect(allowedNextStatuses("nonsense")).toEqual([]);
  });

  it("explains each refused step", () => {
    expect(requestStepRefusal("pending", "approved")).toBeNull();
    expect(requestStepRefusal("approved", "converted_to_po")).toBeNull();
    expect(requestStepRefusal("pending", "converted_to_po")).toBe("Approve the request before converting it to a purchase order");
    expect(requestStepRefusal("converted_to_po", "converted_to_po")).toBe("This request has already been converted to a purchase order");
    expect(requestStepRefusal("approved", "approved")).toBe("This request is already approved");
    expect(requestStepRefusal("approved", "rejected")).toBe("Only a pending request can be approved or rejected");
    expect(requestStepRefusal("rejected", "approved")).toBe("This request was rejected");
  });

  it("lets only pending or rejected requests be deleted", () => {
    expect(["pending", "approved", "rejected", "converted_to_po"].map(canDeleteRequest)).toEqual([true, false, true, false]);
  });
});
