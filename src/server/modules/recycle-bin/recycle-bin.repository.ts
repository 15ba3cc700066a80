import { and, count, desc, eq, getTableColumns, gt, ilike, inArray, isNotNull, type SQL } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { projects, recycleBin } from "../../db/schema/index";

type Exec = Db | Tx;
export type BinRow = typeof recycleBin.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the bin lists: not restored and not past its expiry (housekeeping purges those). */
function listable(f: { recordType?: string; search?: string }, now: Date): SQL {
  const conds: SQL[] = [eq(recycleBin.isRestored, false), gt(recycleBin.expiresAt, now)];
  if (f.recordType) conds.push(eq(recycleBin.recordType, f.recordType));
  if (f.search) conds.push(ilike(recycleBin.recordName, `%${escapeLike(f.search)}%`));
  return and(...conds)!;
}

/** Newest deletion first (recycle_bin_deleted_idx). */
export async function listBin(db: Db, f: { recordType?: string; search?: string }, limit: number, offset: number, now = new Date()) {
  const where = listable(f, now);
  const rows = await db.select().from(recycleBin).where(where).orderBy(desc(recycleBin.deletedAt), desc(recycleBin.id)).limit(limit).offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(recycleBin).where(where);
  return { rows, total: n };
}

export async function projectsByIds(db: Exec, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: projects.id, name: projects.name, slug: projects.slug, deletedAt: projects.deletedAt })
    .from(projects)
    .where(inArray(projects.id, ids));
}

export async function lockBinRow(tx: Tx, id: number): Promise<BinRow | undefined> {
  const [row] = await tx.select().from(recycleBin).where(eq(recycleBin.id, id)).for("update");
  return row;
}

export async function markRestored(tx: Tx, id: number, user: { id: number; name: string }) {
  await tx.update(recycleBin).set({ isRestored: true, restoredAt: new Date(), restoredBy: user.id, restoredByName: user.name }).where(eq(recycleBin.id, id));
}

export async function findProject(tx: Exec, id: number) {
  const [row] = await tx
    .select({ id: projects.id, name: projects.name, slug: projects.slug, deletedAt: projects.deletedAt })
    .from(projects)
    .where(eq(projects.id, id));
  return row;
}

export async function clearProjectDeleted(tx: Tx, id: number, userId: number) {
  await tx
    .update(projects)
    .set({ deletedAt: null, updatedBy: userId })
    .where(and(eq(projects.id, id), isNotNull(projects.deletedAt)));
}

export async function rowExists(tx: Exec, table: PgTable, id: number): Promise<boolean> {
  const idColumn = getTableColumns(table).id;
  const rows = await tx.select({ id: idColumn }).from(table).where(eq(idColumn, id)).limit(1);
  return rows.length > 0;
}

/**
 * Puts a snapshot (a Drizzle row as JSON: property names, ISO dates) back into its table as it was,
 * id included. Keys the table no longer has are dropped and new columns take their defaults, so a
 * snapshot survives later migrations; a nullable reference to a row that has gone since (a user, a
 * file) is cleared, as `on delete set null` would have done had the row been there.
 */
export async function reinsert(tx: Tx, table: PgTable, snapshot: Record<string, unknown>) {
  const columns = getTableColumns(table);
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (!(key in snapshot)) continue;
    const value = snapshot[key];
    values[key] = column.columnType === "PgTimestamp" && typeof value === "string" ? new Date(value) : value;
  }
  for (const fk of getTableConfig(table).foreignKeys) {
    const ref = fk.reference();
    if (ref.columns.length !== 1) continue;
    const [column] = ref.columns;
    const key = Object.entries(columns).find(([, c]) => c === column)?.[0];
    if (!key || values[key] == null || column.notNull) continue;
    const target = ref.foreignColumns[0];
    const found = await tx
      .select({ id: target })
      .from(ref.foreignTable)
      .where(eq(target, values[key] as number))
      .limit(1);
    if (!found.length) values[key] = null;
  }
  await tx.insert(table).values(values as never);
}
