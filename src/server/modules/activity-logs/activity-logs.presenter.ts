import type { ActivityLogEntry } from "@shared/activity-logs/activity-logs";
import type { activityLogs } from "../../db/schema/index";

/** Row → list entry. The session id stays on the server: it is a prefix of a session token's hash. */
export function presentActivityLog(row: { log: typeof activityLogs.$inferSelect; userName: string | null }): ActivityLogEntry {
  const { log } = row;
  return {
    id: log.id,
    userId: log.userId,
    username: log.username,
    userName: row.userName,
    action: log.action,
    entityType: log.entityType,
    entityId: log.entityId,
    entityName: log.entityName,
    description: log.description,
    ipAddress: log.ipAddress,
    userAgent: log.userAgent,
    severity: log.severity,
    category: log.category,
    metadata: log.metadata ?? null,
    createdAt: log.createdAt.toISOString(),
  };
}
