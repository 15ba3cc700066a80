import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { siteAttendance, siteAttendanceCorrections, users } from "../../db/schema/index";
import { prepared } from "../../platform/prepared";
import { NO_EMPLOYER, type CorrectionRow } from "./attendance.presenter";

const sa = siteAttendance;
const overrider = alias(users, "overrider");
const withOverrider = { row: sa, overriddenBy: overrider.name };

/** Hours of a set of sign-ins, from their moments (those still on site count none yet). */
const minutesSum = sql<string>`coalesce(sum(extract(epoch from (${sa.signedOutAt} - ${sa.signedInAt})) / 60), 0)`;

/** Headcount (distinct workers), on site and hours per employer for a contract's day (or several contracts' day: the diary's labour). */
export async function employersOfDay(db: Db, projectId: number, date: string) {
  // Grouped on the column itself: a bound "no employer" in both the select and the group by would be two parameters, not one expression.
  const rows = await db
    .select({
      company: sa.company,
      workers: sql<number>`count(distinct ${sa.workerId})::int`,
      onSite: sql<number>`(count(*) filter (where ${sa.signOutTime} is null))::int`,
      minutes: minutesSum,
    })
    .from(sa)
    .where(and(eq(sa.projectId, projectId), eq(sa.date, date)))
    .groupBy(sa.company)
    .orderBy(sa.company);
  return rows.map((r) => ({
    company: r.company || NO_EMPLOYER,
    workers: r.workers,
    onSite: r.onSite,
    hours: Math.round((Number(r.minutes) / 60) * 100) / 100,
  }));
}

/** Headcount and hours per employer on each of these days (the diary's labour where none was typed, decision 0071). */
// Read with every page of a diary (its labour from sign-ins): built once, like the diary's own reads (platform/prepared.ts).
const employersOnDays = prepared("sitebook_sign_in_employers_on_dates", (db, name) =>
  db
    .select({ date: sa.date, company: sa.company, workers: sql<number>`count(distinct ${sa.workerId})::int`, minutes: minutesSum })
    .from(sa)
    .where(and(eq(sa.projectId, sql.placeholder("projectId")), sql`${sa.date} = any(${sql.placeholder("dates")}::text[])`))
    .groupBy(sa.date, sa.company)
    .prepare(name),
);

export async function employersOnDates(db: Db, projectId: number, dates: string[]) {
  if (dates.length === 0) return [];
  const rows = await employersOnDays(db).execute({ projectId, dates });
  return rows.map((r) => ({ date: r.date, company: r.company || NO_EMPLOYER, workers: r.workers, hours: Math.round((Number(r.minutes) / 60) * 10) / 10 }));
}

/** A contract's sign-ins of one day, on site first then by sign-in time, with the day's totals (site_attendance_project_date_idx). */
export async function dayOfSignIns(db: Db, projectId: number, date: string, limit: number, offset: number) {
  const where = and(eq(sa.projectId, projectId), eq(sa.date, date));
  const [rows, [totals]] = await Promise.all([
    db
      .select(withOverrider)
      .from(sa)
      .leftJoin(overrider, eq(overrider.id, sa.overriddenBy))
      .where(where)
      .orderBy(sql`(${sa.signOutTime} is null) desc`, asc(sa.signInTime), asc(sa.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        total: count(),
        onSite: sql<number>`(count(*) filter (where ${sa.signOutTime} is null))::int`,
        minutes: minutesSum,
        travelCarbon: sql<string>`coalesce(sum(${sa.travelCarbon}), 0)`,
      })
      .from(sa)
      .where(where),
  ]);
  return { rows, total: totals.total, onSite: totals.onSite, minutes: Number(totals.minutes), travelCarbon: Number(totals.travelCarbon) };
}

export async function signInById(db: Db | Tx, id: number) {
  const [found] = await db.select(withOverrider).from(sa).leftJoin(overrider, eq(overrider.id, sa.overriddenBy)).where(eq(sa.id, id));
  return found;
}

export async function lockSignIn(tx: Tx, id: number) {
  const [row] = await tx.select().from(sa).where(eq(sa.id, id)).for("update");
  return row;
}

/** The corrections of these sign-ins, oldest first, by sign-in. */
export async function correctionsOf(db: Db | Tx, ids: number[]): Promise<Map<number, CorrectionRow[]>> {
  const byId = new Map<number, CorrectionRow[]>();
  if (ids.length === 0) return byId;
  const c = siteAttendanceCorrections;
  const rows = await db
    .select({ row: c, byName: users.name })
    .from(c)
    .leftJoin(users, eq(users.id, c.correctedBy))
    .where(inArray(c.attendanceId, ids))
    .orderBy(asc(c.correctedAt), asc(c.id));
  for (const { row, byName } of rows) {
    const list = byId.get(row.attendanceId) ?? [];
    list.push({ ...row, byName });
    byId.set(row.attendanceId, list);
  }
  return byId;
}

/** The workers signed in on a contract's day (served by site_attendance_project_date_idx), each once, and whether still on site. */
export async function workersOfDay(db: Db, projectId: number, date: string) {
  return db
    .select({ workerId: sa.workerId, onSite: sql<boolean>`bool_or(${sa.signOutTime} is null)` })
    .from(sa)
    .where(and(eq(sa.projectId, projectId), eq(sa.date, date)))
    .groupBy(sa.workerId);
}
