import { and, asc, desc, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import { ukMidnight } from "@shared/common/uk-dates";
import type { Db, Tx } from "../../db/client";
import { projects, weatherRecords, weatherSnapshots } from "../../db/schema/index";

export type WeatherRecordRow = typeof weatherRecords.$inferSelect;
export type WeatherSnapshotRow = typeof weatherSnapshots.$inferSelect;
export type WeatherRecordValues = Omit<typeof weatherRecords.$inferInsert, "id">;
export type WeatherSnapshotValues = Omit<typeof weatherSnapshots.$inferInsert, "id">;

/** The newest snapshot (weather_snapshots_project_time_idx). */
export async function findLatestSnapshot(db: Db, projectId: number): Promise<WeatherSnapshotRow | undefined> {
  const [row] = await db.select().from(weatherSnapshots).where(eq(weatherSnapshots.projectId, projectId)).orderBy(desc(weatherSnapshots.timestamp)).limit(1);
  return row;
}

/** Days from `fromDate` on, newest first (weather_records_project_date_unique). */
export async function findRecordsSince(db: Db, projectId: number, fromDate: string, limit: number): Promise<WeatherRecordRow[]> {
  return db
    .select()
    .from(weatherRecords)
    .where(and(eq(weatherRecords.projectId, projectId), gte(weatherRecords.date, fromDate)))
    .orderBy(desc(weatherRecords.date))
    .limit(limit);
}

export async function findRecordDates(db: Db | Tx, projectId: number, fromDate: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: weatherRecords.date })
    .from(weatherRecords)
    .where(and(eq(weatherRecords.projectId, projectId), gte(weatherRecords.date, fromDate)));
  return new Set(rows.map((r) => r.date));
}

export async function findRecord(db: Db | Tx, projectId: number, date: string): Promise<WeatherRecordRow | undefined> {
  const [row] = await db
    .select()
    .from(weatherRecords)
    .where(and(eq(weatherRecords.projectId, projectId), eq(weatherRecords.date, date)));
  return row;
}

/** A hand entry always wins: it replaces whatever the day held. */
export async function upsertManualRecord(tx: Tx, values: WeatherRecordValues): Promise<WeatherRecordRow> {
  const [row] = await tx
    .insert(weatherRecords)
    .values({ ...values, source: "manual" })
    .onConflictDoUpdate({ target: [weatherRecords.projectId, weatherRecords.date], set: { ...values, source: "manual" } })
    .returning();
  return row;
}

/**
 * A provider reading fills or refreshes the day, but leaves a day entered by hand alone unless
 * `overwriteManual`. Answers the row written, or undefined when the hand entry was kept.
 */
export async function upsertProviderRecord(tx: Tx, values: WeatherRecordValues, overwriteManual: boolean): Promise<WeatherRecordRow | undefined> {
  const [row] = await tx
    .insert(weatherRecords)
    .values({ ...values, source: "provider" })
    .onConflictDoUpdate({
      target: [weatherRecords.projectId, weatherRecords.date],
      set: { ...values, source: "provider" },
      setWhere: overwriteManual ? undefined : sql`${weatherRecords.source} <> 'manual'`,
    })
    .returning();
  return row;
}

/** Backfilled days never replace anything. */
export async function insertRecordsIfAbsent(tx: Tx, rows: WeatherRecordValues[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(weatherRecords)
    .values(rows)
    .onConflictDoNothing({ target: [weatherRecords.projectId, weatherRecords.date] });
}

export async function insertSnapshot(tx: Tx, values: WeatherSnapshotValues): Promise<WeatherSnapshotRow> {
  const [row] = await tx.insert(weatherSnapshots).values(values).returning();
  return row;
}

/** Has the project a snapshot taken on this UK day? (the job's once-a-day rule) */
export async function hasSnapshotOnDay(db: Db | Tx, projectId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: weatherSnapshots.id })
    .from(weatherSnapshots)
    .where(and(eq(weatherSnapshots.projectId, projectId), gte(weatherSnapshots.timestamp, ukMidnight(day))))
    .limit(1);
  return Boolean(row);
}

/** Serialises the job's write for one project across app instances sharing the database. */
export async function lockProjectWeather(tx: Tx, projectId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WEATHER_LOCK}, ${projectId})`);
}
const WEATHER_LOCK = 0x57e4;

export async function deleteSnapshotsBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(weatherSnapshots).where(lt(weatherSnapshots.timestamp, cutoff));
}

/** Live projects with a postcode, in id order from `afterId` (a batch at a time). */
export async function findProjectsWithPostcode(db: Db, afterId: number, limit: number) {
  return db
    .select({ id: projects.id, postcode: projects.postcode, createdAt: projects.createdAt })
    .from(projects)
    .where(and(isNull(projects.deletedAt), gt(projects.id, afterId), sql`coalesce(trim(${projects.postcode}), '') <> ''`))
    .orderBy(asc(projects.id))
    .limit(limit);
}
