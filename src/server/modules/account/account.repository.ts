import { and, count, eq, gte, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { activityLogs, sessions, users } from "../../db/schema/index";

export type UserRow = typeof users.$inferSelect;

export async function updateUser(db: Db | Tx, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function findUser(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Ends every session of the user except the one whose id (the token hash's prefix) is kept. */
export async function deleteOtherSessions(db: Db | Tx, userId: number, keepSessionId: string | null): Promise<number> {
  const where = keepSessionId ? and(eq(sessions.userId, userId), ne(sql`left(${sessions.tokenHash}, 16)`, keepSessionId)) : eq(sessions.userId, userId);
  const removed = await db.delete(sessions).where(where).returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}

/** Failed current-password checks by this user since `since` (served by the user_id, created_at index). */
export async function countFailedPasswordChanges(db: Db, userId: number, since: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(activityLogs)
    .where(and(eq(activityLogs.userId, userId), gte(activityLogs.createdAt, since), eq(activityLogs.action, "password_change_failed")));
  return n;
}
