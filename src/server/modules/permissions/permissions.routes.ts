import type { Module } from "../../platform/module";

/** Placeholder: this module's routes are being written. */
export const permissionsRoutes: Module = async () => {};
