import { describe, expect, it } from "vitest";
import type { EndpointTable } from "@shared/common/contract";
import type { ServerModule } from "../../platform/module";
import { areas } from "../index";
import { pendingAreasModule } from "./pending-areas.module";

/**
 * Cost analysis lands in parts (issue 34): the registers under each contract's slug, the company
 * labour settings under /api/cost-analysis. The prefix answers 501 until a module serves a route
 * under it, and then goes whole, whichever part lands first.
 */
const registers: ServerModule = {
  name: "cost-analysis",
  endpoints: { costVariations: areas.endpointTables.costVariations, cvrPeriods: areas.endpointTables.cvrPeriods },
  routes: async () => {},
};
const settings: ServerModule = {
  name: "labour-cost",
  endpoints: {
    labourCostSettings: {
      get: { method: "GET", path: "/api/cost-analysis/settings", access: ["Cost Analysis", "view"], summary: "", response: { kind: "none" } },
    } satisfies EndpointTable,
  },
  routes: async () => {},
};
const pendingPaths = (built: ServerModule[]) => Object.values(pendingAreasModule(built).endpoints.pendingAreas).map((e) => e.path);

describe("the cost analysis prefix", () => {
  it("stays a 501 while only the registers are built: they sit under the contract's slug", () => {
    const paths = Object.values(registers.endpoints).flatMap((table) => Object.values(table).map((e) => e.path));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => !p.startsWith("/api/projects/by-slug/:slug/"))).toEqual([]);
    expect(pendingPaths([registers])).toContain("/api/cost-analysis/*");
  });

  it("is taken over whole by the first module that serves a route under it (the company labour settings)", () => {
    const left = pendingPaths([registers, settings]);
    expect(left.some((p) => p.startsWith("/api/cost-analysis"))).toBe(false);
    expect(left).toContain("/api/incident-reports/*");
  });
});
