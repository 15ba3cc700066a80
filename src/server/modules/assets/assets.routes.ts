import type { Module } from "../../platform/module";
import { assetLabelRoutes } from "./asset-labels.routes";

/** The asset area's routes: each part registers its own table (one line each). */
export const assetsRoutes: Module = async (app, deps) => {
  await assetLabelRoutes(app, deps);
import { assetUseRoutes } from "./asset-use.routes";

  await assetUseRoutes(app, deps);
};
