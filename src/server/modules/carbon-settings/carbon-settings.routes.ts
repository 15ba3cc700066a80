import { carbonSettingsEndpoints } from "@shared/carbon-settings/carbon-settings.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { getCarbonSettings, updateCarbonSettings } from "./carbon-settings.service";
import { deleteCompanyFactor, importCompanyFactors, readFactorFile } from "./company-factors.service";

/** Carbon Standards, registered from its endpoint table (shared/carbon-settings/carbon-settings.endpoints.ts). */
export const carbonSettingsRoutes: Module = async (app, { db }) => {
  routes(app, carbonSettingsEndpoints, {
    get: () => getCarbonSettings(db),
    update: (req) => updateCarbonSettings({ db, request: req }, req.body),
    importFactors: async (req) => importCompanyFactors({ db, request: req }, await readFactorFile(req)),
    deleteFactor: (req) => deleteCompanyFactor({ db, request: req }, req.params.id),
  });
};
