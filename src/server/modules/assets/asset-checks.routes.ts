import { assetChecksEndpoints } from "@shared/assets/asset-checks.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import * as checklists from "./asset-checklists.service";
import * as checks from "./asset-checks.service";

/** Pre-use checklists and checks, defect reports and clearing for use (shared/assets/asset-checks.endpoints.ts). */
export const assetChecksRoutes: Module = async (app, { db }) => {
  routes(app, assetChecksEndpoints, {
    checklists: () => checklists.listChecklists(db),
    saveChecklists: (req) => checklists.replaceChecklists({ db, request: req }, req.body),
    checklist: (req) => checklists.assetChecklist(db, req.params.id),
    list: (req) => checks.listChecks(db, req.params.id, req.query),
    record: (req) => checks.recordCheck({ db, request: req }, req.params.id, req.body),
    reportDefect: (req) => checks.reportDefect({ db, request: req }, req.params.id, req.body),
    clear: (req) => checks.clearForUse({ db, request: req }, req.params.id, req.body),
  });
};
