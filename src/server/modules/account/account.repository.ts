import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { sessions, users } from "../../db/schema/index";

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
