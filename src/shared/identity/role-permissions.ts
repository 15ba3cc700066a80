import { z } from "zod";
import { RESOURCES } from "./permissions";
import { REQUESTABLE_ROLES } from "./roles";

/**
 * PUT /api/role-permissions: the whole matrix or a part of it. Admin is not a row: it may always do
 * everything. A page a role cannot view cannot be edited, created on or deleted from by it either.
 */
export const rolePermissionRowSchema = z
  .object({
    role: z.enum(REQUESTABLE_ROLES, { message: "Role must be one of the team roles (Admin always has every permission)" }),
    resource: z.enum(RESOURCES, { message: "Unknown page" }),
    canView: z.boolean({ message: "canView must be true or false" }),
    canEdit: z.boolean({ message: "canEdit must be true or false" }),
    canCreate: z.boolean({ message: "canCreate must be true or false" }),
    canDelete: z.boolean({ message: "canDelete must be true or false" }),
  })
  .refine((r) => r.canView || !(r.canEdit || r.canCreate || r.canDelete), {
    message: "A role must be able to view a page to edit, create or delete on it",
    path: ["canView"],
  });
export type RolePermissionRow = z.infer<typeof rolePermissionRowSchema>;

export const updateRolePermissionsSchema = z
  .array(rolePermissionRowSchema)
  .min(1, "Send at least one permission to change")
  .max(REQUESTABLE_ROLES.length * RESOURCES.length, "Too many permissions in one request")
  .refine((rows) => new Set(rows.map((r) => `${r.role}\u0000${r.resource}`)).size === rows.length, {
    message: "Each role and page may appear only once",
  });
