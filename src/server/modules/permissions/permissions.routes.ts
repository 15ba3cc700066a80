import type { Module } from "../../platform/module";
import { loadPermissionMap } from "../../platform/permissions";
import { updateRolePermissionsSchema } from "@shared/identity/role-permissions";
import { updateRolePermissions } from "./permissions.service";

/** The role × page permission matrix: read by every signed-in client to hide links, edited by admins. */
export const permissionsRoutes: Module = async (app, { db }) => {
  app.get("/api/role-permissions", { config: { access: "user", beforePasswordChange: true } }, () => loadPermissionMap(db));

  app.put("/api/role-permissions", { config: { access: "admin" }, schema: { body: updateRolePermissionsSchema } }, (req) =>
    updateRolePermissions(db, req, req.body),
  );
};
