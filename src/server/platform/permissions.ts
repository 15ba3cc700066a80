import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { prepared } from "./prepared";
import { rolePermissions } from "../db/schema/index";
import { ADMIN_ROLE } from "@shared/identity/roles";
import { forbidden } from "./errors";
import { can, recordRights, type Action, type Resource, type RolePermissionMap } from "@shared/identity/permissions";

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
  return can(await roleMap(db, role), role, resource, action);
}

/** Read on every permission check (platform/prepared.ts). */
const roleRows = prepared("sitebook_role_permissions", (db, name) =>
  db
    .select()
    .from(rolePermissions)
    .where(eq(rolePermissions.role, sql.placeholder("role")))
    .prepare(name),
);

/** One role's rows as a map for `can` and `recordRights`. */
export async function roleMap(db: Db, role: string): Promise<RolePermissionMap> {
  const rows = await roleRows(db).execute({ role });
  return { [role]: Object.fromEntries(rows.map((r) => [r.resource, r])) };
}

export const OTHERS_RECORD_REFUSAL = "You can only delete records you logged yourself";

/**
 * The one rule for changing a record someone logged on a page (`recordRights`, decision 0014):
 * Edit on `resource` edits any record; deleting your own needs Edit; someone else's also needs
 * Delete. Delete services call it with the record's owner (their routes declare Edit, the most any
 * caller needs); an edit depends on no owner, so the route's Edit access is the whole check, and a
 * service that edits under a looser route (comments) calls it with "edit". 403 with `refusal`.
 */
export async function requireRecordRight(
  db: Db,
  user: { id: number; role: string },
  action: "edit" | "delete",
  record: { resource: Resource; ownerId: number | null | undefined },
  refusal = OTHERS_RECORD_REFUSAL,
) {
  const rights = recordRights(user.role === ADMIN_ROLE ? undefined : await roleMap(db, user.role), user, record.resource, record.ownerId);
  if (action === "edit" ? rights.canEdit : rights.canDelete) return;
  throw forbidden(action === "edit" ? undefined : refusal);
}
