import { asc, count, like } from "drizzle-orm";
import { clock, daysAfter, ukInstant, ukToday } from "@shared/common/uk-dates";
import type { Db } from "../db/client";
import { projects, siteAttendance, workers } from "../db/schema/index";
import { bulkInsert } from "./bulk-insert";

/**
 * The performance data set's sign-ins (issue 31): 300,000 days on site across the perf contracts'
 * recent weekdays, each contract with its regular gang of the perf workers, signed in between 07:00 and
 * 08:00 and out between 16:00 and 17:30. On the first contract, `onSiteToday` workers are signed in
 * today and still on site: the roll-call's large case. Runs once (after the perf contracts and workers).
 */
export const LARGE_SIGN_IN_COUNT = 300_000;
export const LARGE_ON_SITE_TODAY = 250;

type Gang = { id: number; workerId: string; name: string; trade: string | null; employer: string | null };

export async function seedLargeSignIns(
  db: Db,
  { total = LARGE_SIGN_IN_COUNT, onSiteToday = LARGE_ON_SITE_TODAY, now = new Date(), log = (_: string) => {} } = {},
) {
  const [{ n }] = await db.select({ n: count() }).from(siteAttendance);
  if (n > 1000) return { created: false, signIns: n };
  const perf = await db.select({ id: projects.id }).from(projects).where(like(projects.slug, "perf-project-%")).orderBy(asc(projects.slug));
  const people: Gang[] = (
    await db
      .select({
        id: workers.id,
        workerId: workers.workerId,
        first: workers.firstName,
        last: workers.lastName,
        trade: workers.trade,
        employer: workers.employer,
      })
      .from(workers)
      .where(like(workers.workerId, "PERF-W%"))
      .orderBy(asc(workers.workerId))
  ).map((w) => ({ id: w.id, workerId: w.workerId, name: `${w.first} ${w.last}`, trade: w.trade, employer: w.employer }));
  if (perf.length === 0 || people.length === 0) return { created: false, signIns: 0 };

  const today = ukToday(now);
  // The most recent weekdays before today, as many as the total needs at a gang of 12 a contract.
  const gangSize = 12;
  const dayCount = Math.ceil(total / (perf.length * gangSize));
  const days: string[] = [];
  for (let d = daysAfter(today, -1); days.length < dayCount; d = daysAfter(d, -1)) {
    const weekday = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(d);
  }

  const row = (projectId: number, w: Gang, date: string, inMin: number, outMin: number | null) => ({
    projectId,
    workerId: w.id,
    workerName: w.name,
    workerEmployeeId: w.workerId,
    trade: w.trade,
    company: w.employer,
    date,
    signInTime: clock(inMin),
    signOutTime: outMin === null ? null : clock(outMin),
    signedInAt: ukInstant(date, inMin),
    signedOutAt: outMin === null ? null : ukInstant(date, outMin),
    signInMethod: "gate",
    signOutMethod: outMin === null ? null : "gate",
  });

  let made = 0;
  for (const [p, project] of perf.entries()) {
    const rows: ReturnType<typeof row>[] = [];
    for (const [d, date] of days.entries()) {
      for (let k = 0; k < gangSize && made + rows.length < total; k++) {
        // The contract's gang of 20 regulars, 12 of them on a given day.
        const w = people[(p * 97 + ((k + d) % 20) * 13) % people.length];
        const i = p * 1_000 + d * gangSize + k;
        rows.push(row(project.id, w, date, 7 * 60 + (i % 60), 16 * 60 + ((i * 7) % 90)));
      }
    }
    await bulkInsert(db, siteAttendance, rows);
    made += rows.length;
    log(`contract ${p + 1}: ${rows.length} sign-ins`);
    if (made >= total) break;
  }
  // Today on the first contract: everyone still on site (the roll-call of a large job).
  const open = people.slice(0, onSiteToday).map((w, k) => row(perf[0].id, w, today, 6 * 60 + 30 + (k % 90), null));
  await bulkInsert(db, siteAttendance, open);
  return { created: true, signIns: made + open.length };
}
