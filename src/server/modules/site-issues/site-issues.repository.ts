import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { files, rolePermissions, siteIssuePhotos, siteIssueUpdates, siteIssues, users } from "../../db/schema/index";
import { ADMIN_ROLE } from "@shared/identity/roles";
import type { ListSiteIssuesQuery } from "@shared/site-issues/site-issue";
import { pageOffset } from "../../platform/register/paged-list";

type Exec = Db | Tx;
export type SiteIssueRow = typeof siteIssues.$inferSelect;
export type NewSiteIssue = typeof siteIssues.$inferInsert;

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function insertIssue(tx: Exec, values: NewSiteIssue): Promise<SiteIssueRow> {
  const [row] = await tx.insert(siteIssues).values(values).returning();
  return row;
}

export async function findIssue(db: Exec, id: number): Promise<SiteIssueRow | undefined> {
  const [row] = await db.select().from(siteIssues).where(eq(siteIssues.id, id));
  return row;
}

/** Locked for the transaction: two people moving one issue cannot both start from "open". */
export async function findIssueForUpdate(tx: Tx, id: number): Promise<SiteIssueRow | undefined> {
  const [row] = await tx.select().from(siteIssues).where(eq(siteIssues.id, id)).for("update");
  return row;
}

export async function updateIssue(tx: Exec, id: number, values: Partial<NewSiteIssue>): Promise<SiteIssueRow> {
  const [row] = await tx
    .update(siteIssues)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(siteIssues.id, id))
    .returning();
  return row;
}

export async function deleteIssue(tx: Exec, id: number) {
  await tx.delete(siteIssues).where(eq(siteIssues.id, id));
}

export async function insertUpdate(tx: Exec, values: typeof siteIssueUpdates.$inferInsert) {
  await tx.insert(siteIssueUpdates).values(values);
}

/** The issue's history, newest first. */
export async function listUpdates(db: Exec, issueId: number) {
  return db
    .select({ update: siteIssueUpdates, userName: users.name })
    .from(siteIssueUpdates)
    .leftJoin(users, eq(users.id, siteIssueUpdates.userId))
    .where(eq(siteIssueUpdates.issueId, issueId))
    .orderBy(desc(siteIssueUpdates.createdAt), desc(siteIssueUpdates.id));
}
export type UpdateRow = Awaited<ReturnType<typeof listUpdates>>[number];

export async function listPhotos(db: Exec, issueId: number) {
  return db
    .select({
      file: { id: files.id, originalName: files.originalName, mimetype: files.mimetype, size: files.size, createdAt: files.createdAt },
      uploadedBy: users.name,
    })
    .from(siteIssuePhotos)
    .innerJoin(files, eq(files.id, siteIssuePhotos.fileId))
    .leftJoin(users, eq(users.id, files.uploadedBy))
    .where(eq(siteIssuePhotos.issueId, issueId))
    .orderBy(asc(siteIssuePhotos.createdAt), asc(siteIssuePhotos.id));
}
export type PhotoRow = Awaited<ReturnType<typeof listPhotos>>[number];

export async function linkPhoto(tx: Exec, issueId: number, fileId: number) {
  await tx.insert(siteIssuePhotos).values({ issueId, fileId });
}

export async function findPhotoLink(db: Exec, issueId: number, fileId: number) {
  const [row] = await db
    .select({ link: siteIssuePhotos, originalName: files.originalName })
    .from(siteIssuePhotos)
    .innerJoin(files, eq(files.id, siteIssuePhotos.fileId))
    .where(and(eq(siteIssuePhotos.issueId, issueId), eq(siteIssuePhotos.fileId, fileId)));
  return row;
}

export async function unlinkPhoto(tx: Exec, issueId: number, fileId: number) {
  await tx.delete(siteIssuePhotos).where(and(eq(siteIssuePhotos.issueId, issueId), eq(siteIssuePhotos.fileId, fileId)));
}

