import { describe, expect, it } from "vitest";
import { costForecastsChanges, cvrPeriodsChanges, variationsChanges } from "@shared/cost-analysis/cost-analysis.endpoints";
import { companyCostsEndpoints, costFiguresEndpoints } from "@shared/cost-analysis/cost-figures.endpoints";
import type { Changes } from "@shared/common/contract";
import { isChanged, keyOf } from "@web/lib/api-client";

const refreshes = (changes: Changes, key: readonly unknown[], slug = "oak") => changes.some((c) => isChanged(key, c, { slug }));

const figures = (slug: string) => keyOf(costFiguresEndpoints.contract, { params: { slug }, query: { profile: "front" } });
const drillDown = keyOf(costFiguresEndpoints.orders, { params: { slug: "oak" }, query: { head: "materials", page: 2 } });
const company = keyOf(companyCostsEndpoints.list, { query: { sort: "risk" } });

describe("what a register's write refreshes (decision 0062)", () => {
  it("an approval moves the contract's figures, their drill-downs and the company view; another contract's figures stay", () => {
    expect(refreshes(variationsChanges, figures("oak"))).toBe(true);
    expect(refreshes(variationsChanges, drillDown)).toBe(true);
    expect(refreshes(variationsChanges, company)).toBe(true);
    expect(refreshes(variationsChanges, figures("elm"))).toBe(false);
  });

  it("a forecast method and a valuation move the figures and the company view too", () => {
    for (const changes of [costForecastsChanges, cvrPeriodsChanges]) {
      expect(refreshes(changes, figures("oak"))).toBe(true);
      expect(refreshes(changes, company)).toBe(true);
    }
  });
});
