import { describe, expect, it } from "vitest";
import { emptyPoForm } from "./po-form-values";

describe("a new purchase order's form", () => {
  it("starts in the spec's default category, other (data-model.md §3), raised by the user", () => {
    expect(emptyPoForm("Gemma Buyer")).toMatchObject({ poCategory: "other", orderedBy: "Gemma Buyer", vatRate: "20" });
  });
});
