import { and, asc, eq, isNull, sql, type InferInsertModel } from "drizzle-orm";
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { projects, users } from "../../db/schema/index";

/*
 * The small reads and writes every register record's repository wrote again (the assets', the
 * fleet's): a record's update stamped with its time, the contracts it may be on, and a person's name for "created by". Each area keeps its own joins,
 * filters and words; what is the same is here (a history's, in record-history.ts).
 */

type Exec = Db | Tx;

/** A register's table: an id and an updated_at stamp. */
type StampedTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn };

/** Writes the given fields of one record and stamps when. */
export async function updateRecord<T extends StampedTable>(tx: Exec, table: T, id: number, values: Partial<InferInsertModel<T>>): Promise<void> {
  await tx
    .update(table)
    .set({ ...values, updatedAt: new Date() } as PgUpdateSetSource<T>)
    .where(eq(table.id, id));
}

const contractRef = { id: projects.id, name: projects.name, slug: projects.slug };

/** A live contract a record may be put on, or undefined. */
export async function liveContract(db: Exec, id: number) {
  const [row] = await db
    .select(contractRef)
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.deletedAt)));
  return row;
}

/** The live contracts by name (any case): a register's filter and form choices. */
export const liveContracts = (db: Exec) =>
  db
    .select(contractRef)
    .from(projects)
    .where(isNull(projects.deletedAt))
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));

/** A user's name (who created the record), or null. */
export async function userName(db: Exec, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}
