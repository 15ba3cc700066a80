import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../test/harness";
import { signedIn } from "../test/sessions";
import { largeFleetPlate, seedLargeFleet } from "./large-fleet";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("seedLargeFleet", () => {
  it("bulk inserts the 1,000 vehicles once, and the register searches, filters and pages them", async () => {
    expect(await seedLargeFleet(t.db)).toEqual({ created: true, vehicles: 1000 });
    expect((await seedLargeFleet(t.db)).created).toBe(false);
    const cookie = (await signedIn(t, { role: "Site Manager" })).cookie;
    const get = async (url: string) => {
      const res = await call(t.app, cookie, { method: "GET", url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const deep = await get("/api/fleet?pageSize=25&page=30");
    expect(deep.total).toBe(1000);
    expect(deep.items).toHaveLength(25);
    const plate = largeFleetPlate(123);
    expect((await get(`/api/fleet?q=${plate}`)).items.map((v: { licensePlate: string }) => v.licensePlate)).toEqual([plate]);
    const attention = await get("/api/fleet?attention=yes&pageSize=100");
    expect(attention.total).toBeGreaterThan(100);
    expect(attention.items.every((v: { flags: unknown[]; offRoad: boolean }) => v.offRoad || v.flags.length > 0)).toBe(true);
    expect((await get("/api/fleet?type=truck&pageSize=25")).items.every((v: { vehicleType: string }) => v.vehicleType === "truck")).toBe(true);
  });
});
