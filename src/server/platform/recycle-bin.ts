import type { FastifyRequest } from "fastify";
import { and, eq, isNotNull, lt } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { projects, recycleBin } from "../db/schema/index";

/** How long a deleted record waits in the bin before housekeeping may purge it (data-model.md leaves it to us). */
export const RECYCLE_BIN_RETENTION_DAYS = 30;

export type RecycleBinEntry = {
  /** What kind of record, as the bin lists it: "project", "supplier"… */
  recordType: string;
  /** The table the row lives in (and goes back to on restore). */
  tableName: string;
  recordId: string | number;
  /** The row as it was when deleted: what the bin shows and what a restore checks against. */
  recordData: Record<string, unknown>;
  recordName: string;
  /** What comes back with it on restore, e.g. { diaryEntries: 120, files: 14 }. */
  metadata?: Record<string, unknown>;
  retentionDays?: number;
};

export type RecycleBinRow = typeof recycleBin.$inferSelect;

/**
 * How one record type comes back from the bin (docs/decisions/0008, 0016). A module names its record
 * types' restorers in its descriptor (platform/module.ts `recycleBin`); the bin's restore reads them
 * from there. `row` is the record as deleted (`recordData`), `meta` what came with it (`metadata`).
 */
export type Restorer = {
  /** The table the row goes back to (null for a soft-deleted record, which never left its table). */
  table: PgTable | null;
  /** The activity-log category of the record's other entries. */
  category: string;
  // A method, so a restorer may type `meta` as what its own delete stored.
  restore(tx: Tx, bin: RecycleBinRow, row: Record<string, unknown>, meta: Record<string, unknown>): Promise<void>;
  /** A company record that belongs to no contract (a supplier): restored without a contract's checks. */
  companyLevel?: boolean;
  /** Where the restored record can be seen again; without it, its contract's diary. */
  link?: (id: number, row: Record<string, unknown>) => string;
  /**
   * Words for what comes back with the record, by the key its delete counted under in the bin row's
   * `metadata.dependents` (a worker's `workerCards`: ["card", "cards"]): Delete Records says "3 cards".
   */
  dependents?: Record<string, [one: string, many: string]>;
};

/**
 * Puts a soft-deleted record in the recycle bin (docs/decisions/0008-recycle-bin.md). The caller has
 * already hidden the record (e.g. set its `deleted_at`) in the same transaction and audits the delete;
 * dependent records stay where they are, so a restore only has to clear the flag.
 */
export async function moveToRecycleBin(tx: Tx, request: FastifyRequest, entry: RecycleBinEntry): Promise<RecycleBinRow> {
  const now = new Date();
  const days = entry.retentionDays ?? RECYCLE_BIN_RETENTION_DAYS;
  const [row] = await tx
    .insert(recycleBin)
    .values({
      recordType: entry.recordType,
      tableName: entry.tableName,
      recordId: String(entry.recordId),
      recordData: jsonSafe(entry.recordData),
      recordName: entry.recordName,
      deletedBy: request.user?.id ?? null,
      deletedByName: request.user?.name ?? null,
      deletedAt: now,
      expiresAt: new Date(now.getTime() + days * 24 * 3_600_000),
      metadata: entry.metadata ?? null,
    })
    .returning();
  return row;
}

/** Dates as ISO strings and byte arrays left out: the snapshot is JSON a person can read. */
function jsonSafe(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value instanceof Uint8Array) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * Housekeeping: bin rows past their expiry go, a batch at a time. A contract still deleted when its
 * row expires goes for good with them (its diary, files and history by `on delete cascade`); a leaf
 * record's snapshot was the only copy, so removing the row is its purge. Restored rows go too: the
 * activity log keeps the story.
 */
export async function purgeExpiredRecycleBin(db: Db, now = new Date(), batch = 200): Promise<number> {
  let purged = 0;
  for (;;) {
    const rows = await db.select().from(recycleBin).where(lt(recycleBin.expiresAt, now)).orderBy(recycleBin.expiresAt).limit(batch);
    if (!rows.length) return purged;
    for (const row of rows) {
      await db.transaction(async (tx) => {
        if (row.recordType === "project" && !row.isRestored) {
          await tx.delete(projects).where(and(eq(projects.id, Number(row.recordId)), isNotNull(projects.deletedAt)));
        }
        await tx.delete(recycleBin).where(eq(recycleBin.id, row.id));
      });
      purged += 1;
    }
    if (rows.length < batch) return purged;
  }
}
