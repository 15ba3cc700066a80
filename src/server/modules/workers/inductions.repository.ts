import { and, asc, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { expiresSoonUntil } from "@shared/common/expiry";
import { daysAfter } from "@shared/common/uk-dates";
import type { Db, Tx } from "../../db/client";
import { files, inductionResults, inductions, inductionSettings, projects, workers } from "../../db/schema/index";

/** Site inductions' own rows (decision 0068); results are in induction-results.repository.ts. */

type Exec = Db | Tx;
export type InductionRow = typeof inductions.$inferSelect;
export type NewInduction = typeof inductions.$inferInsert;

/** What an induction's content files are stored as: a company file (decision 0026) with this description, and only these may be referred to. */
export const INDUCTION_FILE_DESCRIPTION = "Induction content";

/**
 * The days that bound a result's state on `today` for a validity of `days` (a pass is valid through
 * passedOn + days − 1, shared/workforce/card-rules.ts): a pass on or after `validFrom` is in date, and
 * one on or before `soonTo` expires within the one expiry rule's 30 days.
 */
export function validityWindow(today: string, days: number) {
  return { validFrom: daysAfter(today, 1 - days), soonTo: daysAfter(expiresSoonUntil(today), 1 - days) };
}

/** An induction with its contract's name (null for the company's). */
export const withContract = (db: Exec) =>
  db.select({ induction: inductions, contractName: projects.name }).from(inductions).leftJoin(projects, eq(projects.id, inductions.projectId));
export type InductionWithContract = { induction: InductionRow; contractName: string | null };

export async function findInduction(db: Exec, id: number): Promise<InductionWithContract | undefined> {
  const [row] = await withContract(db).where(and(eq(inductions.id, id), sql`(${inductions.projectId} is null or ${projects.deletedAt} is null)`));
  return row;
}

/** The company induction (projectId null) or a contract's. */
export async function findByProject(db: Exec, projectId: number | null): Promise<InductionWithContract | undefined> {
  const [row] = await withContract(db).where(projectId === null ? isNull(inductions.projectId) : eq(inductions.projectId, projectId));
  return row;
}

/** Locked for a replace, so two saves at once bump the version once each. */
export async function lockByProject(tx: Tx, projectId: number | null): Promise<InductionRow | undefined> {
  const [row] = await tx
    .select()
    .from(inductions)
    .where(projectId === null ? isNull(inductions.projectId) : eq(inductions.projectId, projectId))
    .for("update");
  return row;
}

export async function insertInduction(tx: Tx, values: NewInduction): Promise<InductionRow> {
  const [row] = await tx.insert(inductions).values(values).returning();
  return row;
}

export async function updateInduction(tx: Tx, id: number, values: Partial<NewInduction>): Promise<void> {
  await tx
    .update(inductions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inductions.id, id));
}

/** Of `ids`, those stored as induction content (company files with the induction description). */
export async function inductionFileIds(db: Exec, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), isNull(files.projectId), eq(files.description, INDUCTION_FILE_DESCRIPTION)));
  return new Set(rows.map((r) => r.id));
}

export async function findInductionFile(db: Exec, id: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.projectId), eq(files.description, INDUCTION_FILE_DESCRIPTION)));
  return row;
}

export async function deleteFiles(tx: Tx, ids: number[]) {
  if (ids.length) await tx.delete(files).where(inArray(files.id, ids));
}

/** How long a file uploaded in the editor may wait to be saved into an induction (an editor left open overnight keeps it). */
export const UNSAVED_FILE_HOURS = 48;

/**
 * Housekeeping: induction content uploaded in the editor (stored at once, for its id) but never saved
 * into an induction, once it has waited UNSAVED_FILE_HOURS. A file any induction's sections name is
 * kept; one a save removed from its sections was deleted then.
 */
export async function purgeUnsavedFiles(db: Db, now: Date) {
  const before = new Date(now.getTime() - UNSAVED_FILE_HOURS * 3_600_000);
  await db
    .delete(files)
    .where(
      and(
        eq(files.description, INDUCTION_FILE_DESCRIPTION),
        isNull(files.projectId),
        lt(files.createdAt, before),
        sql`not exists (select 1 from ${inductions}, jsonb_array_elements(${inductions.sections}) as section where section->>'fileId' = ${files.id}::text)`,
      ),
    );
}

/** Every live contract by name, with its induction's id when it has one. */
export function liveContracts(db: Exec) {
  return db
    .select({ projectId: projects.id, slug: projects.slug, name: projects.name, status: projects.status, inductionId: inductions.id })
    .from(projects)
    .leftJoin(inductions, eq(inductions.projectId, projects.id))
    .where(isNull(projects.deletedAt))
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
}

/** Each induction's counts: live workers with a pass in date (not rejected), and passes waiting for review. */
export async function inductionCounts(db: Exec, today: string, days: number) {
  const { validFrom } = validityWindow(today, days);
  const inDate: SQL = sql`${inductionResults.passed} and ${inductionResults.reviewStatus} <> 'rejected' and ${inductionResults.passedOn} >= ${validFrom}`;
  const rows = await db
    .select({
      inductionId: inductionResults.inductionId,
      inducted: sql<number>`count(distinct ${inductionResults.workerId}) filter (where ${inDate})::int`,
      pending: sql<number>`count(*) filter (where ${inductionResults.passed} and ${inductionResults.reviewStatus} = 'pending')::int`,
    })
    .from(inductionResults)
    .innerJoin(workers, and(eq(workers.id, inductionResults.workerId), isNull(workers.deletedAt)))
    .groupBy(inductionResults.inductionId);
  return new Map(rows.map((r) => [r.inductionId, { inducted: Number(r.inducted), pending: Number(r.pending) }]));
}

export async function allInductions(db: Exec) {
  return withContract(db).where(sql`(${inductions.projectId} is null or ${projects.deletedAt} is null)`);
}

export async function saveValidityDays(tx: Tx, days: number, userId: number) {
  await tx
    .insert(inductionSettings)
    .values({ id: 1, validityDays: days, updatedBy: userId })
    .onConflictDoUpdate({ target: inductionSettings.id, set: { validityDays: days, updatedBy: userId, updatedAt: new Date() } });
}
