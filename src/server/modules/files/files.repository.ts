import { and, asc, count, desc, eq, isNull, like, not, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Db, type Tx } from "../../db/client";
import { diaryEntries, fileBlobs, files, folders, users } from "../../db/schema/index";
import type { FileKind } from "@shared/files/files";
import type { PageQuery } from "@shared/common/paging";

type Exec = Db | Tx;
export type FileRecord = typeof files.$inferSelect;
export type FolderRecord = typeof folders.$inferSelect;

const fileColumns = {
  file: files,
  uploaderName: users.name,
  commentCount: sql<number>`(select count(*)::int from file_comments c where c.file_id = ${files.id})`.mapWith(Number),
};
export type FileRow = { file: FileRecord; uploaderName: string | null; commentCount: number };

/**
 * The one person who made the folder `folderId` and everything in it (sub-folders and files), or null
 * when several people did or one of them is unknown: deleting a folder deletes its contents for good,
 * so it is someone's own record only if all of it is theirs (decision 0014). One expression for the
 * delete's refusal and for the `ownerId` the folder list sends, so the client offers what the server allows.
 */
const soleOwnerOf = (folderId: SQL) => sql`(
  with recursive down(id, created_by) as (
    select d.id, d.created_by from folders d where d.id = ${folderId}
    union all
    select c.id, c.created_by from folders c join down on c.parent_id = down.id
  ), owners(owner) as (
    select created_by from down
    union all
    select uploaded_by from files where folder_id in (select id from down)
  )
  select case when count(distinct coalesce(owner, -1)) = 1 then min(owner) end from owners
)`;

const folderColumns = {
  folder: folders,
  creatorName: users.name,
  // Served by folders_project_parent_idx and files_project_folder_idx.
  itemCount: sql<number>`(
    (select count(*) from folders c where c.project_id = ${folders.projectId} and c.parent_id = ${folders.id})
    + (select count(*) from files f where f.project_id = ${folders.projectId} and f.folder_id = ${folders.id})
  )::int`.mapWith(Number),
  ownerId: sql<number | null>`${soleOwnerOf(sql`${folders.id}`)}`.mapWith((v: unknown) => (v === null ? null : Number(v))),
};
export type FolderRow = { folder: FolderRecord; creatorName: string | null; itemCount: number; ownerId: number | null };

const inFolder = (folderId: number | null) => (folderId === null ? isNull(files.folderId) : eq(files.folderId, folderId));
const underParent = (parentId: number | null) => (parentId === null ? isNull(folders.parentId) : eq(folders.parentId, parentId));

// ---- folders ----

