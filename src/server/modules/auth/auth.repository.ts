import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { passwordResetCodes, users } from "../../db/schema/index";
import { ADMIN_ROLE } from "@shared/identity/roles";

type Conn = Db | Tx;
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Conn, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function insertUser(db: Conn, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUser(db: Conn, id: number, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** One more consecutive failure, counted in the database so concurrent attempts all count. */
export async function incrementFailedLogins(db: Conn, id: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
    .where(eq(users.id, id))
    .returning({ count: users.failedLoginCount });
  return row.count;
}

export async function activeAdminEmails(db: Conn): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, ADMIN_ROLE), eq(users.status, "active")));
}

// Reset codes ----------------------------------------------------------------------------------

export async function voidUnusedResetCodes(db: Conn, userId: number) {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
}

export async function insertResetCode(db: Conn, userId: number, codeHash: string, expiresAt: Date) {
  await db.insert(passwordResetCodes).values({ userId, codeHash, expiresAt });
}

export async function liveResetCodes(db: Conn, userId: number) {
  return db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, new Date())));
}

/** Marks one code used; false when another request redeemed it first (single use under concurrency). */
export async function redeemResetCode(db: Conn, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.id, id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return rows.length === 1;
}
