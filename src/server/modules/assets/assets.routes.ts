import type { Module } from "../../platform/module";

/** The asset area's routes: each part registers its own table (one line each). */
export const assetsRoutes: Module = async () => {};
