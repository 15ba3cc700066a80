import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonEntries, carbonFigures, carbonMonthTotals, projects } from "../../db/schema/index";
import { seedSiteCarbon } from "./carbon-footprint.test-support";
import { removeFigures } from "../carbon/carbon-figures.service";
import { ownedBy } from "../carbon/carbon-figures.service";

// The company overview reads carbon_month_totals, kept by triggers on carbon_figures (migration 0011):
// whatever is inserted, changed or deleted, its totals over any range equal the figures' own sums.
let t: TestApp;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  const a = await buildProject(t.db, { name: "Harrogate Road" });
  const b = await buildProject(t.db, { name: "Wetherby Bypass" });
  const s = await seedSiteCarbon(t.db, a.id);
  await seedSiteCarbon(t.db, b.id);
  // Copies of a figure on days around the months' edges, for both contracts, in one statement.
  const [model] = await t.db
    .select()
    .from(carbonFigures)
    .where(ownedBy({ kind: "plant", id: s.plant.id }));
  const { id: _, ...copy } = model;
  const days = ["2025-01-31", "2025-02-01", "2025-02-14", "2025-02-28", "2025-03-31", "2025-04-01", "2025-04-09", "2025-04-30", "2025-05-02"];
  // Owned by the delivery (a source of several figures), so they stay when the plant entry goes.
  const delivery = { sourceKind: "delivery", sourceId: s.delivery.id };
  await t.db
    .insert(carbonFigures)
    .values(days.flatMap((date, i) => [a, b].map((p) => ({ ...copy, ...delivery, projectId: p.id, date, kgCo2e: `${100 + i}.125` }))));
  // A change of date and amount moves a figure between months; a deleted record takes its figures.
  await t.db
    .update(carbonFigures)
    .set({ date: "2025-04-15", kgCo2e: "7.5" })
    .where(and(eq(carbonFigures.projectId, b.id), eq(carbonFigures.date, "2025-02-14")));
  await removeFigures(t.db, { kind: "plant", id: s.plant.id });
  await t.db.delete(carbonEntries).where(eq(carbonEntries.id, s.plant.id));
  // A deleted contract's figures stay but are not counted.
  const gone = await buildProject(t.db, { name: "Deleted", deletedAt: new Date() });
  await seedSiteCarbon(t.db, gone.id);
});
afterAll(() => t.close());

/** The company's totals summed from the figures themselves. */
async function truth(from?: string, to?: string) {
  const [row] = await t.db
    .select({
      kg: sql<string>`round(coalesce(sum(${carbonFigures.kgCo2e}), 0), 3)::text`,
      projects: sql<number>`count(distinct ${carbonFigures.projectId})::int`,
    })
    .from(carbonFigures)
    .innerJoin(projects, eq(projects.id, carbonFigures.projectId))
    .where(and(isNull(projects.deletedAt), from ? gte(carbonFigures.date, from) : undefined, to ? lte(carbonFigures.date, to) : undefined));
  return { totalKg: Number(row.kg), projects: row.projects };
}

describe("carbon_month_totals", () => {
  it("the company overview equals the figures' sums over whole months, parts of months and all time", async () => {
    const ranges: [string?, string?][] = [
      [],
      ["2025-02-15", "2025-04-10"],
      ["2025-03-01", "2025-03-31"],
      ["2025-02-01", "2025-04-30"],
      ["2025-03-05", "2025-03-20"],
      ["2025-04-01", "2025-04-09"],
      ["2025-03-02"],
      [undefined, "2025-03-31"],
      [undefined, "2025-02-27"],
    ];
    for (const [from, to] of ranges) {
      const qs = new URLSearchParams({ pageSize: "100", ...(from && { from }), ...(to && { to }) });
      const res = await call(t.app, viewer, { method: "GET", url: `/api/carbon-footprint?${qs}` });
      expect(res.statusCode).toBe(200);
      const { company, items } = res.json();
      expect({ totalKg: company.totalKg, projects: company.projects }, `${from} – ${to}`).toEqual(await truth(from, to));
      const sum = items.reduce((s: number, r: { totalKg: number }) => s + Math.round(r.totalKg * 1000), 0) / 1000;
      expect(sum, `${from} – ${to}`).toBeCloseTo(company.totalKg, 3);
    }
  });

  it("keeps no month whose figures are all gone", async () => {
    const empty = await t.db
      .select()
      .from(carbonMonthTotals)
      .where(sql`${carbonMonthTotals.figures} <= 0`);
    expect(empty).toEqual([]);
  });
});
