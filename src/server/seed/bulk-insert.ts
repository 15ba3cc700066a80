import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { rowsOf, type Db } from "../db/client";

/**
 * Inserts many rows as one JSON parameter per batch (`insert … select … from jsonb_to_recordset($1)`):
 * one round trip and no per-row parameters, so a million rows take seconds rather than the minutes
 * of drizzle's multi-row VALUES (which also builds a statement of thousands of parameters in JS).
 * Works the same on PGlite and PostgreSQL. Rows of one batch may set different columns: they are
 * grouped by the columns they set, so a column left out keeps its default instead of becoming NULL.
 * With `returning`, answers the new ids in the order of `rows`.
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
  opts: { batch?: number; returning?: boolean } = {},
): Promise<number[]> {
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const name = getTableName(table);
  const batch = opts.batch ?? 5000;
  const ids = new Array<number>(rows.length);
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const key = Object.keys(row)
      .filter((k) => (row as Record<string, unknown>)[k] !== undefined)
      .sort()
      .join(",");
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  for (const [key, indexes] of groups) {
    const keys = key.split(",");
    const cols = keys.map((k) => columns[k]);
    const target = sql.raw(cols.map((c) => `"${c.name}"`).join(", "));
    const shape = sql.raw(cols.map((c) => `"${c.name}" ${c.getSQLType()}`).join(", "));
    for (let i = 0; i < indexes.length; i += batch) {
      const chunk = indexes.slice(i, i + batch);
      const payload = JSON.stringify(
        chunk.map((r) => {
          const row = rows[r] as Record<string, unknown>;
          return Object.fromEntries(keys.map((k) => [columns[k].name, row[k]]));
        }),
      );
      const statement: SQL = sql`insert into ${sql.identifier(name)} (${target})
        select ${target} from jsonb_to_recordset(${payload}::jsonb) as x(${shape}) ${opts.returning ? sql`returning id` : sql``}`;
      const result = await db.execute(statement);
      // A function scan reads the array in order and the serial ids are taken in that order, so the
      // sorted ids line up with the rows sent.
      if (opts.returning)
        rowsOf<{ id: number }>(result)
          .map((r) => Number(r.id))
          .sort((a, b) => a - b)
          .forEach((id, j) => (ids[chunk[j]] = id));
    }
  }
  return ids;
}
