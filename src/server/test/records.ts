import { and, desc, eq } from "drizzle-orm";
import type { Resource } from "@shared/identity/permissions";
import type { Db } from "../db/client";
import { activityLogs, rolePermissions } from "../db/schema/index";

/*
 * What the areas' route tests share about a record: a role with no right at all on its resource (the
 * 403s), the activity log's newest line, and a 400's field messages.
 */

/** The role may not even view `resource`: every route of the area answers it 403. */
export async function deny(db: Db, role: string, resource: Resource) {
  await db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, role), eq(rolePermissions.resource, resource)));
}

export const lastLog = async (db: Db) => (await db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];

export const messages = (body: { errors?: { field: string; message: string }[] }) => (body.errors ?? []).map((e) => e.message);
