import { endpoint, under, type Changes } from "../common/contract";
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
import { recordEndpoints } from "../common/record-endpoints";

const assessment = recordEndpoints("risk-assessments", "Contracts", assessmentIdParams);

/** Risk assessments (product.md §2 /risk-assessment, docs/decisions/0011): site records under the Contracts permission (decision 0009). */
export const riskEndpoints = {
  list: assessment.list("Risk assessments, of one contract or all, searched by title, paged", listRiskAssessmentsQuery, riskAssessmentListSchema),
  create: assessment.create(
    "Create a risk assessment (revision 1); the scores are worked out on the server",
    createRiskAssessmentSchema,
    riskAssessmentDetailSchema,
  ),
  get: assessment.get("One risk assessment with its hazards, scores and revisions", riskAssessmentDetailSchema),
  update: assessment.update("Save a new revision of a risk assessment, saying what changed", updateRiskAssessmentSchema, riskAssessmentDetailSchema),
  revision: endpoint({
    method: "GET",
    path: "/api/risk-assessments/:id/revisions/:revision",
    access: ["Contracts", "view"],
    summary: "One earlier revision of a risk assessment as it was saved",
    params: revisionParams,
    response: riskRevisionViewSchema,
  }),
  remove: assessment.remove("Delete a risk assessment (to Delete Records, with its revisions)", "edit"),
};

/** What a save or delete here changes (decision 0062): the lists, and every read of the assessment's contract (its timeline shows the revision). */
export const riskChanges: Changes = [riskEndpoints.list, under(projectsEndpoints.getBySlug)];
