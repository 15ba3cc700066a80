import { energyEndpoints } from "@shared/energy/energy.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import * as energy from "./energy.service";

/** Energy readings (scope2_energy), registered from their endpoint table (shared/energy/energy.endpoints.ts). */
export const energyRoutes: Module = async (app, { db }) => {
  routes(app, energyEndpoints, {
    create: (req) => energy.createEnergy({ db, request: req }, req.body),
    get: (req) => energy.getEnergy(db, req.params.id),
    update: (req) => energy.updateEnergy({ db, request: req }, req.params.id, req.body),
    remove: (req) => energy.deleteEnergy({ db, request: req }, req.params.id),
    listForProject: (req) => energy.listProjectEnergy(db, req.params.slug, req.query),
  });
};
