import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { carbonEntries, carbonFactors, carbonFigures, users } from "../../db/schema/index";

type Exec = Db | Tx;
export type EntryRow = typeof carbonEntries.$inferSelect;
export type NewEntryRow = typeof carbonEntries.$inferInsert;
export type EntryWithCreator = { row: EntryRow; creator: { id: number; name: string } | null };

const KIND = "waste";
const withCreator = { row: carbonEntries, creatorId: users.id, creatorName: users.name };
const shape = (r: { row: EntryRow; creatorId: number | null; creatorName: string | null }): EntryWithCreator => ({
  row: r.row,
  creator: r.creatorId !== null && r.creatorName !== null ? { id: r.creatorId, name: r.creatorName } : null,
});
const isWaste = (id: number) => and(eq(carbonEntries.id, id), eq(carbonEntries.kind, KIND));

export async function insertWaste(tx: Exec, values: Omit<NewEntryRow, "kind">): Promise<EntryRow> {
  const [row] = await tx
    .insert(carbonEntries)
    .values({ ...values, kind: KIND })
    .returning();
  return row;
}

export async function findWaste(db: Exec, id: number): Promise<EntryWithCreator | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [r] = await db.select(withCreator).from(carbonEntries).leftJoin(users, eq(users.id, carbonEntries.userId)).where(isWaste(id));
  return r && shape(r);
}

/** Locked for the rest of the transaction, so two saves of one waste entry cannot interleave their figures. */
export async function findWasteForUpdate(tx: Tx, id: number): Promise<EntryRow | undefined> {
  const [row] = await tx.select().from(carbonEntries).where(isWaste(id)).for("update");
  return row;
}

export async function updateWaste(tx: Exec, id: number, values: Partial<NewEntryRow>): Promise<EntryRow> {
  const [row] = await tx
    .update(carbonEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(isWaste(id))
    .returning();
  return row;
}

export async function deleteWaste(tx: Exec, id: number) {
  await tx.delete(carbonEntries).where(isWaste(id));
}

/** A project's waste movements, newest day first (carbon_entries_project_kind_date_idx). */
export async function listProjectWaste(db: Db, projectId: number, limit: number, offset: number) {
  const where = and(eq(carbonEntries.projectId, projectId), eq(carbonEntries.kind, KIND));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(withCreator)
      .from(carbonEntries)
      .leftJoin(users, eq(users.id, carbonEntries.userId))
      .where(where)
      .orderBy(desc(carbonEntries.date), desc(carbonEntries.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(carbonEntries).where(where),
  ]);
  return { rows: rows.map(shape), total };
}

export async function figuresOfEntries(db: Db, ids: number[]) {
  return ids.length ? db.select().from(carbonFigures).where(inArray(carbonFigures.carbonEntryId, ids)).orderBy(carbonFigures.id) : [];
}

/** Every DESNZ "Waste disposal" factor loaded, all years: the routes listing picks each one's nearest year. */
export async function wasteDisposalFactors(db: Exec) {
  return db
    .select()
    .from(carbonFactors)
    .where(and(eq(carbonFactors.sheet, "Waste disposal"), eq(carbonFactors.isCompany, false)));
}
