import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { assets, havsExposures, projects, users, workers } from "../../db/schema/index";
import { searchFilter } from "../../platform/register/paged-list";

type Exec = Db | Tx;
export type HavsRow = typeof havsExposures.$inferSelect;

const H = havsExposures;
const workerName = sql<string>`${workers.firstName} || ' ' || ${workers.lastName}`;

/** An entry with the names it is shown by: the worker, the tool, the contract, who logged it. */
const withNames = {
  row: H,
  workerName,
  employer: workers.employer,
  toolName: assets.name,
  contractName: projects.name,
  recordedBy: users.name,
};
export type HavsEntryRow = {
  row: HavsRow;
  workerName: string;
  employer: string | null;
  toolName: string;
  contractName: string | null;
  recordedBy: string | null;
};

function entries(db: Exec, where: SQL | undefined) {
  return db
    .select(withNames)
    .from(H)
    .innerJoin(workers, eq(workers.id, H.workerId))
    .innerJoin(assets, eq(assets.id, H.assetId))
    .leftJoin(projects, eq(projects.id, H.projectId))
    .leftJoin(users, eq(users.id, H.recordedBy))
    .where(where);
}

/**
 * Serialises every log and edit of one worker's exposure: two logs at once each read the day before
 * the other has written, and both could slip under the limit. A transaction-level advisory lock keyed
 * by the worker (released at commit) makes the second wait for the first's total.
 */
export async function lockWorkerExposure(tx: Tx, workerId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sitebook:havs'), ${workerId})`);
}

/** A worker's uses on a day, for the rule (rules/havs.ts): each magnitude as logged, and the minutes. */
export async function usesOf(db: Exec, workerId: number, day: string, leaveOut?: number) {
  return db
    .select({ magnitude: H.magnitude, minutes: H.minutes })
    .from(H)
    .where(and(eq(H.workerId, workerId), eq(H.day, day), leaveOut ? sql`${H.id} <> ${leaveOut}` : undefined));
}

export async function workerDayEntries(db: Exec, workerId: number, day: string): Promise<HavsEntryRow[]> {
  return entries(db, and(eq(H.workerId, workerId), eq(H.day, day))).orderBy(asc(H.createdAt), asc(H.id));
}

export async function findEntry(db: Exec, id: number): Promise<HavsEntryRow | undefined> {
  const [row] = await entries(db, eq(H.id, id)).limit(1);
  return row;
}

/** The entry locked for an edit or delete; its worker's lock is taken by the caller. */
export async function lockEntry(tx: Tx, id: number): Promise<HavsRow | undefined> {
  const [row] = await tx.select().from(H).where(eq(H.id, id)).for("update").limit(1);
  return row;
}

export async function insertEntry(tx: Tx, values: typeof H.$inferInsert): Promise<HavsRow> {
  const [row] = await tx.insert(H).values(values).returning();
  return row;
}

export async function updateEntry(tx: Tx, id: number, values: Partial<typeof H.$inferInsert>) {
  await tx.update(H).set(values).where(eq(H.id, id));
}

export async function deleteEntry(tx: Tx, id: number) {
  await tx.delete(H).where(eq(H.id, id));
}

/** A tool's newest entries. */
export async function toolEntries(db: Exec, assetId: number, limit: number): Promise<HavsEntryRow[]> {
  return entries(db, eq(H.assetId, assetId)).orderBy(desc(H.day), desc(H.createdAt), desc(H.id)).limit(limit);
}

/**
 * A contract's day: every entry of each worker who used a tool on the contract that day, wherever the
 * rest of their day was spent (the limit is the person's, not the contract's).
 */
export async function contractDayEntries(db: Exec, projectId: number, day: string): Promise<HavsEntryRow[]> {
  const onContract = db
    .select({ id: H.workerId })
    .from(H)
    .where(and(eq(H.projectId, projectId), eq(H.day, day)));
  return entries(db, and(eq(H.day, day), inArray(H.workerId, onContract), isNull(workers.deletedAt))).orderBy(asc(H.workerId), asc(H.id));
}

/** Tools that can be logged: live, with a magnitude; the contract's own first, then by name. */
export async function tools(db: Exec, q: { q?: string; projectId?: number }, limit: number) {
  const onContract = q.projectId ? sql<boolean>`coalesce(${assets.projectId} = ${q.projectId}, false)` : sql<boolean>`false`;
  return (
    db
      .select({ id: assets.id, name: assets.name, magnitude: assets.vibrationMagnitude, category: assets.category, onContract })
      .from(assets)
      .where(and(isNull(assets.deletedAt), isNotNull(assets.vibrationMagnitude), searchFilter(assets.searchText, q.q)))
      // A constant may not be an ORDER BY term: without a contract, by name alone.
      .orderBy(...(q.projectId ? [desc(onContract)] : []), asc(sql`lower(${assets.name})`), asc(assets.id))
      .limit(limit)
  );
}

const exists = async (db: Exec, table: typeof H | typeof projects | typeof users, id: number) =>
  (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
export const entryExists = (db: Exec, id: number) => exists(db, H, id);
export const projectExists = (db: Exec, id: number) => exists(db, projects, id);
export const userExists = (db: Exec, id: number) => exists(db, users, id);
