import { desc, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { personOf } from "@shared/common/wire";
import type { Db, Tx } from "../../db/client";

/*
 * A register record's history (an asset's, a vehicle's): each change of a field as it read before and
 * after, a note, who and when, newest first, a page at a time. The areas keep their own tables, the
 * words for their fields and anything a line adds (an asset's contract); the count, the order and the
 * line as it leaves the server were the same twice and are here.
 */

type Exec = Db | Tx;

/** How many rows of `table` match: a history's total for its pager. */
export async function countRows(db: Exec, table: PgTable, where: SQL): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return Number(n);
}

/** A history's order, newest first (the id breaks a tie, so pages never overlap). */
export const newestFirst = (table: { changedAt: AnyPgColumn; id: AnyPgColumn }) => [desc(table.changedAt), desc(table.id)];

/** A history row's own columns, as every register's history table has them. */
export type HistoryLineRow = {
  id: number;
  field: string;
  fromValue: string | null;
  toValue: string | null;
  note: string | null;
  changedBy: number | null;
  changedAt: Date;
};

/** The line as it leaves the server, its field in the area's words. */
export const presentHistoryLine = (l: HistoryLineRow, fieldLabel: string, changedByName: string | null) => ({
  id: l.id,
  field: l.field,
  fieldLabel,
  from: l.fromValue,
  to: l.toValue,
  note: l.note,
  changedBy: personOf(l.changedBy, changedByName),
  changedAt: l.changedAt.toISOString(),
});
