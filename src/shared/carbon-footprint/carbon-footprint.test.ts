import { describe, expect, it } from "vitest";
import { urlOf } from "../common/contract";
import { carbonReportFilename, carbonEntriesQuery, figuresQuery, footprintQuery } from "./carbon-footprint";
import { carbonFootprintEndpoints } from "./carbon-footprint.endpoints";

const footprintUrl = (slug: string, query?: { from?: string; to?: string }) => urlOf(carbonFootprintEndpoints.projectFootprint, { params: { slug }, query });

describe("carbon footprint queries", () => {
  it("a range is optional, each day checked, and from may not pass to", () => {
    expect(footprintQuery.parse({})).toEqual({});
    expect(footprintQuery.parse({ from: "", to: "2025-03-31" })).toEqual({ to: "2025-03-31" });
    expect(footprintQuery.safeParse({ from: "2025-02-29" }).error?.issues[0].message).toBe("From date must be a date (yyyy-MM-dd)");
    expect(footprintQuery.safeParse({ from: "2025-04-01", to: "2025-03-01" }).error?.issues[0]).toMatchObject({
      path: ["to"],
      message: "The From date must be on or before the To date",
    });
  });

  it("the ledger's filters: scope 1-3, a known category, a yyyy-MM month", () => {
    expect(figuresQuery.parse({ scope: "2", category: "transport", month: "2025-03" })).toMatchObject({
      scope: 2,
      category: "transport",
      month: "2025-03",
      page: 1,
      pageSize: 25,
    });
    expect(figuresQuery.safeParse({ scope: "0" }).error?.issues[0].message).toBe("Scope must be 1, 2 or 3");
    expect(figuresQuery.safeParse({ category: "coal" }).error?.issues[0].message).toBe("Unknown carbon category");
    expect(figuresQuery.safeParse({ month: "2025-3" }).error?.issues[0].message).toBe("Month must be a month (yyyy-MM)");
    expect(carbonEntriesQuery.safeParse({ kind: "energy" }).error?.issues[0].message).toBe("Kind must be plant, delivery or waste");
  });

  it("URLs and the report's file name carry only the range given", () => {
    expect(footprintUrl("kirkstall road")).toBe("/api/projects/by-slug/kirkstall%20road/carbon-footprint");
    expect(footprintUrl("a", { from: "2025-03-01" })).toBe("/api/projects/by-slug/a/carbon-footprint?from=2025-03-01");
    expect(carbonReportFilename("a", {})).toBe("a-carbon-report.pdf");
    expect(carbonReportFilename("a", { from: "2025-03-01", to: "2025-03-31" })).toBe("a-carbon-report-from-2025-03-01-to-2025-03-31.pdf");
  });
});
