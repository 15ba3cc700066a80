import { describe, expect, it } from "vitest";
import type { EndpointTable } from "@shared/common/contract";
import { pendingAreasModule } from "../pending-areas/pending-areas.module";
import { costAnalysisModule } from "./cost-analysis.module";

const pendingPaths = (m: ReturnType<typeof pendingAreasModule>) => Object.values(m.endpoints.pendingAreas as EndpointTable).map((e) => e.path);

describe("the cost analysis prefix", () => {
  it("stays a 501 while only the registers are built: they sit under the contract's slug", () => {
    const paths = Object.values(costAnalysisModule.endpoints).flatMap((table) => Object.values(table).map((e) => e.path));
    expect(paths.filter((p) => !p.startsWith("/api/projects/by-slug/:slug/"))).toEqual([]);
    expect(pendingPaths(pendingAreasModule([costAnalysisModule]))).toContain("/api/cost-analysis/*");
  });

  it("is taken over whole by the first module that serves a route under it (the company labour settings)", () => {
    const settings = {
      name: "labour-cost",
      endpoints: {
        labourCostSettings: {
          get: { method: "GET", path: "/api/cost-analysis/settings", access: ["Cost Analysis", "view"], summary: "", response: { kind: "none" } },
        } satisfies EndpointTable,
      },
      routes: async () => {},
    };
    const left = pendingPaths(pendingAreasModule([costAnalysisModule, settings]));
    expect(left.some((p) => p.startsWith("/api/cost-analysis"))).toBe(false);
    expect(left).toContain("/api/incident-reports/*");
  });
});
