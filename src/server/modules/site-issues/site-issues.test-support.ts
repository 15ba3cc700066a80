import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activityLogs, rolePermissions } from "../../db/schema/index";

/** Helpers shared by the site issue API tests. */

export const issueBody = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  date: "2025-03-14",
  issueType: "health_and_safety",
  priority: "high",
  location: "Level 2, grid C4",
  targetDate: "2025-03-21",
  issueDescription: "Edge protection missing on the east slab edge after the formwork strike.",
  immediateActions: "Area cordoned off with Heras fencing; gang briefed.",
  proposedSolution: "Scaffolder to reinstate double guard-rail and toe boards.",
  ...over,
});

/** A role that may not even view Contracts: the 403 of the read routes. */
export async function denyContracts(db: Db, role: string) {
  await db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, role), eq(rolePermissions.resource, "Contracts")));
}

export const lastLog = async (db: Db) => (await db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];

export const messages = (body: { errors?: { field: string; message: string }[] }) => (body.errors ?? []).map((e) => e.message);

/** yyyy-MM-dd, `days` from today (UTC is close enough for a target a week away). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
