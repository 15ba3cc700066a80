import type { Module } from "../../platform/module";
import {
  assessmentIdParams,
  createRiskAssessmentSchema,
  listRiskAssessmentsQuery,
  revisionParams,
  updateRiskAssessmentSchema,
} from "@shared/risk/risk-assessment";
import * as risk from "./risk-assessments.service";

/** Risk assessments (product.md §2 /risk-assessment, docs/decisions/0011): Contracts permission (decision 0009). */
export const riskAssessmentsRoutes: Module = async (app, { db }) => {
  const access = (action: "view" | "create" | "edit" | "delete") => ({ access: ["Contracts", action] as const });
  const params = assessmentIdParams;

  app.get("/api/risk-assessments", { config: access("view"), schema: { querystring: listRiskAssessmentsQuery } }, (req) => risk.listAssessments(db, req.query));

  app.post("/api/risk-assessments", { config: access("create"), schema: { body: createRiskAssessmentSchema } }, async (req, reply) => {
    reply.status(201);
    return risk.createAssessment({ db, request: req }, req.body);
  });

  app.get("/api/risk-assessments/:id", { config: access("view"), schema: { params } }, (req) => risk.getAssessment(db, req.params.id));

  app.patch("/api/risk-assessments/:id", { config: access("edit"), schema: { params, body: updateRiskAssessmentSchema } }, (req) =>
    risk.updateAssessment({ db, request: req }, req.params.id, req.body),
  );

  app.get("/api/risk-assessments/:id/revisions/:revision", { config: access("view"), schema: { params: revisionParams } }, (req) =>
    risk.getRevision(db, req.params.id, req.params.revision),
  );

  app.delete("/api/risk-assessments/:id", { config: access("edit"), schema: { params } }, async (req, reply) => {
    await risk.deleteAssessment({ db, request: req }, req.params.id);
    return reply.status(204).send();
  });
};
