import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../test/harness";
import { signedIn } from "../test/sessions";
import { LARGE_MATERIAL_COUNT, seedLargeMaterials } from "./large-materials";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("seedLargeMaterials", () => {
  it("bulk inserts 20,000 materials once, and the list still searches, sorts and pages them", async () => {
    expect(await seedLargeMaterials(t.db)).toEqual({ created: true, materials: LARGE_MATERIAL_COUNT });
    expect((await seedLargeMaterials(t.db)).created).toBe(false);
    const cookie = (await signedIn(t, { role: "Buyer" })).cookie;
    const all = (await call(t.app, cookie, { method: "GET", url: "/api/materials?pageSize=100&page=200" })).json();
    expect(all.total).toBe(LARGE_MATERIAL_COUNT);
    expect(all.items).toHaveLength(100);
    const started = Date.now();
    const found = (await call(t.app, cookie, { method: "GET", url: "/api/materials?q=plasterboard&sort=cost_desc&active=yes" })).json();
    expect(found.total).toBeGreaterThan(500);
    expect(Number(found.items[0].purchaseCost)).toBeGreaterThanOrEqual(Number(found.items[1].purchaseCost));
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
