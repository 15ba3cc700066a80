import { and, asc, count, desc, eq, ilike, inArray, isNull, like, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { budgetChangeLogs, projects, users } from "../../db/schema/index";
import type { PageQuery } from "@shared/common/paging";
import type { ProjectStatus } from "@shared/projects/project-view";
import { prepared } from "../../platform/prepared";

type Exec = Db | Tx;
export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type Manager = { id: number; name: string } | null;
export type ProjectWithManagers = { project: ProjectRow; projectManager: Manager; siteManager: Manager };

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const pm = alias(users, "project_manager");
const sm = alias(users, "site_manager");
const live = isNull(projects.deletedAt);

/** Projects with their managers' names joined (the presenter shows names, never emails). */
function selectWithManagers(db: Exec) {
  return db
    .select({
      project: projects,
      pmId: pm.id,
      pmName: pm.name,
      smId: sm.id,
      smName: sm.name,
    })
    .from(projects)
    .leftJoin(pm, eq(pm.id, projects.projectManagerId))
    .leftJoin(sm, eq(sm.id, projects.siteManagerId));
}

type Joined = { project: ProjectRow; pmId: number | null; pmName: string | null; smId: number | null; smName: string | null };
const withManagers = (r: Joined): ProjectWithManagers => ({
  project: r.project,
  projectManager: r.pmId !== null && r.pmName !== null ? { id: r.pmId, name: r.pmName } : null,
  siteManager: r.smId !== null && r.smName !== null ? { id: r.smId, name: r.smName } : null,
});

type ListShape = { status: boolean; search: boolean };
const SHAPES: ListShape[] = [false, true].flatMap((status) => [false, true].map((search) => ({ status, search })));
const shapeKey = (s: ListShape) => `${s.status ? "status" : "any"}_${s.search ? "search" : "all"}`;

/** The filters of one shape of the contracts list, with its values as placeholders. */
function listWhere(shape: ListShape) {
  const filters: (SQL | undefined)[] = [live, shape.status ? eq(projects.status, sql.placeholder("status")) : undefined];
  if (shape.search) {
    const term = sql.placeholder("term");
    filters.push(or(ilike(projects.name, term), ilike(projects.code, term), ilike(projects.clientName, term), ilike(projects.postcode, term)));
  }
  return and(...filters);
}

/**
 * The contracts list is the first read of most visits: each of its four shapes (status filter or not,
 * search or not) is a prepared statement (platform/prepared.ts), the page and its count alike.
 */
const listPage = new Map(
  SHAPES.map((shape) => [
    shapeKey(shape),
    prepared(`sitebook_projects_${shapeKey(shape)}`, (db, name) =>
      selectWithManagers(db)
        .where(listWhere(shape))
        .orderBy(desc(projects.updatedAt), desc(projects.id))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .prepare(name),
    ),
  ]),
);
const listCount = new Map(
  SHAPES.map((shape) => [
    shapeKey(shape),
    prepared(`sitebook_projects_count_${shapeKey(shape)}`, (db, name) => db.select({ total: count() }).from(projects).where(listWhere(shape)).prepare(name)),
  ]),
);

/** Live projects, most recently updated first (served by projects_live_updated_idx / projects_live_status_idx). */
export async function listLiveProjects(db: Db, q: PageQuery & { q?: string; status?: ProjectStatus }) {
  const key = shapeKey({ status: Boolean(q.status), search: Boolean(q.q) });
  const values = { status: q.status, term: q.q ? contains(q.q) : undefined };
  const [rows, [{ total }]] = await Promise.all([
    listPage.get(key)!(db).execute({ ...values, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    listCount.get(key)!(db).execute(values),
  ]);
  return { rows: rows.map(withManagers), total };
}

export async function findLiveProjectWithManagers(db: Exec, where: SQL): Promise<ProjectWithManagers | undefined> {
  const [row] = await selectWithManagers(db).where(and(where, live));
  return row ? withManagers(row) : undefined;
}

/** The live row, locked for the rest of the transaction so two saves cannot interleave their budget logs. */
export async function findLiveProjectForUpdate(tx: Tx, id: number): Promise<ProjectRow | undefined> {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), live))
    .for("update");
  return row;
}

/**
 * Serialises slug choice across instances for the rest of the transaction: two contracts created
 * at once with the same name get -2 and -3 instead of one failing on the unique index.
 */
export async function lockSlugChoice(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('projects.slug'))`);
}

/** Every slug equal to `base` or `base-…`, deleted projects included (slugs are never reused). */
export async function slugsStartingWith(tx: Tx, base: string): Promise<Set<string>> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await tx
    .select({ slug: projects.slug })
    .from(projects)
    .where(or(eq(projects.slug, base), like(projects.slug, `${escaped}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertProject(tx: Tx, values: NewProject): Promise<ProjectRow> {
  const [row] = await tx.insert(projects).values(values).returning();
  return row;
}

export async function updateProject(tx: Tx, id: number, values: Partial<NewProject>): Promise<ProjectRow> {
  const [row] = await tx.update(projects).set(values).where(eq(projects.id, id)).returning();
  return row;
}

export async function insertBudgetChangeLogs(tx: Tx, rows: (typeof budgetChangeLogs.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(budgetChangeLogs).values(rows);
}

/** Newest first (served by budget_change_logs_project_idx). */
export async function listBudgetChangeLogs(db: Db, projectId: number, q: PageQuery & { field?: string }) {
  const where = and(eq(budgetChangeLogs.projectId, projectId), q.field ? eq(budgetChangeLogs.fieldName, q.field) : undefined);
  const rows = await db
    .select()
    .from(budgetChangeLogs)
    .where(where)
    .orderBy(desc(budgetChangeLogs.changedAt), desc(budgetChangeLogs.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(budgetChangeLogs).where(where);
  return { rows, total };
}

/** Which of these user ids belong to active people. */
export async function activeUserIds(db: Exec, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, "active")));
  return new Set(rows.map((r) => r.id));
}

/** Active people by name (served by the users name index), for the manager pickers. */
export async function listActiveTeam(db: Db, q: { q?: string; limit: number }) {
  const where = and(eq(users.status, "active"), q.q ? ilike(users.name, contains(q.q)) : undefined);
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(q.limit);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total };
}

/** How many records hang off a project, table by table: what a restore brings back with it. */
export async function countDependents(tx: Tx, projectId: number): Promise<Record<string, number>> {
  const result: unknown = await tx.execute(sql`
    select
      (select count(*) from diary_entries where project_id = ${projectId}) as "diaryEntries",
      (select count(*) from diary_comments where project_id = ${projectId}) as "diaryComments",
      (select count(*) from journal_messages where project_id = ${projectId}) as "journalMessages",
      (select count(*) from folders where project_id = ${projectId}) as "folders",
      (select count(*) from files where project_id = ${projectId}) as "files",
      (select count(*) from weather_records where project_id = ${projectId}) as "weatherRecords",
      (select count(*) from weather_snapshots where project_id = ${projectId}) as "weatherSnapshots",
      (select count(*) from budget_change_logs where project_id = ${projectId}) as "budgetChanges"
  `);
  // node-postgres answers { rows }, PGlite's drizzle driver the same; older drivers an array.
  const rows = (result as { rows?: Record<string, string | number>[] }).rows ?? (result as Record<string, string | number>[]);
  const row = rows[0];
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}
