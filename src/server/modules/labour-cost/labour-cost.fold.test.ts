import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { rowsOf } from "../../db/client";
import { createTestApp, type TestApp } from "../../test/harness";
import { buildProject } from "../../seed/factories";
import { diaryEntries, labourCostSettings, siteAttendance, workers } from "../../db/schema/index";
import { foldStale } from "./labour-cost.service";
import { buildWorker, daysFromScratch, diaryFromScratch, keptDays, keptDiary, monthsAgainstRows } from "./labour-cost.test-support";

/**
 * labour_cost_days is a copy that must never drift: after any sequence of writes to sign-ins, workers'
 * rates, the settings and the diary, made straight to the tables as every code path makes them (the
 * triggers, not the app, mark what changed), a fold leaves it equal to working everything out again.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** mulberry32: the same sequence for the same seed, so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.LABOUR_SEED ?? 34);
const DAYS = ["2026-09-30", "2026-10-01", "2026-10-02", "2026-10-03", "2026-10-05"]; // Wed, Thu, Fri, Sat, Mon: two months, a weekend
const EMPLOYERS = ["Direct", "direct ", "Brick Co", "Scaff Ltd", null];
const at = (day: string, minutes: number) => new Date(Date.parse(`${day}T05:00:00Z`) + minutes * 60_000);
const hhmm = (d: Date) => d.toISOString().slice(11, 16);

async function expectKeptEqualsScratch() {
  expect(await keptDays(t.db)).toEqual(await daysFromScratch(t.db));
  expect(await keptDiary(t.db)).toEqual(await diaryFromScratch(t.db));
  const { kept, summed } = await monthsAgainstRows(t.db);
  expect(kept).toEqual(summed);
  const [{ n }] = rowsOf<{ n: number }>(
    await t.db.execute(sql`select (select count(*) from labour_cost_stale) + (select count(*) from labour_cost_diary_stale) as n`),
  );
  expect(Number(n)).toBe(0);
}

describe("labour_cost_days after any sequence of writes", () => {
  it(`equals labour worked out from scratch (seed ${SEED})`, async () => {
    const rnd = random(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
    const contracts = [await buildProject(t.db), await buildProject(t.db), await buildProject(t.db)].map((p) => p.id);
    const people = [
      await buildWorker(t.db, { hourlyRate: "18.40", overtimeRate: "27.60", employmentType: "employed" }),
      await buildWorker(t.db, { dayRate: "180.00", employmentType: "self_employed" }),
      await buildWorker(t.db, { hourlyRate: "9.95", employmentType: "apprentice" }),
      await buildWorker(t.db, { employmentType: "agency" }),
      await buildWorker(t.db, { overtimeRate: "30.00", employmentType: "employed" }),
    ].map((w) => w.id);
    const rate = () => (rnd() < 0.3 ? null : (10 + Math.floor(rnd() * 3000) / 100).toFixed(2));
    let folds = 0;
    // How many diary rows counted at some fold: the typed hours were exercised, not only the sign-ins.
    let diarySeen = 0;

    const ops: Record<string, () => Promise<unknown>> = {
      // The gate: a sign-in, open until signed out (one open per worker and site).
      signIn: async () => {
        const [projectId, workerId, day] = [pick(contracts), pick(people), pick(DAYS)];
        const open = await t.db
          .select()
          .from(siteAttendance)
          .where(and(eq(siteAttendance.projectId, projectId), eq(siteAttendance.workerId, workerId), isNull(siteAttendance.signOutTime)));
        if (open.length > 0) return;
        const inAt = at(day, Math.floor(rnd() * 600));
        await t.db
          .insert(siteAttendance)
          .values({ projectId, workerId, workerName: "W", company: pick(EMPLOYERS), date: day, signInTime: hhmm(inAt), signedInAt: inAt });
      },
      // An offline device's queue: a whole sign-in and sign-out at once, perhaps several in one statement.
      queued: async () => {
        const rows = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
          const day = pick(DAYS);
          const inAt = at(day, Math.floor(rnd() * 600));
          const outAt = new Date(inAt.getTime() + Math.floor(rnd() * 9 * 3600) * 1000);
          return {
            projectId: pick(contracts),
            workerId: pick(people),
            workerName: "W",
            company: pick(EMPLOYERS),
            date: day,
            signInTime: hhmm(inAt),
            signOutTime: hhmm(outAt),
            signedInAt: inAt,
            signedOutAt: outAt,
          };
        });
        await t.db.insert(siteAttendance).values(rows);
      },
      signOut: async () => {
        const [open] = await t.db.select().from(siteAttendance).where(isNull(siteAttendance.signOutTime)).limit(1);
        if (!open) return;
        const outAt = new Date(open.signedInAt.getTime() + Math.floor(rnd() * 11 * 3600) * 1000);
        await t.db
          .update(siteAttendance)
          .set({ signOutTime: hhmm(outAt), signedOutAt: outAt, signOutMethod: "gate" })
          .where(eq(siteAttendance.id, open.id));
      },
      // The automatic sign-out: everyone still on site, in one statement.
      autoSignOut: async () => {
        await t.db.execute(
          sql`update site_attendance set sign_out_time = '17:00', signed_out_at = signed_in_at + interval '7 hours', sign_out_method = 'auto' where sign_out_time is null`,
        );
      },
      correction: async () => {
        const all = await t.db.select().from(siteAttendance);
        if (all.length === 0) return;
        const s = pick(all);
        const inAt = new Date(s.signedInAt.getTime() + (Math.floor(rnd() * 120) - 60) * 60_000);
        await t.db
          .update(siteAttendance)
          .set({ signedInAt: inAt, signInTime: hhmm(inAt), signOutMethod: s.signOutTime ? "corrected" : null })
          .where(eq(siteAttendance.id, s.id));
      },
      employerChanged: async () => {
        const all = await t.db.select().from(siteAttendance);
        if (all.length > 0)
          await t.db
            .update(siteAttendance)
            .set({ company: pick(EMPLOYERS) })
            .where(eq(siteAttendance.id, pick(all).id));
      },
      // Something labour does not read: marks nothing, changes nothing.
      travel: async () => {
        await t.db.execute(sql`update site_attendance set travel_distance = 12.5 where id in (select id from site_attendance limit 3)`);
      },
      remove: async () => {
        const all = await t.db.select().from(siteAttendance);
        if (all.length > 0) await t.db.delete(siteAttendance).where(eq(siteAttendance.id, pick(all).id));
      },
      rates: async () => {
        await t.db
          .update(workers)
          .set({ hourlyRate: rate(), dayRate: rate(), overtimeRate: rate(), employmentType: pick(["employed", "apprentice", "self_employed", "agency"]) })
          .where(eq(workers.id, pick(people)));
      },
      settings: async () => {
        const values = {
          standardDayHours: pick(["8", "7.5", "7.33", "10"]),
          weekendOvertime: rnd() < 0.6,
          employersNi: pick(["0", "13.8"]),
          holidayPay: pick(["0", "12.07"]),
          pension: pick(["0", "3"]),
          apprenticeshipLevy: pick(["0", "0.5"]),
        };
        await t.db
          .insert(labourCostSettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: labourCostSettings.id, set: values });
      },
      diary: async () => {
        const labor = JSON.stringify({ company: pick(EMPLOYERS) ?? "", hours: Math.floor(rnd() * 100) / 10 });
        const entries = await t.db.select().from(diaryEntries);
        const choice = rnd();
        if (choice < 0.5 || entries.length === 0)
          await t.db.insert(diaryEntries).values({ projectId: pick(contracts), date: pick(DAYS), author: "A", workSummary: "Work", labor });
        else if (choice < 0.8)
          await t.db
            .update(diaryEntries)
            .set({ labor, date: pick(DAYS) })
            .where(eq(diaryEntries.id, pick(entries).id));
        else await t.db.delete(diaryEntries).where(eq(diaryEntries.id, pick(entries).id));
      },
      fold: async () => {
        folds++;
        await foldStale(t.db, { batch: 1 + Math.floor(rnd() * 6) });
        await expectKeptEqualsScratch();
        diarySeen = Math.max(diarySeen, (await keptDiary(t.db)).length);
      },
    };
    const weights: [string, number][] = [
      ["signIn", 6],
      ["queued", 5],
      ["signOut", 5],
      ["autoSignOut", 1],
      ["correction", 3],
      ["employerChanged", 2],
      ["travel", 1],
      ["remove", 2],
      ["rates", 2],
      ["settings", 1],
      ["diary", 4],
      ["fold", 3],
    ];
    const total = weights.reduce((n, [, w]) => n + w, 0);
    for (let step = 0; step < 250; step++) {
      let r = rnd() * total;
      const [name] = weights.find(([, w]) => (r -= w) < 0)!;
      await ops[name]();
    }
    await foldStale(t.db);
    await expectKeptEqualsScratch();
    expect(folds).toBeGreaterThan(5);
    expect((await keptDays(t.db)).length).toBeGreaterThan(10);
    expect(diarySeen).toBeGreaterThan(0);
  });
});
