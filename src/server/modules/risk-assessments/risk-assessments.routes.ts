import { riskEndpoints } from "@shared/risk/risk.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import * as risk from "./risk-assessments.service";

/** Risk assessments (product.md §2 /risk-assessment, docs/decisions/0011), registered from their endpoint table (shared/risk/risk.endpoints.ts). */
export const riskAssessmentsRoutes: Module = async (app, { db }) => {
  routes(app, riskEndpoints, {
    list: (req) => risk.listAssessments(db, req.query),
    create: (req) => risk.createAssessment({ db, request: req }, req.body),
    get: (req) => risk.getAssessment(db, req.params.id),
    update: (req) => risk.updateAssessment({ db, request: req }, req.params.id, req.body),
    revision: (req) => risk.getRevision(db, req.params.id, req.params.revision),
    remove: (req) => risk.deleteAssessment({ db, request: req }, req.params.id),
  });
};
