import { z } from "zod";
import { optionalText } from "../common/fields";
import { pageOf, pageQuery } from "../common/paging";
import { personRef, timestamp } from "../common/wire";
import { idSchema as id } from "../common/ids";
import { wholeNumber } from "../common/whole-number";
import { RESIDUAL_HIGHER_MESSAGE, residualWithinInitial, type RiskBandKey } from "../rules/risk-score";

/**
 * The risk assessment (data-model.md §3 risk_assessments, docs/decisions/0011-risk-scoring.md): one
 * schema for the editor and POST/PATCH /api/risk-assessments. Scores are the server's to compute.
 */

export const MAX_HAZARDS = 100;

const rating = (label: string) => wholeNumber({ message: `${label} must be a whole number from 1 to 5`, min: 1, max: 5 });

export const hazardSchema = z
  .object({
    /** Kept across revisions so a hazard can be followed; the server gives one to a new hazard. */
    id: z.string().trim().max(64, "Hazard ID must be 64 characters or fewer").nullish(),
    hazard: z.string({ error: "Hazard is required" }).trim().min(1, "Hazard is required").max(500, "Hazard must be 500 characters or fewer"),
    whoAtRisk: optionalText("Who is at risk", 200),
    likelihood: rating("Likelihood"),
    severity: rating("Severity"),
    controls: optionalText("Controls", 2000),
    residualLikelihood: rating("Residual likelihood"),
    residualSeverity: rating("Residual severity"),
    owner: optionalText("Owner", 100),
  })
  .refine(residualWithinInitial, { message: RESIDUAL_HIGHER_MESSAGE, path: ["residualSeverity"] });
export type HazardInput = z.input<typeof hazardSchema>;
export type Hazard = z.output<typeof hazardSchema>;

const scoresField = z
  .array(hazardSchema, { error: "Add at least one hazard" })
  .min(1, "Add at least one hazard")
  .max(MAX_HAZARDS, `A risk assessment can have at most ${MAX_HAZARDS} hazards`);

const titleField = z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(200, "Title must be 200 characters or fewer");
const contractIdField = optionalText("Contract ID", 50);
const mitigationField = optionalText("Mitigation plan", 10000);

/** The editor's fields. */
export const riskAssessmentFieldsSchema = z.object({ title: titleField, contractId: contractIdField, scores: scoresField, mitigationPlan: mitigationField });
export type RiskAssessmentFormValues = z.input<typeof riskAssessmentFieldsSchema>;

/** POST /api/risk-assessments: contractId defaults to the project's code. */
export const createRiskAssessmentSchema = riskAssessmentFieldsSchema.extend({
  projectId: id("Project is required"),
});
export type CreateRiskAssessmentInput = z.output<typeof createRiskAssessmentSchema>;

export const CHANGE_NOTE_MESSAGE = "Say what changed in this revision";

/** PATCH /api/risk-assessments/:id: every save is a new revision and says why. */
export const updateRiskAssessmentSchema = riskAssessmentFieldsSchema.partial().extend({
  changeNote: z.string({ error: CHANGE_NOTE_MESSAGE }).trim().min(1, CHANGE_NOTE_MESSAGE).max(500, "Change note must be 500 characters or fewer"),
});
export type UpdateRiskAssessmentInput = z.output<typeof updateRiskAssessmentSchema>;

export const assessmentIdParams = z.object({ id: id("Risk assessment not found") });
export const revisionParams = z.object({ id: id("Risk assessment not found"), revision: id("Revision not found") });

/** GET /api/risk-assessments */
export const listRiskAssessmentsQuery = pageQuery.extend({
  projectId: id("Project ID must be a positive whole number").optional(),
  q: z.string().trim().max(100, "Search must be 100 characters or fewer").optional(),
});

const bandKey = z.enum(["low", "medium", "high", "very_high"]) satisfies z.ZodType<RiskBandKey>;
const whole = z.number().int();

/** A hazard as stored, with its scores and bands worked out on the server. */
export const scoredHazardSchema = z
  .object({
    id: z.string(),
    hazard: z.string(),
    whoAtRisk: z.string().nullable(),
    likelihood: whole,
    severity: whole,
    controls: z.string().nullable(),
    residualLikelihood: whole,
    residualSeverity: whole,
    owner: z.string().nullable(),
    initialRisk: whole,
    residualRisk: whole,
    initialBand: bandKey,
    residualBand: bandKey,
  })
  .meta({ id: "RiskHazard" });
export type ScoredHazard = z.output<typeof scoredHazardSchema>;

const person = personRef.nullable();

export const riskAssessmentSummarySchema = z
  .object({
    id: whole,
    projectId: whole,
    project: z.object({ id: whole, name: z.string(), slug: z.string() }),
    contractId: z.string().nullable(),
    title: z.string(),
    overallScore: z.number(),
    overallBand: bandKey,
    highestResidual: whole,
    highestBand: bandKey,
    hazardCount: whole,
    revision: whole,
    updated: timestamp,
    updatedBy: person,
  })
  .meta({ id: "RiskAssessmentSummary" });
export type RiskAssessmentSummary = z.output<typeof riskAssessmentSummarySchema>;

export const riskRevisionSummarySchema = z
  .object({ revision: whole, title: z.string(), overallScore: z.number(), changeNote: z.string().nullable(), changedBy: person, createdAt: timestamp })
  .meta({ id: "RiskRevisionSummary" });
export type RiskRevisionSummary = z.output<typeof riskRevisionSummarySchema>;

export const riskAssessmentViewSchema = riskAssessmentSummarySchema.extend({
  scores: z.array(scoredHazardSchema),
  mitigationPlan: z.string().nullable(),
  createdAt: timestamp,
  createdBy: person,
});
export type RiskAssessmentView = z.output<typeof riskAssessmentViewSchema>;

export const riskAssessmentDetailSchema = riskAssessmentViewSchema.extend({ revisions: z.array(riskRevisionSummarySchema) }).meta({ id: "RiskAssessment" });
export type RiskAssessmentDetail = z.output<typeof riskAssessmentDetailSchema>;

export const riskRevisionViewSchema = riskRevisionSummarySchema
  .extend({
    assessmentId: whole,
    scores: z.array(scoredHazardSchema),
    mitigationPlan: z.string().nullable(),
    overallBand: bandKey,
    highestResidual: whole,
    highestBand: bandKey,
  })
  .meta({ id: "RiskRevision" });
export type RiskRevisionView = z.output<typeof riskRevisionViewSchema>;

export const riskAssessmentListSchema = pageOf(riskAssessmentSummarySchema);
export type RiskAssessmentList = z.output<typeof riskAssessmentListSchema>;
