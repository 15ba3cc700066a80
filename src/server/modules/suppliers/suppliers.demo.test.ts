import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { like, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { supplierProjects, supplierRatings, suppliers } from "../../db/schema/index";
import { buildProject, buildUser } from "../../seed/factories";
import { seedDemoSuppliers } from "./suppliers.demo";
import { seedLargeSuppliers } from "../../seed/large-suppliers";

let t: TestApp;
const NOW = new Date("2026-11-25T10:00:00Z");

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 3; i++) await buildProject(t.db);
  const staff = [await buildUser(t.db, { role: "Buyer" }), await buildUser(t.db, { role: "Site Manager" })];
  await seedDemoSuppliers(t.db, staff, NOW);
});
afterAll(() => t.close());

describe("demo suppliers", () => {
  it("are twelve UK suppliers, one with lapsed insurance and one lapsing within 30 days, rated as the average of their scores", async () => {
    const rows = await t.db
      .select()
      .from(suppliers)
      .where(sql`${suppliers.code} not like 'PERF-%'`);
    expect(rows).toHaveLength(12);
    expect(rows.filter((s) => s.insuranceExpiry! < "2026-11-25").map((s) => s.code)).toEqual(["YSH-WST"]);
    expect(rows.filter((s) => s.insuranceExpiry! >= "2026-11-25" && s.insuranceExpiry! <= "2026-12-25").map((s) => s.code)).toEqual(["JEW-WKF"]);
    // Travis Perkins: (4.50 + 4.00) / 2 and (4.00 + 4.50) / 2.
    expect(rows.find((s) => s.code === "TP-LDS")).toMatchObject({ performanceRating: "4.25", qualityRating: "4.25", totalSpend: "0.00" });
    expect((await t.db.select().from(supplierRatings)).length).toBeGreaterThan(10);
    expect((await t.db.select().from(supplierProjects)).length).toBeGreaterThan(10);
  });

  it("the large set adds its suppliers once", async () => {
    expect(await seedLargeSuppliers(t.db, { total: 50, now: NOW })).toEqual({ created: true, suppliers: 50 });
    expect(await seedLargeSuppliers(t.db, { total: 50, now: NOW })).toEqual({ created: false, suppliers: 50 });
    const perf = await t.db.select().from(suppliers).where(like(suppliers.code, "PERF-S%"));
    expect(perf).toHaveLength(50);
    expect(perf.filter((s) => s.insuranceExpiry! < "2026-11-25")).toHaveLength(2);
  });
});
