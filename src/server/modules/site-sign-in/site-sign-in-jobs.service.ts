import { and, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { daysAfter, ukTime, ukToday } from "@shared/common/uk-dates";
import type { Db } from "../../db/client";
import { carbonFigures, projects, siteAttendance, siteGateAnswers, siteSignInSettings, visitorAttendance } from "../../db/schema/index";
import { auditJob } from "../../platform/audit";
import { publishSiteChange } from "../../platform/site-changes";
import { getRetention } from "./site-sign-in.settings";

/**
 * The gate's timed jobs (decision 0069): the automatic sign-out at each contract's time (every 30 s,
 * start.ts) and the purge of what the company no longer keeps (housekeeping, every 15 min). Both are
 * safe with several instances running: every change is a conditional update or a delete by date.
 */

/** The moment of a HH:mm on a stored day, in UK time, in SQL (the row's own day). */
const instant = (day: unknown, time: unknown) => sql`((${day} || ' ' || ${time})::timestamp at time zone 'Europe/London')`;

/**
 * Signs out everyone still signed in (workers and visitors) on a contract whose automatic sign-out time
 * has passed on the day they signed in (or whose day is over), at that time, flagged 'auto'. Only rows
 * still open are touched (`sign_out_time is null`), so two instances running at once close each once.
 */
export async function runAutoSignOut(db: Db, now = new Date()): Promise<number> {
  const today = ukToday(now);
  const clock = ukTime(now);
  const contracts = await db
    .select({ id: projects.id, name: projects.name, time: siteSignInSettings.autoSignOutTime })
    .from(siteSignInSettings)
    .innerJoin(projects, eq(projects.id, siteSignInSettings.projectId))
    .where(and(isNotNull(siteSignInSettings.autoSignOutTime), isNull(projects.deletedAt)));
  let total = 0;
  for (const c of contracts) {
    const time = c.time!;
    const due = (date: unknown) => (clock >= time ? sql`${date} <= ${today}` : sql`${date} < ${today}`);
    // Someone who signed in after the time (a night shift) is signed out at their own sign-in time, never before it.
    const A = siteAttendance;
    const outTime = sql`greatest(${A.signInTime}, ${time})`;
    const workers = await db
      .update(A)
      .set({ signOutTime: outTime, signedOutAt: sql`greatest(${A.signedInAt}, ${instant(A.date, time)})`, signOutMethod: "auto", updatedAt: now })
      .where(and(eq(A.projectId, c.id), isNull(A.signOutTime), due(A.date)))
      .returning({ id: A.id, name: A.workerName, date: A.date });
    const V = visitorAttendance;
    const visitors = await db
      .update(V)
      .set({ signOutTime: sql`greatest(coalesce(${V.signInTime}, ${time}), ${time})`, signOutMethod: "auto", updatedAt: now })
      .where(and(eq(V.projectId, c.id), isNull(V.signOutTime), due(V.date)))
      .returning({ id: V.id, date: V.date });
    const n = workers.length + visitors.length;
    if (!n) continue;
    total += n;
    await auditJob(db, {
      action: "site_auto_signed_out",
      description: `Signed out ${workers.length} worker(s) and ${visitors.length} visitor(s) automatically at ${time} at ${c.name}`,
      entityType: "project",
      entityId: c.id,
      entityName: c.name,
      category: "workers",
      metadata: { projectId: c.id, time, attendanceIds: workers.map((w) => w.id), visitorIds: visitors.map((v) => v.id) },
    });
    publishSiteChange(c.id);
  }
  return total;
}

/** The day `months` calendar months before `day` (the 31st falls back to the month's last day). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** Removes sign-ins older than the company keeps them (by their day) with their carbon figures, and gate answers past their days. */
export async function purgeSignIns(db: Db, now = new Date()): Promise<{ attendance: number; answers: number }> {
  const { attendanceMonths, gateAnswerDays } = await getRetention(db);
  const today = ukToday(now);
  const attendanceBefore = monthsBefore(today, attendanceMonths);
  const answers = await db
    .delete(siteGateAnswers)
    .where(lt(siteGateAnswers.date, daysAfter(today, -gateAnswerDays)))
    .returning({ id: siteGateAnswers.id });
  const removed = await db.transaction(async (tx) => {
    const gone = await tx.delete(siteAttendance).where(lt(siteAttendance.date, attendanceBefore)).returning({ id: siteAttendance.id });
    const ids = gone.map((g) => g.id);
    // No foreign key takes a record's figures (decision 0063): the one who deletes removes them.
    for (let i = 0; i < ids.length; i += 1000) {
      await tx.delete(carbonFigures).where(and(eq(carbonFigures.sourceKind, "site_attendance"), inArray(carbonFigures.sourceId, ids.slice(i, i + 1000))));
    }
    return ids.length;
  });
  return { attendance: removed, answers: answers.length };
}