export async function listFolders(db: Db, projectId: number, parentId: number | null, q: PageQuery) {
  const where = and(eq(folders.projectId, projectId), underParent(parentId));
  const rows = await db
    .select(folderColumns)
    .from(folders)
    .leftJoin(users, eq(users.id, folders.createdBy))
    .where(where)
    .orderBy(asc(folders.name), asc(folders.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(folders).where(where);
  return { rows, total };
}

export async function findFolderRow(db: Exec, id: number): Promise<FolderRow | undefined> {
  const [row] = await db.select(folderColumns).from(folders).leftJoin(users, eq(users.id, folders.createdBy)).where(eq(folders.id, id));
  return row;
}

export async function findFolder(db: Exec, id: number): Promise<FolderRecord | undefined> {
  const [row] = await db.select().from(folders).where(eq(folders.id, id));
  return row;
}

/** A sibling with the same name, ignoring case (two "Drawings" folders side by side only confuse). */
export async function findSiblingNamed(db: Exec, projectId: number, parentId: number | null, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(
      and(
        eq(folders.projectId, projectId),
        underParent(parentId),
        sql`lower(${folders.name}) = lower(${name})`,
        exceptId ? not(eq(folders.id, exceptId)) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The folder and its ancestors, outermost first. */
export async function folderPath(db: Exec, id: number): Promise<{ id: number; name: string }[]> {
  const result = await db.execute(sql`
    with recursive up(id, name, parent_id, depth) as (
      select id, name, parent_id, 0 from folders where id = ${id}
      union all
      select f.id, f.name, f.parent_id, up.depth + 1 from folders f join up on f.id = up.parent_id where up.depth < 200
    )
    select id, name from up order by depth desc`);
  return rowsOf<{ id: number; name: string }>(result).map((r) => ({ id: Number(r.id), name: r.name }));
}

/** Every file inside the folder or any folder below it (what a folder delete takes with it). */
export async function filesUnderFolder(db: Exec, id: number): Promise<{ id: number; diaryEntryId: number | null }[]> {
  const result = await db.execute(sql`
    with recursive down(id) as (
      select id from folders where id = ${id}
      union all
      select f.id from folders f join down on f.parent_id = down.id
    )
    select id, diary_entry_id from files where folder_id in (select id from down)`);
  return rowsOf<{ id: number; diary_entry_id: number | null }>(result).map((r) => ({
    id: Number(r.id),
    diaryEntryId: r.diary_entry_id === null ? null : Number(r.diary_entry_id),
  }));
}

export async function countFoldersUnder(db: Exec, id: number): Promise<number> {
  const result = await db.execute(sql`
    with recursive down(id) as (
      select id from folders where id = ${id}
      union all
      select f.id from folders f join down on f.parent_id = down.id
    )
    select count(*)::int as n from down`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0) - 1;
}

/** The folder's owner for a delete, read by `soleOwnerOf`. */
export async function soleOwnerUnderFolder(db: Exec, id: number): Promise<number | null> {
  const result = await db.execute(sql`select ${soleOwnerOf(sql`${id}::int`)} as owner`);
  const owner = rowsOf<{ owner: number | null }>(result)[0]?.owner;
  return owner === null || owner === undefined ? null : Number(owner);
}

export async function insertFolder(tx: Exec, values: typeof folders.$inferInsert): Promise<FolderRecord> {
  const [row] = await tx.insert(folders).values(values).returning();
  return row;
}

export async function updateFolder(tx: Exec, id: number, values: Partial<typeof folders.$inferInsert>) {
  await tx.update(folders).set(values).where(eq(folders.id, id));
}

export async function deleteFolder(tx: Exec, id: number) {
  await tx.delete(folders).where(eq(folders.id, id));
}

/**
 * Serialises folder writes within one project, so two people creating "Drawings" at the same moment
 * cannot both pass the sibling-name check (there is no unique index: names compare without case).
 */
export async function lockProjectFolders(tx: Tx, projectId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sitebook:folders'), ${projectId})`);
}

// ---- files ----

export async function listFiles(db: Db, projectId: number, q: PageQuery & { folderId: number | null; kind?: FileKind }) {
  const filters: (SQL | undefined)[] = [eq(files.projectId, projectId), inFolder(q.folderId)];
  if (q.kind === "image") filters.push(like(files.mimetype, "image/%"));
  if (q.kind === "document") filters.push(not(like(files.mimetype, "image/%")));
  const where = and(...filters);
  const rows = await db
    .select(fileColumns)
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedBy))
    .where(where)
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(files).where(where);
  return { rows, total };
}

export async function listEntryFiles(db: Db, diaryEntryId: number, q: PageQuery) {
  const where = eq(files.diaryEntryId, diaryEntryId);
  const rows = await db
    .select(fileColumns)
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedBy))
    .where(where)
    .orderBy(asc(files.createdAt), asc(files.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(files).where(where);
  return { rows, total };
}

export async function findFileRow(db: Exec, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select(fileColumns).from(files).leftJoin(users, eq(users.id, files.uploadedBy)).where(eq(files.id, id));
  return row;
}

export async function findFile(db: Exec, id: number): Promise<FileRecord | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function findFileBytes(db: Db, id: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ data: fileBlobs.data }).from(fileBlobs).where(eq(fileBlobs.fileId, id));
  return row?.data;
}

/** Metadata and bytes in one transaction; `path` names where the bytes are (the blob table, by id). */
export async function insertFile(tx: Tx, values: Omit<typeof files.$inferInsert, "path">, data: Buffer): Promise<FileRecord> {
  const [row] = await tx
    .insert(files)
    .values({ ...values, path: "db:file_blobs/pending" })
    .returning();
  await tx.insert(fileBlobs).values({ fileId: row.id, data });
  const [saved] = await tx
    .update(files)
    .set({ path: `db:file_blobs/${row.id}` })
    .where(eq(files.id, row.id))
    .returning();
  return saved;
}

export async function updateFile(tx: Exec, id: number, values: Partial<typeof files.$inferInsert>) {
  await tx.update(files).set(values).where(eq(files.id, id));
}

export async function deleteFile(tx: Exec, id: number) {
  await tx.delete(files).where(eq(files.id, id));
}

// ---- diary entries (their photo list) ----

export async function findDiaryEntry(db: Exec, id: number) {
  const [row] = await db
    .select({ id: diaryEntries.id, projectId: diaryEntries.projectId, date: diaryEntries.date, photos: diaryEntries.photos })
    .from(diaryEntries)
    .where(eq(diaryEntries.id, id));
  return row;
}

/** Adds and removes file ids in diary_entries.photos under a row lock, so concurrent uploads both land. */
export async function changeEntryPhotos(tx: Tx, entryId: number, change: { add?: number[]; remove?: number[] }) {
  const [row] = await tx.select({ photos: diaryEntries.photos }).from(diaryEntries).where(eq(diaryEntries.id, entryId)).for("update");
  if (!row) return;
  const remove = new Set(change.remove ?? []);
  const current = (Array.isArray(row.photos) ? row.photos : []).map(Number).filter((id) => !remove.has(id));
  const next = [...current, ...(change.add ?? []).filter((id) => !current.includes(id))];
  await tx.update(diaryEntries).set({ photos: next }).where(eq(diaryEntries.id, entryId));
}

export async function detachFromEntries(tx: Tx, removed: { id: number; diaryEntryId: number | null }[]) {
  const byEntry = new Map<number, number[]>();
  for (const f of removed) if (f.diaryEntryId !== null) byEntry.set(f.diaryEntryId, [...(byEntry.get(f.diaryEntryId) ?? []), f.id]);
  for (const [entryId, ids] of [...byEntry].sort(([a], [b]) => a - b)) await changeEntryPhotos(tx, entryId, { remove: ids });
}
