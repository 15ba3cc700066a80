import type { Module } from "../../platform/module";
import { assetsRegisterRoutes } from "./assets-register.routes";
import { assetLabelRoutes } from "./asset-labels.routes";
import { assetUseRoutes } from "./asset-use.routes";
import { assetInspectionsRoutes } from "./asset-inspections.routes";
import { assetChecksRoutes } from "./asset-checks.routes";
import { havsRoutes } from "./havs.routes";
import { assetsPlantRoutes } from "./assets-plant.routes";

/** The asset area's routes: each part registers its own table (one line each). */
export const assetsRoutes: Module = async (app, deps) => {
  await assetsRegisterRoutes(app, deps);
  await assetLabelRoutes(app, deps);
  await assetUseRoutes(app, deps);
  await assetInspectionsRoutes(app, deps);
  await assetChecksRoutes(app, deps);
  await havsRoutes(app, deps);
  await assetsPlantRoutes(app, deps);
};
