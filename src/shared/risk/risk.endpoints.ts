import { endpoint, noContent, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import {
  assessmentIdParams,
  createRiskAssessmentSchema,
  listRiskAssessmentsQuery,
  revisionParams,
  riskAssessmentDetailSchema,
  riskAssessmentListSchema,
  riskRevisionViewSchema,
  updateRiskAssessmentSchema,
} from "./risk-assessment";

/** Risk assessments (product.md §2 /risk-assessment, docs/decisions/0011): site records under the Contracts permission (decision 0009). */
export const riskEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/risk-assessments",
    access: ["Contracts", "view"],
    summary: "Risk assessments, of one contract or all, searched by title, paged",
    query: listRiskAssessmentsQuery,
    response: riskAssessmentListSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/api/risk-assessments",
    access: ["Contracts", "create"],
    summary: "Create a risk assessment (revision 1); the scores are worked out on the server",
    body: createRiskAssessmentSchema,
    response: riskAssessmentDetailSchema,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/risk-assessments/:id",
    access: ["Contracts", "view"],
    summary: "One risk assessment with its hazards, scores and revisions",
    params: assessmentIdParams,
    response: riskAssessmentDetailSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/risk-assessments/:id",
    access: ["Contracts", "edit"],
    summary: "Save a new revision of a risk assessment, saying what changed",
    params: assessmentIdParams,
    body: updateRiskAssessmentSchema,
    response: riskAssessmentDetailSchema,
  }),
  revision: endpoint({
    method: "GET",
    path: "/api/risk-assessments/:id/revisions/:revision",
    access: ["Contracts", "view"],
    summary: "One earlier revision of a risk assessment as it was saved",
    params: revisionParams,
    response: riskRevisionViewSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/risk-assessments/:id",
    access: ["Contracts", "edit"],
    summary: "Delete a risk assessment (to Delete Records, with its revisions)",
    params: assessmentIdParams,
    response: noContent,
    status: 204,
  }),
};

/** What a save or delete here changes (decision 0062): the lists, and every read of the assessment's contract (its timeline shows the revision). */
export const riskChanges: Changes = [riskEndpoints.list, under(projectsEndpoints.getBySlug)];
