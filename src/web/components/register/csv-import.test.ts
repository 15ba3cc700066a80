import { describe, expect, it } from "vitest";
import { ApiError } from "@web/lib/api";
import { csvProblemsOf, csvTemplateHref } from "./csv-import";

describe("a register's CSV import", () => {
  it("lists every row the server refused, else its one message", () => {
    const rows = new ApiError(400, "The file has problems", { errors: [{ message: "Row 2: Name is required" }, { message: "Row 5: Choose a supplier type" }] });
    expect(csvProblemsOf(rows)).toEqual(["Row 2: Name is required", "Row 5: Choose a supplier type"]);
    expect(csvProblemsOf(new ApiError(413, "The file must be 1 MB or smaller", {}))).toEqual(["The file must be 1 MB or smaller"]);
    expect(csvProblemsOf(new TypeError("Failed to fetch"))).toHaveLength(1);
  });

  it("offers the template as a file the browser can save", () => {
    const href = csvTemplateHref("Name,Type\nJewson Leeds,Builders' merchant\n");
    expect(href.startsWith("data:text/csv;charset=utf-8,")).toBe(true);
    expect(decodeURIComponent(href.split(",").slice(1).join(","))).toBe("Name,Type\nJewson Leeds,Builders' merchant\n");
  });
});
