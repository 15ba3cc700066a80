import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { companyProfiles, users } from "../../db/schema/index";
import { ADMIN_ROLE, type UserStatus } from "@shared/identity/roles";
import type { PageQuery } from "@shared/common/paging";

type Exec = Db | Tx;
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listUsers(db: Db, q: PageQuery & { status?: UserStatus; search?: string }) {
  const filters: (SQL | undefined)[] = [q.status ? eq(users.status, q.status) : undefined];
  if (q.search) filters.push(or(ilike(users.name, contains(q.search)), ilike(users.email, contains(q.search))));
  const where = and(...filters);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total };
}

/** Pending access requests, newest first (served by users_status_created_idx). */
export async function listPendingUsers(db: Db, q: PageQuery) {
  const where = eq(users.status, "pending");
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total };
}

export async function findUser(db: Exec, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The row locked for the rest of the transaction, so two admins cannot race on the same person. */
export async function findUserForUpdate(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return row;
}

/** Locks the active Admin rows: the last-Admin rule holds even when two admins act at once. */
export async function lockActiveAdminIds(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, ADMIN_ROLE), eq(users.status, "active")))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((r) => r.id);
}

/** Inserts unless the email is taken (unique index): undefined means it already exists. */
export async function insertUser(tx: Exec, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(tx: Exec, id: number, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function companyName(db: Db): Promise<string | null> {
  const [row] = await db.select({ name: companyProfiles.companyName }).from(companyProfiles).limit(1);
  return row?.name ?? null;
}
