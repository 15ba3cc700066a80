import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { users, visitorAttendance } from "../../db/schema/index";

type Exec = Db | Tx;
export type VisitorRow = typeof visitorAttendance.$inferSelect;
export type NewVisitorRow = typeof visitorAttendance.$inferInsert;
export type VisitorWithCreator = { visitor: VisitorRow; creator: { id: number | null; name: string | null } | null };

const withCreator = { visitor: visitorAttendance, creator: { id: users.id, name: users.name } };

export async function findVisitor(db: Exec, id: number): Promise<VisitorWithCreator | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db
    .select(withCreator)
    .from(visitorAttendance)
    .leftJoin(users, eq(users.id, visitorAttendance.createdBy))
    .where(eq(visitorAttendance.id, id));
  return row;
}

/** Locked for the rest of the transaction: a sign-out and an edit of one visit apply one after the other. */
export async function findVisitorForUpdate(tx: Tx, id: number): Promise<VisitorRow | undefined> {
  const [row] = await tx.select().from(visitorAttendance).where(eq(visitorAttendance.id, id)).for("update");
  return row;
}

export async function insertVisitor(tx: Exec, values: NewVisitorRow): Promise<VisitorRow> {
  const [row] = await tx.insert(visitorAttendance).values(values).returning();
  return row;
}

export async function updateVisitor(tx: Exec, id: number, values: Partial<NewVisitorRow>): Promise<VisitorRow> {
  const [row] = await tx
    .update(visitorAttendance)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(visitorAttendance.id, id))
    .returning();
  return row;
}

export async function deleteVisitor(tx: Exec, id: number) {
  await tx.delete(visitorAttendance).where(eq(visitorAttendance.id, id));
}

/**
 * A project's visitors, newest day first and, within a day, those still on site first, then the
 * latest to sign in (visitor_attendance_project_date_idx narrows to the project and day).
 */
export async function listVisitors(db: Db, projectId: number, date: string | undefined, limit: number, offset: number) {
  const v = visitorAttendance;
  const where = and(eq(v.projectId, projectId), date ? eq(v.date, date) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select(withCreator)
      .from(v)
      .leftJoin(users, eq(users.id, v.createdBy))
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
  return { rows, total: totals.total, onSite: totals.onSite, travelCarbon: Number(totals.travelCarbon) };
}
