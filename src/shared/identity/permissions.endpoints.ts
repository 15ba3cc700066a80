import { endpoint } from "../common/contract";
import { rolePermissionMapSchema } from "./permissions";
import { updateRolePermissionsSchema } from "./role-permissions";

/** The role × page permission matrix: read by every signed-in client to hide links, edited by admins. */
export const permissionsEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/role-permissions",
    access: "user",
    summary: "Every role's page permissions: role → page → view, edit, create, delete",
    response: rolePermissionMapSchema,
    beforePasswordChange: true,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/role-permissions",
    access: "admin",
    summary: "Change some or all of the matrix (the Admin role always has everything); answers the whole map",
    body: updateRolePermissionsSchema,
    response: rolePermissionMapSchema,
  }),
};
