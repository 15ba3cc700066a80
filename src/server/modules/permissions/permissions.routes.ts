import { permissionsEndpoints } from "@shared/identity/permissions.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { loadPermissionMap } from "../../platform/permissions";
import { updateRolePermissions } from "./permissions.service";

/** The role × page permission matrix: read by every signed-in client to hide links, edited by admins. */
export const permissionsRoutes: Module = async (app, { db }) => {
  routes(app, permissionsEndpoints, {
    get: () => loadPermissionMap(db),
    update: (req) => updateRolePermissions(db, req, req.body),
  });
};
