import { describe, expect, it } from "vitest";
import { z } from "zod";
import { labelled } from "./labelled";

describe("labelled", () => {
  const { values, labels, label } = labelled({ pending: "Pending approval", approved: "Approved", rejected: "Rejected" });

  it("lists the values in the order their labels were written, for z.enum and selects", () => {
    expect(values).toEqual(["pending", "approved", "rejected"]);
    expect(z.enum(values).safeParse("approved").success).toBe(true);
    expect(z.enum(values).safeParse("Approved").success).toBe(false);
  });

  it("reads a value's label, and shows a value outside the list as it is", () => {
    expect(labels.pending).toBe("Pending approval");
    expect(label("rejected")).toBe("Rejected");
    expect(label("archived")).toBe("archived");
  });
});
