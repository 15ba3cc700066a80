import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, isNull, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { materialQuotes, materials, suppliers } from "../../db/schema/index";
import { seedDemoMaterials } from "./materials.demo";
import { DEMO_MATERIALS } from "../../seed/demo-materials-catalogue";

let t: TestApp;
const now = new Date("2026-03-10T10:00:00Z");

beforeAll(async () => {
  t = await createTestApp();
  // As if the suppliers area had seeded first: its supplier is reused, not doubled.
  await t.db.insert(suppliers).values({ name: "Hanson Ready-Mix Leeds", supplierType: "concrete_aggregates" });
});
afterAll(() => t.close());

describe("seedDemoMaterials", () => {
  it("adds about 25 materials and services with factors, weights and 1–3 quotes, one expired where there are several", async () => {
    expect((await seedDemoMaterials(t.db, { buyerId: null, now })).added).toBe(DEMO_MATERIALS.length);
    const rows = await t.db.select().from(materials).where(isNull(materials.deletedAt));
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(rows.filter((m) => m.type === "services").length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((m) => m.carbonFactorId !== null && m.weight !== null).length).toBeGreaterThanOrEqual(18);
    const counts = await t.db
      .select({
        materialId: materialQuotes.materialId,
        n: sql<number>`count(*)::int`,
        expired: sql<number>`count(*) filter (where ${materialQuotes.expiryDate} < '2026-03-10')::int`,
      })
      .from(materialQuotes)
      .groupBy(materialQuotes.materialId);
    expect(counts).toHaveLength(rows.length);
    for (const c of counts) {
      expect(c.n).toBeGreaterThanOrEqual(1);
      expect(c.n).toBeLessThanOrEqual(3);
      expect(c.expired).toBe(c.n > 1 ? 1 : 0);
    }
    expect(await t.db.select().from(suppliers).where(eq(suppliers.name, "Hanson Ready-Mix Leeds"))).toHaveLength(1);
  });

  it("adds nothing the second time", async () => {
    const before = (await t.db.select().from(suppliers)).length;
    expect((await seedDemoMaterials(t.db, { buyerId: null, now })).added).toBe(0);
    expect((await t.db.select().from(suppliers)).length).toBe(before);
  });
});
