import { and, count, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { scope2Energy, users } from "../../db/schema/index";

type Exec = Db | Tx;
export type EnergyRow = typeof scope2Energy.$inferSelect;
export type NewEnergyRow = typeof scope2Energy.$inferInsert;
export type EnergyRowWithCreator = { row: EnergyRow; creator: { id: number; name: string } | null };

const withCreator = { row: scope2Energy, creatorId: users.id, creatorName: users.name };
const shape = (r: { row: EnergyRow; creatorId: number | null; creatorName: string | null }): EnergyRowWithCreator => ({
  row: r.row,
  creator: r.creatorId !== null && r.creatorName !== null ? { id: r.creatorId, name: r.creatorName } : null,
});

export async function insertEnergy(tx: Exec, values: NewEnergyRow): Promise<EnergyRow> {
  const [row] = await tx.insert(scope2Energy).values(values).returning();
  return row;
}

export async function findEnergy(db: Exec, id: number): Promise<EnergyRowWithCreator | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [r] = await db.select(withCreator).from(scope2Energy).leftJoin(users, eq(users.id, scope2Energy.createdBy)).where(eq(scope2Energy.id, id));
  return r && shape(r);
}

/** Locked for the rest of the transaction, so two saves of one reading cannot interleave their figures. */
export async function findEnergyForUpdate(tx: Tx, id: number): Promise<EnergyRow | undefined> {
  const [row] = await tx.select().from(scope2Energy).where(eq(scope2Energy.id, id)).for("update");
  return row;
}

export async function updateEnergy(tx: Exec, id: number, values: Partial<NewEnergyRow>): Promise<EnergyRow> {
  const [row] = await tx
    .update(scope2Energy)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scope2Energy.id, id))
    .returning();
  return row;
}

export async function deleteEnergy(tx: Exec, id: number) {
  await tx.delete(scope2Energy).where(eq(scope2Energy.id, id));
}

/** A project's readings, newest day first (scope2_energy_project_date_idx). */
export async function listProjectEnergy(db: Db, projectId: number, limit: number, offset: number) {
  const where = and(eq(scope2Energy.projectId, projectId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(withCreator)
      .from(scope2Energy)
      .leftJoin(users, eq(users.id, scope2Energy.createdBy))
      .where(where)
      .orderBy(desc(scope2Energy.date), desc(scope2Energy.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(scope2Energy).where(where),
  ]);
  return { rows: rows.map(shape), total };
}
