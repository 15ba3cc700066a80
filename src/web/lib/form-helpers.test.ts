import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { textsOf } from "./form-texts";
import { serverFieldErrors, showServerErrors } from "./server-field-errors";
import { setFilters } from "./set-filters";

const refused = new ApiError(400, "Bad input", {
  errors: [
    { field: "sku", message: "SKU already exists" },
    { field: "projectId", message: "Project not found" },
  ],
});

describe("the server's field messages", () => {
  it("are read from a 400's body, and none from any other failure", () => {
    expect(serverFieldErrors(refused)).toHaveLength(2);
    expect(serverFieldErrors(new ApiError(500, "Oops", "Internal error"))).toEqual([]);
    expect(serverFieldErrors(new ApiError(403, "No", null))).toEqual([]);
    expect(serverFieldErrors(new Error("offline"))).toEqual([]);
  });

  it("go under the fields the form takes, with its focus and type", () => {
    const setError = vi.fn();
    showServerErrors(setError, refused, { accept: (field) => field === "sku" });
    expect(setError.mock.calls).toEqual([["sku", { message: "SKU already exists" }, undefined]]);
    setError.mockClear();
    showServerErrors(setError, refused, { focus: true, type: "server" });
    expect(setError.mock.calls[1]).toEqual(["projectId", { type: "server", message: "Project not found" }, { shouldFocus: true }]);
  });
});

it("a record's optional texts fill a form's boxes, null as empty", () => {
  expect(textsOf({ notes: null, supplier: "Hanson" }, ["notes", "supplier"])).toEqual({ notes: "", supplier: "Hanson" });
  expect(textsOf(null, ["notes"])).toEqual({ notes: "" });
});

it("a read's unset filters stay out of its query", () => {
  expect(setFilters({ projectId: 0, from: "2025-03-01", to: "", author: undefined })).toEqual({
    projectId: undefined,
    from: "2025-03-01",
    to: undefined,
    author: undefined,
  });
});
