import { and, eq, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { rolePermissions } from "../../db/schema/index";
import type { RolePermissionRow } from "@shared/identity/role-permissions";

/** The stored rows for these role/page pairs (the "before" of an audit entry). */
export async function findRows(tx: Tx, pairs: { role: string; resource: string }[]) {
  if (pairs.length === 0) return [];
  return tx
    .select()
    .from(rolePermissions)
    .where(or(...pairs.map((p) => and(eq(rolePermissions.role, p.role), eq(rolePermissions.resource, p.resource)))))
    .for("update");
}

/** Inserts or replaces each role/page row (unique on role + resource). */
export async function upsertRows(tx: Tx, rows: RolePermissionRow[]) {
  await tx
    .insert(rolePermissions)
    .values(rows)
    .onConflictDoUpdate({
      target: [rolePermissions.role, rolePermissions.resource],
      set: {
        canView: sql`excluded.can_view`,
        canEdit: sql`excluded.can_edit`,
        canCreate: sql`excluded.can_create`,
        canDelete: sql`excluded.can_delete`,
      },
    });
}
