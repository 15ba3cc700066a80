import { aliasedTable, and, count, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { projects, riskAssessmentRevisions, riskAssessments, users } from "../../db/schema/index";

type Exec = Db | Tx;
export type AssessmentRow = typeof riskAssessments.$inferSelect;
export type NewAssessment = typeof riskAssessments.$inferInsert;
export type RevisionRow = typeof riskAssessmentRevisions.$inferSelect;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const creator = aliasedTable(users, "creator");
const editor = aliasedTable(users, "editor");

const withPeople = {
  assessment: riskAssessments,
  project: { id: projects.id, name: projects.name, slug: projects.slug },
  createdByName: creator.name,
  updatedByName: editor.name,
};

function selectWithPeople(db: Exec) {
  return db
    .select(withPeople)
    .from(riskAssessments)
    .innerJoin(projects, eq(projects.id, riskAssessments.projectId))
    .leftJoin(creator, eq(creator.id, riskAssessments.createdBy))
    .leftJoin(editor, eq(editor.id, riskAssessments.updatedBy));
}

/** One assessment of a live project, with its project and the people who wrote it. */
export async function findAssessment(db: Exec, id: number) {
  const [row] = await selectWithPeople(db).where(and(eq(riskAssessments.id, id), isNull(projects.deletedAt)));
  return row;
}

export async function lockAssessment(tx: Tx, id: number): Promise<AssessmentRow | undefined> {
  const [row] = await tx.select().from(riskAssessments).where(eq(riskAssessments.id, id)).for("update");
  return row;
}

export async function insertAssessment(tx: Exec, values: NewAssessment): Promise<AssessmentRow> {
  const [row] = await tx.insert(riskAssessments).values(values).returning();
  return row;
}

export async function updateAssessment(tx: Exec, id: number, values: Partial<NewAssessment>): Promise<AssessmentRow> {
  const [row] = await tx.update(riskAssessments).set(values).where(eq(riskAssessments.id, id)).returning();
  return row;
}

export async function deleteAssessment(tx: Exec, id: number) {
  await tx.delete(riskAssessments).where(eq(riskAssessments.id, id));
}

export async function insertRevision(tx: Exec, values: typeof riskAssessmentRevisions.$inferInsert) {
  await tx.insert(riskAssessmentRevisions).values(values);
}

/** The newest revisions first; a long-lived assessment shows its latest 100 (the total says how many). */
export async function listRevisions(db: Exec, assessmentId: number, limit = 100) {
  return db
    .select({ revision: riskAssessmentRevisions, changedByName: users.name })
    .from(riskAssessmentRevisions)
    .leftJoin(users, eq(users.id, riskAssessmentRevisions.changedBy))
    .where(eq(riskAssessmentRevisions.assessmentId, assessmentId))
    .orderBy(desc(riskAssessmentRevisions.revision))
    .limit(limit);
}
export type RevisionWithPerson = Awaited<ReturnType<typeof listRevisions>>[number];

export async function findRevision(db: Exec, assessmentId: number, revision: number) {
  const [row] = await db
    .select({ revision: riskAssessmentRevisions, changedByName: users.name })
    .from(riskAssessmentRevisions)
    .leftJoin(users, eq(users.id, riskAssessmentRevisions.changedBy))
    .where(and(eq(riskAssessmentRevisions.assessmentId, assessmentId), eq(riskAssessmentRevisions.revision, revision)));
  return row;
}

/** Assessments of live projects, newest updated first (risk_assessments_updated_idx / _project_idx). */
export async function listAssessments(db: Db, q: { projectId?: number; q?: string; page: number; pageSize: number }) {
  const filters: (SQL | undefined)[] = [
    isNull(projects.deletedAt),
    q.projectId ? eq(riskAssessments.projectId, q.projectId) : undefined,
    q.q ? or(ilike(riskAssessments.title, contains(q.q)), ilike(riskAssessments.contractId, contains(q.q))) : undefined,
  ];
  const where = and(...filters);
  const rows = await selectWithPeople(db)
    .where(where)
    .orderBy(desc(riskAssessments.updated), desc(riskAssessments.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(riskAssessments).innerJoin(projects, eq(projects.id, riskAssessments.projectId)).where(where);
  return { rows, total };
}
