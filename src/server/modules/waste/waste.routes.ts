import { wasteEndpoints } from "@shared/waste/waste.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { wasteMaterialRoutes } from "./waste.carbon";
import * as waste from "./waste.service";

/** Waste leaving site (carbon_entries, kind 'waste'), registered from its endpoint table (shared/waste/waste.endpoints.ts). */
export const wasteRoutes: Module = async (app, { db }) => {
  routes(app, wasteEndpoints, {
    materialRoutes: async (req) => ({ items: await wasteMaterialRoutes(db, req.query.material) }),
    create: (req) => waste.createWaste({ db, request: req }, req.body),
    get: (req) => waste.getWaste(db, req.params.id),
    update: (req) => waste.updateWaste({ db, request: req }, req.params.id, req.body),
    remove: (req) => waste.deleteWaste({ db, request: req }, req.params.id),
    listForProject: (req) => waste.listProjectWaste(db, req.params.slug, req.query),
  });
};
