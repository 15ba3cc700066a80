import { assetsPlantEndpoints } from "@shared/assets/assets-plant.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { plantAssets } from "./assets-plant.service";
import { exportNrmm } from "./nrmm-export";

/** The register's assets as a contract's plant (issue 32): the Log Plant picker and the NRMM register export. */
export const assetsPlantRoutes: Module = async (app, { db, csv }) => {
  routes(app, assetsPlantEndpoints, {
    picker: (req) => plantAssets(db, req.params.slug, req.query),
    nrmmExport: (req, reply) => exportNrmm(db, csv, req, reply, req.params.slug),
  });
};
