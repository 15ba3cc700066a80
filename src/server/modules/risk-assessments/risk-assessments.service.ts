import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { requireRecordRight } from "../../platform/permissions";
import { audit } from "../../platform/audit";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { notFound } from "../../platform/errors";
import { toPage, type PageQuery } from "@shared/common/paging";
import type { CreateRiskAssessmentInput, Hazard, UpdateRiskAssessmentInput } from "@shared/risk/risk-assessment";
import { overallScore } from "@shared/rules/risk-score";
import { getLiveProjectById } from "../projects/project-lookup";
import * as repo from "./risk-assessments.repository";
import { presentDetail, presentRevision, presentSummary } from "./risk-assessments.presenter";

export type Ctx = { db: Db; request: FastifyRequest };

/** The hazards as stored: the caller's fields in a fixed order, each with an id that lasts across revisions. */
const storedHazards = (hazards: Hazard[]) =>
  hazards.map((h) => ({
    id: h.id || randomUUID(),
    hazard: h.hazard,
    whoAtRisk: h.whoAtRisk,
    likelihood: h.likelihood,
    severity: h.severity,
    controls: h.controls,
    residualLikelihood: h.residualLikelihood,
    residualSeverity: h.residualSeverity,
    owner: h.owner,
  }));

/** numeric(5,2) as PostgreSQL stores it. */
const scoreText = (hazards: Hazard[]) => overallScore(hazards).toFixed(2);

async function getLive(db: Db, id: number) {
  const row = await repo.findAssessment(db, id);
  if (!row) throw notFound("Risk assessment not found");
  return row;
}

export async function getAssessment(db: Db, id: number) {
  const row = await getLive(db, id);
  return presentDetail(row, await repo.listRevisions(db, id));
}

export async function getRevision(db: Db, id: number, revision: number) {
  await getLive(db, id);
  const row = await repo.findRevision(db, id, revision);
  if (!row) throw notFound("Revision not found");
  return presentRevision(row);
}

export async function listAssessments(db: Db, q: PageQuery & { projectId?: number; q?: string }) {
  if (q.projectId) await getLiveProjectById(db, q.projectId);
  const { rows, total } = await repo.listAssessments(db, q);
  return toPage(rows.map(presentSummary), total, q);
}

async function writeRevision(tx: Tx, row: repo.AssessmentRow, userId: number, changeNote: string) {
  await repo.insertRevision(tx, {
    assessmentId: row.id,
    projectId: row.projectId,
    revision: row.revision,
    title: row.title,
    overallScore: row.overallScore,
    scores: row.scores,
    mitigationPlan: row.mitigationPlan,
    changeNote,
    changedBy: userId,
  });
}

export async function createAssessment(ctx: Ctx, input: CreateRiskAssessmentInput) {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectById(ctx.db, input.projectId);
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.insertAssessment(tx, {
      projectId: project.id,
      contractId: input.contractId ?? project.code,
      title: input.title,
      overallScore: scoreText(input.scores),
      scores: storedHazards(input.scores),
      mitigationPlan: input.mitigationPlan,
      revision: 1,
      createdBy: user.id,
      updatedBy: user.id,
    });
    // Revision 1 is the assessment as first written: the timeline's "Risk assessment: …".
    await writeRevision(tx, saved, user.id, "First issue");
    await audit(tx, ctx.request, {
      action: "risk_assessment_created",
      description: `Created risk assessment "${saved.title}" for ${project.name}: ${input.scores.length} hazards, overall score ${saved.overallScore}`,
      entityType: "risk_assessment",
      entityId: saved.id,
      entityName: saved.title,
      category: "risk_assessments",
      metadata: { projectId: project.id, overallScore: saved.overallScore, hazards: input.scores.length },
    });
    return saved;
  });
  return getAssessment(ctx.db, row.id);
}

/** Every save is a new revision: the row moves on and the revision keeps the state it moved to. */
export async function updateAssessment(ctx: Ctx, id: number, input: UpdateRiskAssessmentInput) {
  const user = requireUser(ctx.request);
  const current = await getLive(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockAssessment(tx, id);
    if (!before) throw notFound("Risk assessment not found");
    const scores = input.scores ? storedHazards(input.scores) : (before.scores as Hazard[]);
    const after = await repo.updateAssessment(tx, id, {
      title: input.title ?? before.title,
      contractId: input.contractId !== undefined ? input.contractId : before.contractId,
      scores,
      overallScore: scoreText(scores),
      mitigationPlan: input.mitigationPlan !== undefined ? input.mitigationPlan : before.mitigationPlan,
      revision: before.revision + 1,
      updated: new Date(),
      updatedBy: user.id,
    });
    await writeRevision(tx, after, user.id, input.changeNote);
    await audit(tx, ctx.request, {
      action: "risk_assessment_updated",
      description: `Revised risk assessment "${after.title}" for ${current.project.name} to revision ${after.revision}: ${input.changeNote.slice(0, 80)}`,
      entityType: "risk_assessment",
      entityId: id,
      entityName: after.title,
      category: "risk_assessments",
      metadata: { projectId: after.projectId, revision: after.revision, overallScore: after.overallScore, from: before.overallScore },
    });
  });
  return getAssessment(ctx.db, id);
}

/** To the recycle bin (docs/decisions/0008-recycle-bin.md) with its revisions, then gone from the list. */
export async function deleteAssessment(ctx: Ctx, id: number) {
  const current = await getLive(ctx.db, id);
  await requireRecordRight(ctx.db, requireUser(ctx.request), "delete", { resource: "Contracts", ownerId: current.assessment.createdBy });
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockAssessment(tx, id);
    if (!row) throw notFound("Risk assessment not found");
    const revisions = await repo.listRevisions(tx, id, 1000);
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "risk_assessment",
      tableName: "risk_assessments",
      recordId: row.id,
      recordData: row,
      recordName: `${current.project.name}: ${row.title}`,
      // Revisions cascade with the row: the snapshot keeps them so a restore brings the history back.
      metadata: {
        projectId: row.projectId,
        projectSlug: current.project.slug,
        revisions: revisions.map((r) => ({ ...r.revision, createdAt: r.revision.createdAt.toISOString() })),
      },
    });
    await repo.deleteAssessment(tx, id);
    await audit(tx, ctx.request, {
      action: "risk_assessment_deleted",
      description: `Deleted risk assessment "${row.title}" (revision ${row.revision}) from ${current.project.name}`,
      entityType: "risk_assessment",
      entityId: row.id,
      entityName: row.title,
      category: "risk_assessments",
      severity: "warning",
      metadata: { projectId: row.projectId, recycleBinId: bin.id },
    });
  });
}
