import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { toPage, type Page, type PageQuery } from "@shared/common/paging";
import { MONEY_FIELDS, MONEY_FIELD_INFO } from "@shared/projects/budget-fields";
import type { ProjectInput } from "@shared/projects/project-form";
import type { BudgetChange, ProjectListItem, TeamOptions } from "@shared/projects/project-list";
import type { ProjectStatus, ProjectView } from "@shared/projects/project-view";
import { slugify, uniqueSlug } from "@shared/common/slug";
import type { Db } from "../../db/client";
import { projects } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { spendByContract } from "./contract-spend";
import { getLiveProjectById } from "./project-lookup";
import { checkManagers } from "./project-managers";
import { projectsWithRecords } from "./project-summary.repository";
import * as repo from "./projects.repository";
import { presentBudgetChange, presentProject, presentProjectListItem, presentTeamOption } from "./projects.presenter";

export async function listProjects(db: Db, q: PageQuery & { q?: string; status?: ProjectStatus }): Promise<Page<ProjectListItem>> {
  const { rows, total } = await repo.listLiveProjects(db, q);
  const ids = rows.map((r) => r.project.id);
  const [logged, spend] = await Promise.all([projectsWithRecords(db, ids), spendByContract(db, ids)]);
  return toPage(
    rows.map((r) => presentProjectListItem(r, logged.has(r.project.id), spend.get(r.project.id))),
    total,
    q,
  );
}

export async function getProject(db: Db, id: number): Promise<ProjectView> {
  const row = Number.isSafeInteger(id) ? await repo.findLiveProjectWithManagers(db, eq(projects.id, id)) : undefined;
  if (!row) throw notFound("Project not found");
  return presentProject(row);
}

export async function getProjectBySlug(db: Db, slug: string): Promise<ProjectView> {
  const row = await repo.findLiveProjectWithManagers(db, eq(projects.slug, slug));
  if (!row) throw notFound("Project not found");
  return presentProject(row);
}

/** Creates a contract: a slug that is new for ever, and each money field's first value kept as its original. */
export async function createProject(db: Db, request: FastifyRequest, input: ProjectInput): Promise<ProjectView> {
  const user = requireUser(request);
  const { reasons: _ignored, ...values } = input;
  const id = await db.transaction(async (tx) => {
    await checkManagers(tx, values, null);
    await repo.lockSlugChoice(tx);
    // Suffixed candidates may shorten the base, so look at everything sharing its first 30 characters.
    const taken = await repo.slugsStartingWith(tx, slugify(values.name).slice(0, 30));
    const slug = uniqueSlug(values.name, (s) => taken.has(s));
    const originals = Object.fromEntries(MONEY_FIELDS.map((f) => [MONEY_FIELD_INFO[f].original, values[f]]));
    const row = await repo.insertProject(tx, { ...values, ...originals, slug, createdBy: user.id, updatedBy: user.id });
    await audit(tx, request, {
      action: "project_created",
      description: `Created the contract ${row.name}`,
      entityType: "project",
      entityId: row.id,
      entityName: row.name,
      category: "projects",
      metadata: { slug: row.slug, status: row.status },
    });
    return row.id;
  });
  return getProject(db, id);
}

/**
 * Deletes a contract into the recycle bin (docs/decisions/0008-recycle-bin.md): the row is flagged,
 * its diary, files and history stay in place, and the bin row says what a restore brings back.
 */
export async function deleteProject(db: Db, request: FastifyRequest, id: number) {
  return db.transaction(async (tx) => {
    const current = Number.isSafeInteger(id) ? await repo.findLiveProjectForUpdate(tx, id) : undefined;
    if (!current) throw notFound("Project not found");
    const dependents = await repo.countDependents(tx, id);
    await repo.updateProject(tx, id, { deletedAt: new Date(), updatedBy: requireUser(request).id });
    const bin = await moveToRecycleBin(tx, request, {
      recordType: "project",
      tableName: "projects",
      recordId: id,
      recordData: current,
      recordName: current.name,
      metadata: { slug: current.slug, dependents },
    });
    await audit(tx, request, {
      action: "project_deleted",
      description: `Moved the contract ${current.name} to the recycle bin`,
      entityType: "project",
      entityId: id,
      entityName: current.name,
      category: "projects",
      severity: "warning",
      metadata: { recycleBinId: bin.id, dependents },
    });
    return { id, name: current.name, recycleBinId: bin.id, expiresAt: bin.expiresAt.toISOString() };
  });
}

export async function listBudgetChanges(db: Db, projectId: number, q: PageQuery & { field?: string }): Promise<Page<BudgetChange>> {
  await getLiveProjectById(db, projectId);
  const { rows, total } = await repo.listBudgetChangeLogs(db, projectId, q);
  return toPage(rows.map(presentBudgetChange), total, q);
}

/** Active people for the manager pickers: names and roles only, no contact details. */
export async function listTeamOptions(db: Db, q: { q?: string; limit: number }): Promise<TeamOptions> {
  const { rows, total } = await repo.listActiveTeam(db, q);
  return { items: rows.map(presentTeamOption), total };
}
