import type { FastifyRequest } from "fastify";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { audit } from "../audit";
import { conflict } from "../errors";
import { moveToRecycleBin, type RecycleBinRow } from "../recycle-bin";

/**
 * A register's soft delete and its restore (decision 0008, 0060): the row stays where it is with its
 * `deleted_at` set, so everything that points at it (ratings, orders, quotes, pictures) stays too and a
 * restore only clears the flag, once nothing live has taken its unique key in the meantime.
 */

/** A table whose rows are soft-deleted: an `id` and a `deleted_at`. */
export type SoftDeletable = PgTable & { id: PgColumn; deletedAt: PgColumn };

export const ALREADY_BACK = "This record is already back where it was";

export type SoftDelete = {
  table: SoftDeletable;
  /** The bin's record type, also the audit's entity type and its action's prefix ("supplier" → supplier_deleted). */
  recordType: string;
  /** The table's SQL name, as the bin keeps it. */
  tableName: string;
  id: number;
  /** The row as it was: the bin's snapshot. */
  row: Record<string, unknown>;
  /** How the bin and the activity log name it. */
  recordName: string;
  /** Other columns set with `deleted_at` (who, when). */
  set?: Record<string, unknown>;
  /** What the bin says comes back with it. */
  binMetadata?: Record<string, unknown>;
  audit: { description: string; entityName: string; category: string; metadata?: Record<string, unknown> };
};

/** Hides the row, puts it in the bin and logs the delete, in the caller's transaction (which has locked the row). */
export async function softDeleteToBin(tx: Tx, request: FastifyRequest, spec: SoftDelete): Promise<RecycleBinRow> {
  const { table } = spec;
  await tx
    .update(table)
    .set({ ...spec.set, deletedAt: new Date() })
    .where(eq(table.id, spec.id));
  const bin = await moveToRecycleBin(tx, request, {
    recordType: spec.recordType,
    tableName: spec.tableName,
    recordId: spec.id,
    recordData: spec.row,
    recordName: spec.recordName,
    metadata: spec.binMetadata,
  });
  await audit(tx, request, {
    action: `${spec.recordType}_deleted`,
    description: spec.audit.description,
    entityType: spec.recordType,
    entityId: spec.id,
    entityName: spec.audit.entityName,
    category: spec.audit.category,
    severity: "warning",
    metadata: { ...spec.audit.metadata, recycleBinId: bin.id },
  });
  return bin;
}

export type SoftRestore = {
  table: SoftDeletable;
  id: number;
  /** The 409 when the row is no longer there at all; without it, a missing row reads as already restored. */
  gone?: string;
  /** Other columns set as it comes back. */
  set?: Record<string, unknown>;
  /**
   * The key no two live rows may share, compared without case (a supplier's code, a material's SKU):
   * its value in the binned row, the column that names the live row now holding it, and the 409's words.
   */
  unique?: { column: PgColumn; value: unknown; holder: PgColumn; message: (value: string, holder: string) => string };
};

/** Clears `deleted_at`, refusing with 409 a row gone for good, one back already, or one whose key is taken. */
export async function restoreSoftDeleted(tx: Tx, spec: SoftRestore): Promise<void> {
  const { table, unique } = spec;
  if (spec.gone) {
    const [current] = await tx.select({ deletedAt: table.deletedAt }).from(table).where(eq(table.id, spec.id));
    if (!current) throw conflict(spec.gone);
  }
  if (unique && typeof unique.value === "string" && unique.value) {
    const [twin] = await tx
      .select({ name: unique.holder })
      .from(table)
      .where(and(isNull(table.deletedAt), sql`lower(${unique.column}) = lower(${unique.value})`, sql`${table.id} <> ${spec.id}`));
    if (twin) throw conflict(unique.message(unique.value, String(twin.name)));
  }
  const back = await tx
    .update(table)
    .set({ ...spec.set, deletedAt: null })
    .where(and(eq(table.id, spec.id), isNotNull(table.deletedAt)))
    .returning({ id: table.id });
  if (!back.length) throw conflict(ALREADY_BACK);
}
