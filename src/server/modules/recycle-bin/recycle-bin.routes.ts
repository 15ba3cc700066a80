import { recycleBinEndpoints } from "@shared/recycle-bin/recycle-bin.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { listBin, restoreFromBin } from "./recycle-bin.service";

/** Delete Records (/delete-records), registered from its endpoint table (shared/recycle-bin/recycle-bin.endpoints.ts). */
export const recycleBinRoutes: Module = async (app, { db, areas }) => {
  routes(app, recycleBinEndpoints, {
    list: (req) => listBin(db, areas.restorers, req.query),
    restore: (req) => restoreFromBin(db, areas.restorers, req, req.params.id),
  });
};
