import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { rowsOf, type Db, type Tx } from "../../db/client";
import { projects, siteAttendance, siteRollCalls, siteRollCallTicks, siteSignInSettings, users, visitorAttendance } from "../../db/schema/index";

const sa = siteAttendance;
const va = visitorAttendance;
const overrider = alias(users, "overrider");
const starter = alias(users, "starter");
const ticker = alias(users, "ticker");

/**
 * Workers on site now: every open sign-in of the contract, today's and any earlier one never signed
 * out (they stay on the fire list until someone signs them out). The open-sign-in index
 * (site_attendance_open_idx: project, worker, where not signed out) holds exactly these rows.
 */
export function workersOnSite(db: Db | Tx, projectId: number, today: string) {
  return db
    .select({ row: sa, overriddenBy: overrider.name })
    .from(sa)
    .leftJoin(overrider, eq(overrider.id, sa.overriddenBy))
    .where(and(eq(sa.projectId, projectId), isNull(sa.signOutTime), lte(sa.date, today)))
    .orderBy(asc(sa.signedInAt), asc(sa.id));
}

/**
 * Visitors on site now: today's visits not signed out, and an earlier day's only when the visitor
 * signed in on the poster (a real arrival nobody has signed out). A visit typed in the diary on
 * an earlier day without a sign-out time is a record left incomplete, not a person on site.
 * visitor_attendance_open_idx (migration 0026) holds the open visits per contract and day.
 */
export function visitorsOnSite(db: Db | Tx, projectId: number, today: string) {
  return db
    .select({
      id: va.id,
      firstName: va.firstName,
      lastName: va.lastName,
      company: va.company,
      reasonForVisit: va.reasonForVisit,
      date: va.date,
      signInTime: va.signInTime,
      signInMethod: va.signInMethod,
      createdAt: va.createdAt,
    })
    .from(va)
    .where(and(eq(va.projectId, projectId), isNull(va.signOutTime), or(eq(va.date, today), and(lte(va.date, today), eq(va.signInMethod, "poster")))))
    .orderBy(asc(va.date), asc(va.signInTime), asc(va.id));
}

/** The contract's headcount limit and the evacuation roll-call in progress with its ticks: one row per tick (or one without). */
export function drillAndLimit(db: Db | Tx, projectId: number) {
  const rc = siteRollCalls;
  const tk = siteRollCallTicks;
  return db
    .select({
      headcountLimit: siteSignInSettings.headcountLimit,
      drillId: rc.id,
      startedAt: rc.startedAt,
      startedBy: starter.name,
      tickKind: tk.kind,
      tickAttendanceId: tk.attendanceId,
      tickedAt: tk.tickedAt,
      tickedBy: ticker.name,
    })
    .from(projects)
    .leftJoin(siteSignInSettings, eq(siteSignInSettings.projectId, projects.id))
    .leftJoin(rc, and(eq(rc.projectId, projects.id), isNull(rc.endedAt)))
    .leftJoin(starter, eq(starter.id, rc.startedBy))
    .leftJoin(tk, eq(tk.rollCallId, rc.id))
    .leftJoin(ticker, eq(ticker.id, tk.tickedBy))
    .where(eq(projects.id, projectId))
    .orderBy(asc(tk.tickedAt), asc(tk.id));
}

/**
 * A cheap fingerprint of everything the roll-call shows for a contract: counts and latest changes of
 * today's and the open sign-ins, today's visits, and the drill's ticks. The events stream reads it
 * every ~1.5 s per contract with listeners, so a write made by another instance of the app is heard.
 * Each part is an index range (project and day, or the partial indexes of open rows).
 */
export async function changeMarker(db: Db, projectId: number, today: string): Promise<string> {
  const result = await db.execute(sql`
    select concat_ws('|',
      (select count(*) || ':' || coalesce(max(${sa.updatedAt})::text, '') from ${sa} where ${sa.projectId} = ${projectId} and ${sa.date} = ${today}),
      (select count(*) || ':' || coalesce(max(${sa.updatedAt})::text, '') from ${sa} where ${sa.projectId} = ${projectId} and ${sa.signOutTime} is null),
      (select count(*) || ':' || coalesce(max(${va.updatedAt})::text, '') from ${va} where ${va.projectId} = ${projectId} and ${va.date} = ${today}),
      (select count(*) from ${va} where ${va.projectId} = ${projectId} and ${va.signOutTime} is null),
      (select coalesce(max(r.id), 0) || ':' || count(t.id) || ':' || coalesce(max(t.ticked_at)::text, '')
         from ${siteRollCalls} r left join ${siteRollCallTicks} t on t.roll_call_id = r.id
        where r.project_id = ${projectId} and r.ended_at is null)
    ) as marker`);
  return rowsOf<{ marker: string }>(result)[0]?.marker ?? "";
}