export async function photoIdsOf(db: Exec, issueId: number): Promise<number[]> {
  return (await db.select({ id: siteIssuePhotos.fileId }).from(siteIssuePhotos).where(eq(siteIssuePhotos.issueId, issueId))).map((r) => r.id);
}

/**
 * Active users whose role may edit Contracts (the administrator always may): the people an issue
 * can be assigned to, since the assignee has to be able to move it on. A role with no Contracts
 * row cannot edit (product.md §6: edit defaults to denied).
 */
const mayEditContracts = or(
  eq(users.role, ADMIN_ROLE),
  sql`exists (select 1 from ${rolePermissions} where ${rolePermissions.role} = ${users.role} and ${rolePermissions.resource} = 'Contracts' and ${rolePermissions.canEdit})`,
);

export async function findActiveUser(db: Exec, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, mayEdit: sql<boolean>`${mayEditContracts}` })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, "active")));
  return row;
}

export async function listAssignees(db: Exec) {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.status, "active"), mayEditContracts))
    .orderBy(asc(users.name), asc(users.id));
}

const photoCount = sql<number>`(select count(*)::int from ${siteIssuePhotos} where ${siteIssuePhotos.issueId} = ${siteIssues.id})`;

/** Open or in progress with a target before today (UK): the overdue rule of decision 0010, in SQL. */
const overdueSql = (today: string) => sql`(${siteIssues.status} in ('open', 'in_progress') and ${siteIssues.targetDate} < ${today})`;

/**
 * A project's issues: overdue first, then priority (critical first), then target date (none last),
 * newest last. `counts` answer the status tabs, so they ignore the status and overdue filters.
 */
export async function listIssues(db: Db, projectId: number, q: ListSiteIssuesQuery, today: string) {
  const base: (SQL | undefined)[] = [
    eq(siteIssues.projectId, projectId),
    q.priority ? eq(siteIssues.priority, q.priority) : undefined,
    q.assignedTo ? eq(siteIssues.assignedToId, q.assignedTo) : undefined,
    q.q
      ? or(
          ilike(siteIssues.issueDescription, contains(q.q)),
          ilike(siteIssues.location, contains(q.q)),
          ilike(siteIssues.assignedTo, contains(q.q)),
          ilike(siteIssues.reportedBy, contains(q.q)),
        )
      : undefined,
  ];
  const where = and(
    ...base,
    q.status ? eq(siteIssues.status, q.status) : undefined,
    q.overdue === "true" ? overdueSql(today) : q.overdue === "false" ? sql`not ${overdueSql(today)}` : undefined,
  );
  const overdueFirst = sql`case when ${overdueSql(today)} then 0 else 1 end`;
  const priorityRank = sql`case ${siteIssues.priority} when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;
  const rows = await db
    .select({ issue: siteIssues, photoCount })
    .from(siteIssues)
    .where(where)
    .orderBy(overdueFirst, priorityRank, sql`${siteIssues.targetDate} asc nulls last`, desc(siteIssues.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ total }] = await db.select({ total: count() }).from(siteIssues).where(where);
  const [counts] = await db
    .select({
      open: sql<number>`count(*) filter (where ${siteIssues.status} = 'open')::int`,
      inProgress: sql<number>`count(*) filter (where ${siteIssues.status} = 'in_progress')::int`,
      resolved: sql<number>`count(*) filter (where ${siteIssues.status} = 'resolved')::int`,
      closed: sql<number>`count(*) filter (where ${siteIssues.status} = 'closed')::int`,
      overdue: sql<number>`count(*) filter (where ${overdueSql(today)})::int`,
    })
    .from(siteIssues)
    .where(and(...base));
  return { rows, total, counts };
}

export async function photoCountOf(db: Exec, issueId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(siteIssuePhotos).where(eq(siteIssuePhotos.issueId, issueId));
  return n;
}
