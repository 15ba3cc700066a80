import type { Module } from "../platform/module";
import { healthRoutes } from "./health/health.routes";

/** Every server module, registered in this order under /api. One line per module. */
export const modules: Module[] = [
  healthRoutes,
];
