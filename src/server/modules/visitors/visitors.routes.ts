import type { Module } from "../../platform/module";

/** Placeholder registered in modules/index.ts; its helper fills it in (issue 4). */
export const visitorsRoutes: Module = async () => {};
