import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { diaryEndpoints } from "@shared/diary/diary.endpoints";
import { energyChanges, energyEndpoints } from "@shared/energy/energy.endpoints";
import { plantChanges, plantEndpoints } from "@shared/plant/plant.endpoints";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { isChanged, keyOf, refreshChanged } from "./api-client";

/** Decision 0062: cache keys come from the endpoint tables, and a write refreshes what its table says it changes. */
describe("keyOf", () => {
  const contract = keyOf(projectsEndpoints.getBySlug, { params: { slug: "oak" } });

  it("is the path's segments with the params in their places, then the query", () => {
    expect(contract).toEqual(["api", "projects", "by-slug", "oak"]);
    expect(keyOf(projectsEndpoints.list, { query: { page: 2 } })).toEqual(["api", "projects", { page: 2 }]);
    expect(keyOf(energyEndpoints.get, { params: { id: 7 } })).toEqual(["api", "energy-entries", 7]);
  });

  it("puts a contract's key before every read under it, and not before another contract's", () => {
    const diary = keyOf(energyEndpoints.listForProject, { params: { slug: "oak" }, query: { page: 1 } });
    const summary = keyOf(projectsEndpoints.summary, { params: { slug: "oak" } });
    for (const key of [diary, summary]) expect(key.slice(0, contract.length)).toEqual(contract);
    expect(keyOf(projectsEndpoints.summary, { params: { slug: "elm" } }).slice(0, contract.length)).not.toEqual(contract);
  });
});

describe("isChanged", () => {
  const entry = keyOf(plantEndpoints.get, { params: { id: 3 } });
  const certificates = keyOf(plantEndpoints.listCertificates, { params: { id: 3 } });
  const oakPlant = keyOf(plantEndpoints.listForProject, { params: { slug: "oak" }, query: { page: 1, pageSize: 10 } });
  const elmPlant = keyOf(plantEndpoints.listForProject, { params: { slug: "elm" }, query: { page: 1, pageSize: 10 } });
  const projects = keyOf(projectsEndpoints.list, { query: { page: 1 } });
  const projectById = keyOf(projectsEndpoints.get, { params: { id: 3 } });

  it("names an endpoint's own reads, whatever their query, and not the reads below its path", () => {
    expect(isChanged(projects, projectsEndpoints.list)).toBe(true);
    expect(isChanged(["api", "projects"], projectsEndpoints.list)).toBe(true);
    expect(isChanged(projectById, projectsEndpoints.list)).toBe(false);
    expect(isChanged(entry, plantEndpoints.get)).toBe(true);
    expect(isChanged(certificates, plantEndpoints.get)).toBe(false);
  });

  it("narrows by the params the caller knows, and matches every value of the others", () => {
    const [contractReads, entries] = plantChanges;
    expect(isChanged(oakPlant, contractReads, { slug: "oak" })).toBe(true);
    expect(isChanged(elmPlant, contractReads, { slug: "oak" })).toBe(false);
    expect(isChanged(elmPlant, contractReads)).toBe(true);
    expect(isChanged(certificates, entries, { slug: "oak" })).toBe(true);
    expect(isChanged(projects, contractReads, { slug: "oak" })).toBe(false);
  });

  it("after an energy reading is saved, the contract's reads refetch and the other contract's and the entries do not", async () => {
    const client = new QueryClient();
    const seed = (key: readonly unknown[]) => client.setQueryData(key, {});
    const oakDiary = keyOf(diaryEndpoints.projectDiary, { params: { slug: "oak" }, query: {} });
    const elmDiary = keyOf(diaryEndpoints.projectDiary, { params: { slug: "elm" }, query: {} });
    const energy = keyOf(energyEndpoints.get, { params: { id: 1 } });
    [oakDiary, elmDiary, energy].forEach(seed);
    await refreshChanged(client, energyChanges, { slug: "oak" });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([stale(oakDiary), stale(elmDiary), stale(energy)]).toEqual([true, false, false]);
  });
});
