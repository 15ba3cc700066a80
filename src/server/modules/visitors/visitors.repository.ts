import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, visitorAttendance } from "../../db/schema/index";
import { siteRecordStore, type Found } from "../../platform/site-record-store";

/** Visitors signed in on site (visitor_attendance): the site record store. */
export const visitorStore = siteRecordStore(visitorAttendance, { kind: "visitor" }, { kg: "travelCarbon" });

export type VisitorRow = typeof visitorAttendance.$inferSelect;
export type VisitorWithCreator = Found<VisitorRow>;

/**
 * A project's visitors, newest day first and, within a day, those still on site first, then the
 * latest to sign in (visitor_attendance_project_date_idx narrows to the project and day).
 */
export async function listVisitors(db: Db, projectId: number, date: string | undefined, limit: number, offset: number) {
  const v = visitorAttendance;
  const where = and(eq(v.projectId, projectId), date ? eq(v.date, date) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select(visitorStore.withCreator)
      .from(v)
      .leftJoin(users, visitorStore.creatorJoin)
      .where(where)
      .orderBy(desc(v.date), sql`(${v.signOutTime} is null) desc`, sql`${v.signInTime} desc nulls last`, desc(v.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        total: count(),
        onSite: sql<number>`(count(*) filter (where ${v.signOutTime} is null))::int`,
        travelCarbon: sql<string>`coalesce(sum(${v.travelCarbon}), 0)`,
      })
      .from(v)
      .where(where),
  ]);
  return { rows: rows.map(visitorStore.shape), total: totals.total, onSite: totals.onSite, travelCarbon: Number(totals.travelCarbon) };
}
