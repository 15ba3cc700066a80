import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, isNull } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { carbonFigures, siteAttendance, siteSignInSettings, workers } from "../../db/schema/index";
import { buildProject, buildUser } from "../../seed/factories";
import { seedDemoSignIns } from "./site-sign-in.demo";

let t: TestApp;
// Wednesday 25 November 2026, 10:00 in Leeds: this morning's sign-ins are in, nobody has gone home.
const NOW = new Date("2026-11-25T10:00:00Z");
const TODAY = "2026-11-25";

beforeAll(async () => {
  t = await createTestApp();
  const staff = [await buildUser(t.db, { role: "Contracts Manager" }), await buildUser(t.db, { role: "Site Manager" })];
  await buildProject(t.db, { name: "Wakefield Primary School Extension", status: "Open" });
  await buildProject(t.db, { name: "Kirkstall Road Apartments", status: "Open" });
  await buildProject(t.db, { name: "Batley Library Roof Renewal", status: "Completed" });
  // The workers module's demo seeds the real crew; here 30 plain workers stand in for them.
  await t.db.insert(workers).values(
    Array.from({ length: 30 }, (_, i) => ({
      workerId: `D-${i}`,
      firstName: "Demo",
      lastName: `Worker ${i}`,
      employer: i % 2 ? "Aire Valley Groundworks Ltd" : null,
      trade: "Labourer",
      // Each fifth has no right to work check: the gate refuses them, so they never signed in.
      rightToWorkCheckedOn: i % 5 === 4 ? null : "2026-01-05",
    })),
  );
  await seedDemoSignIns(t.db, staff, NOW);
}, 120_000);
afterAll(() => t.close());

describe("demo sign-ins", () => {
  it("two weeks of weekdays on the open contracts only, nothing after now, some on site today", async () => {
    const rows = await t.db.select().from(siteAttendance);
    expect(rows.length).toBeGreaterThan(150);
    expect(new Set(rows.map((r) => r.projectId)).size).toBe(2);
    expect(rows.every((r) => r.signedInAt <= NOW && (!r.signedOutAt || r.signedOutAt <= NOW) && r.createdAt <= NOW && r.updatedAt <= NOW)).toBe(true);
    expect(rows.every((r) => r.signInTime >= "07:00" && r.signInTime < "08:00")).toBe(true);
    expect(rows.filter((r) => r.date === TODAY && !r.signOutTime).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.date < TODAY && !r.signOutTime)).toEqual([]);
    expect(rows.filter((r) => r.overrideReason)).toHaveLength(1);
    const unchecked = await t.db.select({ id: workers.id }).from(workers).where(isNull(workers.rightToWorkCheckedOn));
    expect(unchecked).toHaveLength(6);
    expect(rows.filter((r) => unchecked.some((w) => w.id === r.workerId))).toEqual([]);
    expect(rows.filter((r) => r.signOutMethod === "auto")).toMatchObject([{ signOutTime: "19:00" }]);
  });

  it("commutes carry their cat. 7 figures; settings with a question, a briefing and 19:00 on the first contract", async () => {
    const figures = await t.db.select().from(carbonFigures).where(eq(carbonFigures.sourceKind, "site_attendance"));
    expect(figures.length).toBeGreaterThan(50);
    expect(figures.every((f) => f.ghgCategory === 7 && f.category === "commuting" && f.createdAt <= NOW)).toBe(true);
    const settings = await t.db.select().from(siteSignInSettings);
    expect(settings.every((s) => s.autoSignOutTime === "19:00")).toBe(true);
    expect(settings.filter((s) => s.fitQuestions.length === 1 && s.briefing)).toHaveLength(1);
  });
});
