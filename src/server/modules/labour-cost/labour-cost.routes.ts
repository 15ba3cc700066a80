import { costSettingsEndpoints } from "@shared/cost-analysis/cost-settings.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { getLabourSettings, saveLabourSettings } from "./labour-settings.service";

/** Cost analysis's labour settings, registered from their endpoint table (shared/cost-analysis/cost-settings.endpoints.ts). */
export const labourCostRoutes: Module = async (app, { db }) => {
  routes(app, costSettingsEndpoints, {
    get: () => getLabourSettings(db),
    save: (req) => saveLabourSettings({ db, request: req }, req.body),
  });
};
