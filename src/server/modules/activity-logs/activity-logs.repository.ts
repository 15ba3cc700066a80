import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activityLogs, users } from "../../db/schema/index";

export type ActivityLogFilter = {
  userId?: number;
  category?: string;
  action?: string;
  severity?: string;
  search?: string;
  fromTime?: Date;
  toTime?: Date;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: ActivityLogFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.userId !== undefined) conds.push(eq(activityLogs.userId, f.userId));
  if (f.category) conds.push(eq(activityLogs.category, f.category));
  if (f.action) conds.push(eq(activityLogs.action, f.action));
  if (f.severity) conds.push(eq(activityLogs.severity, f.severity));
  if (f.fromTime) conds.push(gte(activityLogs.createdAt, f.fromTime));
  if (f.toTime) conds.push(lt(activityLogs.createdAt, f.toTime));
  if (f.search) {
    const pattern = `%${escapeLike(f.search)}%`;
    conds.push(or(ilike(activityLogs.description, pattern), ilike(activityLogs.entityName, pattern), ilike(activityLogs.username, pattern))!);
  }
  return conds.length ? and(...conds) : undefined;
}

/** Newest first, served by the created_at (or user_id/category, created_at) indexes. */
export async function listActivityLogs(db: Db, filter: ActivityLogFilter, limit: number, offset: number) {
  const condition = where(filter);
  const rows = await db
    .select({ log: activityLogs, userName: users.name })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId))
    .where(condition)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(activityLogs).where(condition);
  return { rows, total: n };
}

/** Distinct categories by a loose index scan over (category, created_at): one index probe per category. */
export async function distinctCategories(db: Db): Promise<string[]> {
  const result = await db.execute<{ category: string }>(sql`
    with recursive c as (
      (select category from activity_logs order by category limit 1)
      union all
      select (select a.category from activity_logs a where a.category > c.category order by a.category limit 1) from c where c.category is not null
    )
    select category from c where category is not null`);
  const rows = (result as unknown as { rows: { category: string }[] }).rows ?? (result as unknown as { category: string }[]);
  return rows.map((r) => r.category);
}

/** Actions have no index of their own: read them from the most recent entries, a bounded scan. */
export async function distinctRecentActions(db: Db, window = 50_000): Promise<string[]> {
  const recent = db.select({ action: activityLogs.action }).from(activityLogs).orderBy(desc(activityLogs.createdAt)).limit(window).as("recent");
  const rows = await db.selectDistinct({ action: recent.action }).from(recent).orderBy(asc(recent.action));
  return rows.map((r) => r.action);
}

export async function listUsersForFilter(db: Db, limit = 1000) {
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).orderBy(asc(users.name), asc(users.id)).limit(limit);
}
