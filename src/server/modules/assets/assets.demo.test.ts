import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isNull } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { assetCheckouts, assets, havsExposures, workers } from "../../db/schema/index";
import { buildProject, buildUser } from "../../seed/factories";
import { seedDemoAssets } from "./assets.demo";
import { safetyOfAssets } from "./asset-safety";

let t: TestApp;
// Wednesday 25 November 2026, 10:00 in Leeds.
const NOW = new Date("2026-11-25T10:00:00Z");
const TODAY = "2026-11-25";

beforeAll(async () => {
  t = await createTestApp();
  const staff = [await buildUser(t.db, { role: "Contracts Manager" }), await buildUser(t.db, { role: "Site Manager" })];
  await buildProject(t.db, { name: "Wakefield Primary School Extension", status: "Open" });
  await buildProject(t.db, { name: "Kirkstall Road Apartments", status: "Open" });
  // The workers module's demo seeds the real crew; here a few plain workers of the trades the assets need.
  await t.db.insert(workers).values(
    Array.from({ length: 12 }, (_, i) => ({
      workerId: `D-${i}`,
      firstName: "Demo",
      lastName: `Worker ${i}`,
      trade: ["Plant operator", "Groundworker", "Labourer"][i % 3],
    })),
  );
  await seedDemoAssets(t.db, staff, NOW);
});
afterAll(() => t.close());

describe("demo assets", () => {
  it("60 items, two hired in, one out of use after a failed check; mostly safe, some due, none dated after now", async () => {
    const rows = await t.db.select().from(assets).where(isNull(assets.deletedAt));
    expect(rows).toHaveLength(60);
    expect(
      rows
        .filter((r) => r.ownership === "hired_in")
        .map((r) => r.name)
        .sort(),
    ).toEqual(["CAT 320 GC excavator", "JCB 9 t site dumper"]);
    expect(rows.filter((r) => r.outOfUse).map((r) => r.name)).toEqual(["Thwaites 3 t dumper"]);
    expect(new Set(rows.map((r) => r.qrToken)).size).toBe(60);
    const safety = await safetyOfAssets(t.db, rows, TODAY);
    const colour = (name: string) => safety.get(rows.find((r) => r.name === name)!.id)!.safe.colour;
    expect(colour("Thwaites 3 t dumper")).toBe("red");
    expect(colour("Chain block 2 t")).toBe("red");
    expect(colour("Genie GS-1932 scissor lift")).toBe("amber");
    const colours = [...safety.values()].map((s) => s.safe.colour);
    expect(colours.filter((c) => c === "green").length).toBeGreaterThan(35);
    expect(colours.filter((c) => c === "red").length).toBeLessThanOrEqual(6);
    // The goods hoist was examined after it was installed where it stands.
    expect(colour("Alimak goods hoist")).not.toBe("red");
    expect(rows.every((r) => (r.arrivedOn ?? "") <= TODAY && (r.onHireDate ?? "") <= TODAY)).toBe(true);
  });

  it("tools out with the crew, one overdue; a worker past the vibration action value yesterday", async () => {
    const out = await t.db.select().from(assetCheckouts).where(isNull(assetCheckouts.checkedInAt));
    expect(out.length).toBeGreaterThanOrEqual(3);
    expect(out.filter((c) => c.dueBack! < TODAY)).toHaveLength(1);
    const held = await t.db.select({ holder: assets.holderWorkerId }).from(assets);
    expect(held.filter((h) => h.holder).length).toBe(out.length);
    const exposures = await t.db.select().from(havsExposures);
    const byWorkerDay = new Map<string, number>();
    for (const e of exposures) byWorkerDay.set(`${e.workerId} ${e.day}`, (byWorkerDay.get(`${e.workerId} ${e.day}`) ?? 0) + e.points);
    const totals = [...byWorkerDay.values()];
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...totals)).toBeLessThan(400);
  });
});
