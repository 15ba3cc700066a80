import { RECYCLE_BIN_PERMISSION, recycleBinParams, recycleBinQuery } from "@shared/recycle-bin/recycle-bin";
import type { Module } from "../../platform/module";
import { listBin, restoreFromBin } from "./recycle-bin.service";

/**
 * Delete Records (/delete-records): what users deleted, and putting it back. The administrator and
 * roles with Backup & Data › Edit (docs/decisions/0016-recycle-bin-restore.md).
 */
export const recycleBinRoutes: Module = async (app, { db }) => {
  const access = { access: RECYCLE_BIN_PERMISSION };

  app.get("/api/recycle-bin", { config: access, schema: { querystring: recycleBinQuery } }, (req) => listBin(db, req.query));

  app.post("/api/recycle-bin/:id/restore", { config: access, schema: { params: recycleBinParams } }, (req) => restoreFromBin(db, req, req.params.id));
};
