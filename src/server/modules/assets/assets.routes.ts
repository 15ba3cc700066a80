import type { Module } from "../../platform/module";
import { assetsRegisterRoutes } from "./assets-register.routes";

/** The asset area's routes: each part registers its own table (one line each). */
export const assetsRoutes: Module = async (app, deps) => {
  await assetsRegisterRoutes(app, deps);
};
