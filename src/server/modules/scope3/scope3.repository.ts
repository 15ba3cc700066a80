import { and, count, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { scope3Additional, users } from "../../db/schema/index";

type Exec = Db | Tx;
export type Scope3Row = typeof scope3Additional.$inferSelect;
export type NewScope3Row = typeof scope3Additional.$inferInsert;
export type Scope3RowWithCreator = { row: Scope3Row; creator: { id: number; name: string } | null };

const withCreator = { row: scope3Additional, creatorId: users.id, creatorName: users.name };
const shape = (r: { row: Scope3Row; creatorId: number | null; creatorName: string | null }): Scope3RowWithCreator => ({
  row: r.row,
  creator: r.creatorId !== null && r.creatorName !== null ? { id: r.creatorId, name: r.creatorName } : null,
});

export async function insertScope3(tx: Exec, values: NewScope3Row): Promise<Scope3Row> {
  const [row] = await tx.insert(scope3Additional).values(values).returning();
  return row;
}

export async function findScope3(db: Exec, id: number): Promise<Scope3RowWithCreator | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [r] = await db.select(withCreator).from(scope3Additional).leftJoin(users, eq(users.id, scope3Additional.createdBy)).where(eq(scope3Additional.id, id));
  return r && shape(r);
}

/** Locked for the rest of the transaction, so two saves of one entry cannot interleave their figures. */
export async function findScope3ForUpdate(tx: Tx, id: number): Promise<Scope3Row | undefined> {
  const [row] = await tx.select().from(scope3Additional).where(eq(scope3Additional.id, id)).for("update");
  return row;
}

export async function updateScope3(tx: Exec, id: number, values: Partial<NewScope3Row>): Promise<Scope3Row> {
  const [row] = await tx
    .update(scope3Additional)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scope3Additional.id, id))
    .returning();
  return row;
}

export async function deleteScope3(tx: Exec, id: number) {
  await tx.delete(scope3Additional).where(eq(scope3Additional.id, id));
}

/** A project's Scope 3 entries, newest day first (scope3_additional_project_date_idx). */
export async function listProjectScope3(db: Db, projectId: number, limit: number, offset: number) {
  const where = and(eq(scope3Additional.projectId, projectId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(withCreator)
      .from(scope3Additional)
      .leftJoin(users, eq(users.id, scope3Additional.createdBy))
      .where(where)
      .orderBy(desc(scope3Additional.date), desc(scope3Additional.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(scope3Additional).where(where),
  ]);
  return { rows: rows.map(shape), total };
}
