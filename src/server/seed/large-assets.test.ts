import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../test/harness";
import { signedIn } from "../test/sessions";
import { largeAssetSerial, seedLargeAssets } from "./large-assets";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("seedLargeAssets", () => {
  // A tenth of the set's 20,000: the same spread, a quicker test.
  it("bulk inserts the assets once, and the register still searches, filters and pages them", async () => {
    expect(await seedLargeAssets(t.db, { total: 2000 })).toEqual({ created: true, assets: 2000 });
    expect((await seedLargeAssets(t.db, { total: 2000 })).created).toBe(false);
    const cookie = (await signedIn(t, { role: "Site Manager" })).cookie;
    const get = async (url: string) => {
      const res = await call(t.app, cookie, { method: "GET", url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const deep = await get("/api/assets?pageSize=25&page=60");
    expect(deep.total).toBe(2000);
    expect(deep.items).toHaveLength(25);
    expect((await get(`/api/assets?q=${largeAssetSerial(1234)}`)).items.map((a: { serialNumber: string }) => a.serialNumber)).toEqual([largeAssetSerial(1234)]);
    const maintenance = await get("/api/assets?status=maintenance&pageSize=100");
    expect(maintenance.total).toBeGreaterThan(100);
    expect(maintenance.items.every((a: { status: string }) => a.status === "maintenance")).toBe(true);
    expect((await get("/api/assets?ownership=hired_in&pageSize=25")).total).toBe(133);
  });
});
