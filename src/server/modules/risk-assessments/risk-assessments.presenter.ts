import { personOf } from "@shared/common/wire";
import type {
  Hazard,
  RiskAssessmentDetail,
  RiskAssessmentSummary,
  RiskAssessmentView,
  RiskRevisionSummary,
  RiskRevisionView,
  ScoredHazard,
} from "@shared/risk/risk-assessment";
import { hazardRisk, highestResidual, riskBand } from "@shared/rules/risk-score";
import type { AssessmentRow, RevisionWithPerson } from "./risk-assessments.repository";

/** Each hazard with its scores and bands, computed here so every reader sees the same figures. */
export function scoreHazards(scores: unknown): ScoredHazard[] {
  const list = Array.isArray(scores) ? (scores as (Hazard & { id: string })[]) : [];
  return list.map((h) => {
    const r = hazardRisk(h);
    return { ...h, initialRisk: r.initial, residualRisk: r.residual, initialBand: r.initialBand.key, residualBand: r.residualBand.key };
  });
}

function headline(overall: string, hazards: ScoredHazard[]) {
  const top = highestResidual(hazards);
  const score = Number(overall);
  return { overallScore: score, overallBand: riskBand(score).key, highestResidual: top?.score ?? 0, highestBand: top?.band.key ?? "low" };
}

type Row = { assessment: AssessmentRow; project: RiskAssessmentSummary["project"]; createdByName: string | null; updatedByName: string | null };

export function presentSummary(row: Row): RiskAssessmentSummary {
  const a = row.assessment;
  const hazards = scoreHazards(a.scores);
  return {
    id: a.id,
    projectId: a.projectId,
    project: row.project,
    contractId: a.contractId,
    title: a.title,
    ...headline(a.overallScore, hazards),
    hazardCount: hazards.length,
    revision: a.revision,
    updated: a.updated.toISOString(),
    updatedBy: personOf(a.updatedBy, row.updatedByName),
  };
}

export function presentAssessment(row: Row): RiskAssessmentView {
  return {
    ...presentSummary(row),
    scores: scoreHazards(row.assessment.scores),
    mitigationPlan: row.assessment.mitigationPlan,
    createdAt: row.assessment.createdAt.toISOString(),
    createdBy: personOf(row.assessment.createdBy, row.createdByName),
  };
}

export const presentRevisionSummary = ({ revision: r, changedByName }: RevisionWithPerson): RiskRevisionSummary => ({
  revision: r.revision,
  title: r.title,
  overallScore: Number(r.overallScore),
  changeNote: r.changeNote,
  changedBy: personOf(r.changedBy, changedByName),
  createdAt: r.createdAt.toISOString(),
});

export function presentRevision(row: RevisionWithPerson): RiskRevisionView {
  const hazards = scoreHazards(row.revision.scores);
  const { overallBand, highestResidual, highestBand } = headline(row.revision.overallScore, hazards);
  return {
    ...presentRevisionSummary(row),
    assessmentId: row.revision.assessmentId,
    scores: hazards,
    mitigationPlan: row.revision.mitigationPlan,
    overallBand,
    highestResidual,
    highestBand,
  };
}

export const presentDetail = (row: Row, revisions: RevisionWithPerson[]): RiskAssessmentDetail => ({
  ...presentAssessment(row),
  revisions: revisions.map(presentRevisionSummary),
});
