import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { audit } from "../../platform/audit";
import { loadPermissionMap } from "../../platform/permissions";
import type { PermissionEntry } from "@shared/identity/permissions";
import type { RolePermissionRow } from "@shared/identity/role-permissions";
import { findRows, upsertRows } from "./permissions.repository";

const key = (r: { role: string; resource: string }) => `${r.role} / ${r.resource}`;
const flags = (r: PermissionEntry): PermissionEntry => ({ canView: r.canView, canEdit: r.canEdit, canCreate: r.canCreate, canDelete: r.canDelete });
const same = (a: PermissionEntry, b: PermissionEntry) =>
  a.canView === b.canView && a.canEdit === b.canEdit && a.canCreate === b.canCreate && a.canDelete === b.canDelete;

/**
 * Saves the rows sent (the whole matrix or a part) and answers the whole map. The change applies to
 * the next request of every user on every instance: permissions are read per request, not cached.
 */
export async function updateRolePermissions(db: Db, request: FastifyRequest, rows: RolePermissionRow[]) {
  await db.transaction(async (tx) => {
    const stored = new Map((await findRows(tx, rows)).map((r) => [key(r), flags(r)]));
    const changed = rows.filter((r) => {
      const before = stored.get(key(r));
      return !before || !same(before, flags(r));
    });
    if (changed.length === 0) return;
    await upsertRows(tx, changed);
    const roles = [...new Set(changed.map((r) => r.role))];
    await audit(tx, request, {
      action: "role_permissions_updated",
      description: `Changed ${changed.length} page permission${changed.length === 1 ? "" : "s"} for ${roles.join(", ")}`,
      entityType: "role_permissions",
      entityName: roles.join(", "),
      category: "permissions",
      severity: "warning",
      metadata: {
        before: Object.fromEntries(changed.map((r) => [key(r), stored.get(key(r)) ?? null])),
        after: Object.fromEntries(changed.map((r) => [key(r), flags(r)])),
      },
    });
  });
  return loadPermissionMap(db);
}
