import type { Module } from "../../platform/module";
import { assetLabelRoutes } from "./asset-labels.routes";
import { assetUseRoutes } from "./asset-use.routes";

/** The asset area's routes: each part registers its own table (one line each). */
export const assetsRoutes: Module = async (app, deps) => {
  await assetLabelRoutes(app, deps);
  await assetUseRoutes(app, deps);
};
