import { and, desc, eq, gte, ilike, isNotNull, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { countUpTo } from "../../platform/capped-count";
import { diaryComments, diaryEntries, files, projects } from "../../db/schema/index";
import type { PageQuery } from "@shared/common/paging";
import { prepared } from "../../platform/prepared";
import { pageIds } from "../../platform/register/paged-list";

type Exec = Db | Tx;
export type DiaryEntryRow = typeof diaryEntries.$inferSelect;
export type NewDiaryEntry = typeof diaryEntries.$inferInsert;

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function insertEntry(tx: Exec, values: NewDiaryEntry): Promise<DiaryEntryRow> {
  const [row] = await tx.insert(diaryEntries).values(values).returning();
  return row;
}

export async function findEntry(db: Exec, id: number): Promise<DiaryEntryRow | undefined> {
  const [row] = Number.isSafeInteger(id) ? await db.select().from(diaryEntries).where(eq(diaryEntries.id, id)) : [];
  return row;
}

/** Locked for the rest of the transaction: two edits of one entry cannot lose each other's sharedWith. */
export async function findEntryForUpdate(tx: Tx, id: number): Promise<DiaryEntryRow | undefined> {
  const [row] = await tx.select().from(diaryEntries).where(eq(diaryEntries.id, id)).for("update");
  return row;
}

export async function updateEntry(tx: Exec, id: number, values: Partial<NewDiaryEntry>): Promise<DiaryEntryRow> {
  const [row] = await tx
    .update(diaryEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(diaryEntries.id, id))
    .returning();
  return row;
}

/** Sharing is not an edit: updatedAt stays when only the recipients change. */
export async function setSharedWith(tx: Exec, id: number, sharedWith: string[]): Promise<DiaryEntryRow> {
  const [row] = await tx.update(diaryEntries).set({ sharedWith }).where(eq(diaryEntries.id, id)).returning();
  return row;
}

export async function photoIdsOfEntry(tx: Exec, id: number): Promise<number[]> {
  const rows = await tx.select({ id: files.id }).from(files).where(eq(files.diaryEntryId, id));
  return rows.map((r) => r.id);
}

export async function deleteEntry(tx: Exec, id: number) {
  await tx.delete(diaryEntries).where(eq(diaryEntries.id, id));
}

export type EntryFilters = { projectId?: number; from?: string; to?: string; author?: string };

/**
 * Entries of live projects, newest day first. Deleted projects are few, so they are excluded by id
 * rather than by joining every entry to its project: the join made PostgreSQL sort all entries
 * (170 ms over 55,000 on PGlite) where the date index alone reads 25 rows (diary_entries_date_idx,
 * or _project_date_idx with a project). The page's 25 rows are then joined for their project names.
 * The total is counted no further than `countCap` (platform/capped-count.ts): an exact count of every
 * contract's entries read the whole index (50 ms at 1M on PostgreSQL).
 */
export async function listEntries(db: Db, q: PageQuery & EntryFilters, countCap: number) {
  const deleted = (await db.select({ id: projects.id }).from(projects).where(isNotNull(projects.deletedAt))).map((r) => r.id);
  const filters: (SQL | undefined)[] = [
    deleted.length ? notInArray(diaryEntries.projectId, deleted) : undefined,
    q.projectId ? eq(diaryEntries.projectId, q.projectId) : undefined,
    q.from ? gte(diaryEntries.date, q.from) : undefined,
    q.to ? lte(diaryEntries.date, q.to) : undefined,
  ];
  if (q.author) {
    filters.push(/^\d+$/.test(q.author) ? eq(diaryEntries.userId, Number(q.author)) : ilike(diaryEntries.author, contains(q.author)));
  }
  const where = and(...filters);
  const order = [desc(diaryEntries.date), desc(diaryEntries.id)];
  const page = pageIds(db, diaryEntries, where, order, q);
  const [rows, total] = await Promise.all([
    db
      .select({ entry: diaryEntries, project: { id: projects.id, name: projects.name, slug: projects.slug } })
      .from(page)
      .innerJoin(diaryEntries, eq(diaryEntries.id, page.pageId))
      .innerJoin(projects, eq(projects.id, diaryEntries.projectId))
      .orderBy(...order),
    countUpTo(db, diaryEntries, where, countCap),
  ]);
  return { rows, total };
}

/**
 * The `limit` newest days before `before` that have an entry or a comment. Each branch walks its
 * (project_id, date) index backwards and stops at `limit`, so a diary of years costs the same as a week.
 * A diary page is read on every visit, so its statements are prepared (platform/prepared.ts): one for
 * the newest days, one for the days before a date.
 */
const diaryDates = (before: boolean) =>
  prepared(`sitebook_diary_dates${before ? "_before" : ""}`, (db, name) => {
    const projectId = sql.placeholder("projectId");
    const limit = sql.placeholder("limit");
    const beforeEntries = before ? sql`and ${diaryEntries.date} < ${sql.placeholder("before")}` : sql``;
    const beforeComments = before ? sql`and ${diaryComments.date} < ${sql.placeholder("before")}` : sql``;
    return db
      .select({ date: sql<string>`date` })
      .from(
        sql`(
          (select distinct ${diaryEntries.date} as date from ${diaryEntries}
            where ${diaryEntries.projectId} = ${projectId} ${beforeEntries}
            order by 1 desc limit ${limit})
          union
          (select distinct ${diaryComments.date} as date from ${diaryComments}
            where ${diaryComments.projectId} = ${projectId} ${beforeComments}
            order by 1 desc limit ${limit})
        ) days`,
      )
      .orderBy(sql`date desc`)
      .limit(limit)
      .prepare(name);
  });
const newestDates = diaryDates(false);
const datesBefore = diaryDates(true);

export async function listDiaryDates(db: Db, projectId: number, before: string | undefined, limit: number): Promise<string[]> {
  const rows = before ? await datesBefore(db).execute({ projectId, before, limit }) : await newestDates(db).execute({ projectId, limit });
  return rows.map((r) => r.date);
}

const entriesOnDays = prepared("sitebook_diary_entries_on_dates", (db, name) =>
  db
    .select()
    .from(diaryEntries)
    .where(and(eq(diaryEntries.projectId, sql.placeholder("projectId")), sql`${diaryEntries.date} = any(${sql.placeholder("dates")}::text[])`))
    .orderBy(desc(diaryEntries.date), diaryEntries.id)
    .prepare(name),
);

/** A project's entries on the given days, newest day first, then in the order they were written. */
export async function entriesOnDates(db: Db, projectId: number, dates: string[]): Promise<DiaryEntryRow[]> {
  if (dates.length === 0) return [];
  return entriesOnDays(db).execute({ projectId, dates });
}
