import type { Module } from "../../platform/module";

// Placeholder while this module is written in parallel; replaced by its owner before the issue closes.
export const projectsRoutes: Module = async () => {};
