import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { rolePermissions } from "../db/schema/index";
import { ADMIN_ROLE } from "@shared/identity/roles";
import { forbidden } from "./errors";
import { can, type Action, type Resource, type RolePermissionMap } from "@shared/identity/permissions";

/** The whole role → page map (GET /api/role-permissions). A few hundred rows at most. */
export async function loadPermissionMap(db: Db): Promise<RolePermissionMap> {
  const rows = await db.select().from(rolePermissions);
  const map: RolePermissionMap = {};
  for (const r of rows) {
    (map[r.role] ??= {})[r.resource] = { canView: r.canView, canEdit: r.canEdit, canCreate: r.canCreate, canDelete: r.canDelete };
  }
  return map;
}

/** Read per request, not cached: a change in Team Management applies at once on every instance. */
export async function userCan(db: Db, role: string, resource: Resource, action: Action): Promise<boolean> {
  if (role === ADMIN_ROLE) return true;
  const rows = await db.select().from(rolePermissions).where(eq(rolePermissions.role, role));
  const map: RolePermissionMap = { [role]: Object.fromEntries(rows.map((r) => [r.resource, r])) };
  return can(map, role, resource, action);
}

/**
 * For records people write themselves (comments, journal messages): the author may remove their
 * own; anyone else needs `resource` delete. Otherwise 403 with `refusal`.
 */
export async function requireOwnOrDelete(db: Db, user: { id: number; role: string }, ownerId: number | null, resource: Resource, refusal: string) {
  if (ownerId === user.id || (await userCan(db, user.role, resource, "delete"))) return;
  throw forbidden(refusal);
}
