import { havsEndpoints } from "@shared/assets/havs.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import * as havs from "./havs.service";

/** Hand-arm vibration (issue 32, decision 0076), registered from shared/assets/havs.endpoints.ts. */
export const havsRoutes: Module = async (app, { db }) => {
  routes(app, havsEndpoints, {
    log: (req) => havs.logExposure({ db, request: req }, req.body),
    update: (req) => havs.updateExposure({ db, request: req }, req.params.id, req.body),
    remove: (req) => havs.deleteExposure({ db, request: req }, req.params.id),
    workerDay: (req) => havs.workerDay({ db, request: req }, req.params.workerId, req.query.day),
    tools: (req) => havs.listTools(db, req.query),
    toolLogs: (req) => havs.toolLogs({ db, request: req }, req.params.id),
    contractDay: (req) => havs.contractDay({ db, request: req }, req.params.slug, req.query.day),
  });
};
