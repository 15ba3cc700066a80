import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { rowsOf } from "../../db/client";
import { createTestApp, type TestApp } from "../../test/harness";
import { buildProject } from "../../seed/factories";
import { siteAttendance, workers } from "../../db/schema/index";
import { foldStale } from "./labour-cost.service";
import { buildWorker, daysFromScratch, keptDays, monthsAgainstRows } from "./labour-cost.test-support";

/**
 * Two readers folding at once (PostgreSQL: PGlite has one connection, so nothing runs beside it).
 * They claim marks with `for update skip locked` and share the work; the month totals move by
 * differences, so neither may count a worker-day twice or lose the other's, and a sign-in written
 * while a fold holds its worker-day is folded in by the next read, never lost.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("two folds at once", () => {
  let t: TestApp;
  let contracts: number[];
  let people: number[];
  beforeAll(async () => {
    t = await createTestApp();
    contracts = [(await buildProject(t.db)).id, (await buildProject(t.db)).id];
    people = [];
    for (let i = 0; i < 60; i++) people.push((await buildWorker(t.db, { hourlyRate: (15 + (i % 7)).toFixed(2), overtimeRate: i % 3 ? "30.00" : null })).id);
  });
  afterAll(() => t.close());

  const days = Array.from({ length: 20 }, (_, i) => `2026-10-${String(i + 1).padStart(2, "0")}`);
  const signIn = (workerId: number, projectId: number, day: string, from: number, hours: number) => ({
    projectId,
    workerId,
    workerName: "W",
    company: "Direct",
    date: day,
    signInTime: "07:00",
    signOutTime: "16:00",
    signedInAt: new Date(Date.parse(`${day}T06:00:00Z`) + from * 60_000),
    signedOutAt: new Date(Date.parse(`${day}T06:00:00Z`) + (from + hours * 60) * 60_000),
  });
  const marks = async () => Number(rowsOf<{ n: string }>(await t.db.execute(sql`select count(*) as n from labour_cost_stale`))[0].n);

  it("share the marks without counting a worker-day twice", async () => {
    // 60 workers × 20 days, each on both contracts (so each day's overtime crosses contracts): 1,200 worker-days.
    await t.db
      .insert(siteAttendance)
      .values(people.flatMap((w, i) => days.flatMap((d) => [signIn(w, contracts[0], d, 0, 5), signIn(w, contracts[1], d, 330, 4 + (i % 3))])));
    expect(await marks()).toBe(1_200);
    const [one, two] = await Promise.all([foldStale(t.db, { batch: 25 }), foldStale(t.db, { batch: 25 })]);
    expect(one.workerDays + two.workerDays).toBe(1_200);
    expect(Math.min(one.workerDays, two.workerDays)).toBeGreaterThan(0);
    expect(await marks()).toBe(0);
    expect(await keptDays(t.db)).toEqual(await daysFromScratch(t.db));
    const { kept, summed } = await monthsAgainstRows(t.db);
    expect(kept).toEqual(summed);
  });

  it("lose nothing written while they run: sign-ins, corrections and rate changes land in the next fold", async () => {
    await t.db.execute(sql`insert into labour_cost_stale (worker_id, day) select distinct worker_id, date from site_attendance on conflict do nothing`);
    const writer = (async () => {
      for (let i = 0; i < 60; i++) {
        const w = people[i % people.length];
        if (i % 3 === 0) await t.db.insert(siteAttendance).values(signIn(w, contracts[i % 2], days[i % days.length], 600 + (i % 50), 1));
        else if (i % 3 === 1)
          await t.db
            .update(workers)
            .set({ hourlyRate: (20 + (i % 11)).toFixed(2) })
            .where(eq(workers.id, w));
        else
          await t.db.execute(
            sql`update site_attendance set signed_out_at = signed_out_at + interval '7 minutes' where id = (select min(id) + ${i} from site_attendance)`,
          );
      }
    })();
    await Promise.all([foldStale(t.db, { batch: 20 }), foldStale(t.db, { batch: 20 }), writer]);
    await foldStale(t.db);
    expect(await keptDays(t.db)).toEqual(await daysFromScratch(t.db));
    const { kept, summed } = await monthsAgainstRows(t.db);
    expect(kept).toEqual(summed);
  });
});
