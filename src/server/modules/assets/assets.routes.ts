import type { Module } from "../../platform/module";
import { assetInspectionsRoutes } from "./asset-inspections.routes";
import { assetChecksRoutes } from "./asset-checks.routes";

/** The asset area's routes: each part registers its own table (one line each). */
export const assetsRoutes: Module = async (app, deps) => {
  await assetInspectionsRoutes(app, deps);
  await assetChecksRoutes(app, deps);
};
