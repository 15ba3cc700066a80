import { costSettingsEndpoints } from "@shared/cost-analysis/cost-settings.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { getLabourSettings, saveLabourSettings } from "./labour-settings.service";
import { foldStale } from "./labour-cost.fold";

/** Cost analysis's labour settings, registered from their endpoint table (shared/cost-analysis/cost-settings.endpoints.ts). */
export const labourCostRoutes: Module = async (app, { db }) => {
  routes(app, costSettingsEndpoints, {
    get: () => getLabourSettings(db),
    save: async (req) => {
      const saved = await saveLabourSettings({ db, request: req }, req.body);
      // A change marks every worker-day: start folding them now, so the next reader shares the rest (skip locked) rather than doing it all.
      void foldStale(db).catch((e: unknown) => req.log.warn(e));
      return saved;
    },
  });
};
