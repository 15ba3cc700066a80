import { and, count, desc, eq, inArray, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { carbonEntries, carbonFactors, carbonFigures, users } from "../../db/schema/index";

type Exec = Db | Tx;
export type EntryRow = typeof carbonEntries.$inferSelect;
export type NewEntryRow = typeof carbonEntries.$inferInsert;
export type EntryWithCreator = { row: EntryRow; creator: { id: number; name: string } | null };

const KIND = "delivery";
const withCreator = { row: carbonEntries, creatorId: users.id, creatorName: users.name };
const shape = (r: { row: EntryRow; creatorId: number | null; creatorName: string | null }): EntryWithCreator => ({
  row: r.row,
  creator: r.creatorId !== null && r.creatorName !== null ? { id: r.creatorId, name: r.creatorName } : null,
});
const isDelivery = (id: number) => and(eq(carbonEntries.id, id), eq(carbonEntries.kind, KIND));

export async function insertDelivery(tx: Exec, values: Omit<NewEntryRow, "kind">): Promise<EntryRow> {
  const [row] = await tx
    .insert(carbonEntries)
    .values({ ...values, kind: KIND })
    .returning();
  return row;
}

export async function findDelivery(db: Exec, id: number): Promise<EntryWithCreator | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [r] = await db.select(withCreator).from(carbonEntries).leftJoin(users, eq(users.id, carbonEntries.userId)).where(isDelivery(id));
  return r && shape(r);
}

/** Locked for the rest of the transaction, so two saves of one delivery cannot interleave their figures. */
export async function findDeliveryForUpdate(tx: Tx, id: number): Promise<EntryRow | undefined> {
  const [row] = await tx.select().from(carbonEntries).where(isDelivery(id)).for("update");
  return row;
}

export async function updateDelivery(tx: Exec, id: number, values: Partial<NewEntryRow>): Promise<EntryRow> {
  const [row] = await tx
    .update(carbonEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(isDelivery(id))
    .returning();
  return row;
}

export async function deleteDelivery(tx: Exec, id: number) {
  await tx.delete(carbonEntries).where(isDelivery(id));
}

/** A project's deliveries, newest day first (carbon_entries_project_kind_date_idx). */
export async function listProjectDeliveries(db: Db, projectId: number, limit: number, offset: number) {
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

/**
 * The factor a line names, if a material picker may offer it: a company factor (any sheet, no set
 * year) or a DESNZ "Material use" factor of any loaded year. The figure then uses the reporting year.
 */
/** One check for "a factor that belongs to purchased materials": deliveries and Scope 3 share it. */
export { findMaterialFactor } from "../carbon/carbon-factors.service";
