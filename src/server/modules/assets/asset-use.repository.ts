import { and, asc, count, desc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PageQuery } from "@shared/common/paging";
import type { Db, Tx } from "../../db/client";
import { assetCheckouts, assets, projects, users, workers } from "../../db/schema/index";
import { movesDue, refreshDueDays } from "./asset-due.service";

type Exec = Db | Tx;
export type CheckOutRow = typeof assetCheckouts.$inferSelect;

const outBy = alias(users, "checked_out_by_user");
const inBy = alias(users, "checked_in_by_user");

/** A check-out as the screens read it: the asset, the worker, the contract and the two users by name. */
const checkOutColumns = {
  row: assetCheckouts,
  assetName: assets.name,
  workerName: workers.fullName,
  project: { id: projects.id, name: projects.name, slug: projects.slug },
  checkedOutBy: outBy.name,
  checkedInBy: inBy.name,
};
export type CheckOutRead = {
  row: CheckOutRow;
  assetName: string;
  workerName: string | null;
  project: { id: number; name: string; slug: string } | null;
  checkedOutBy: string | null;
  checkedInBy: string | null;
};

const readCheckOuts = (db: Exec) =>
  db
    .select(checkOutColumns)
    .from(assetCheckouts)
    .innerJoin(assets, eq(assets.id, assetCheckouts.assetId))
    .innerJoin(workers, eq(workers.id, assetCheckouts.workerId))
    // A deleted contract keeps its row (soft delete): the check-out still names where it went.
    .leftJoin(projects, eq(projects.id, assetCheckouts.projectId))
    .leftJoin(outBy, eq(outBy.id, assetCheckouts.checkedOutBy))
    .leftJoin(inBy, eq(inBy.id, assetCheckouts.checkedInBy));

export async function openCheckOut(db: Exec, assetId: number): Promise<CheckOutRead | undefined> {
  const [row] = await readCheckOuts(db)
    .where(and(eq(assetCheckouts.assetId, assetId), isNull(assetCheckouts.checkedInAt)))
    .limit(1);
  return row;
}

export async function checkOutById(db: Exec, id: number): Promise<CheckOutRead> {
  const [row] = await readCheckOuts(db).where(eq(assetCheckouts.id, id)).limit(1);
  return row!;
}

export async function checkOutsOf(db: Exec, assetId: number, q: PageQuery) {
  const [items, [{ n }]] = await Promise.all([
    readCheckOuts(db)
      .where(eq(assetCheckouts.assetId, assetId))
      .orderBy(desc(assetCheckouts.checkedOutAt), desc(assetCheckouts.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(assetCheckouts).where(eq(assetCheckouts.assetId, assetId)),
  ]);
  return { items, total: n };
}

/** Open check-outs due back before today, of live assets: the partial index on due_back (open only) finds them. */
export async function overdueCheckOuts(db: Exec, today: string, q: PageQuery) {
  const where = and(isNull(assetCheckouts.checkedInAt), isNotNull(assetCheckouts.dueBack), lt(assetCheckouts.dueBack, today), isNull(assets.deletedAt));
  const [items, [{ n }]] = await Promise.all([
    readCheckOuts(db)
      .where(where)
      .orderBy(asc(assetCheckouts.dueBack), asc(assetCheckouts.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(assetCheckouts).innerJoin(assets, eq(assets.id, assetCheckouts.assetId)).where(where),
  ]);
  return { items, total: n };
}

export const insertCheckOut = async (tx: Tx, values: typeof assetCheckouts.$inferInsert) => (await tx.insert(assetCheckouts).values(values).returning())[0];

export const closeCheckOut = (tx: Tx, id: number, values: { checkedInBy: number; conditionIn: string | null }) =>
  tx
    .update(assetCheckouts)
    .set({ ...values, checkedInAt: new Date() })
    .where(eq(assetCheckouts.id, id));

/** A change to an asset; its due days again when the change moves one (a move sets the arrival day). */
export async function updateAsset(tx: Tx, id: number, values: Partial<typeof assets.$inferInsert>) {
  await tx
    .update(assets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assets.id, id));
  if (movesDue(values)) await refreshDueDays(tx, [id]);
}

/** A live contract, as a place. */
export async function liveProject(db: Exec, id: number) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, slug: projects.slug })
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.deletedAt)))
    .limit(1);
  return row;
}

/** The place an asset is recorded at, deleted contract or not (the whereabouts still name it). */
export async function placeOf(db: Exec, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select({ id: projects.id, name: projects.name, slug: projects.slug }).from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

export async function workerName(db: Exec, id: number | null): Promise<{ id: number; name: string } | null> {
  const found = await workerStanding(db, id);
  return found && { id: found.id, name: found.name };
}

/** A worker's name and employment status (only an active worker takes an item out). */
export async function workerStanding(db: Exec, id: number | null): Promise<{ id: number; name: string; employmentStatus: string } | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ id: workers.id, name: sql<string>`${workers.fullName}`, employmentStatus: workers.employmentStatus })
    .from(workers)
    .where(eq(workers.id, id))
    .limit(1);
  return row ?? null;
}
