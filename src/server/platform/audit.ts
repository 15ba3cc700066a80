import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "../db/client";
import { activityLogs } from "../db/schema/index";
import { clientInfo } from "./request-context";
import { markCommitted } from "./idempotency";

export type AuditEntry = {
  action: string;
  description: string;
  entityType?: string;
  entityId?: string | number;
  entityName?: string;
  category?: "auth" | "users" | "permissions" | "company" | "settings" | "reports" | "general" | (string & {});
  severity?: "info" | "warning" | "critical";
  metadata?: Record<string, unknown>;
  /** When the actor is not the signed-in user (e.g. a failed login for an email). */
  actor?: { id: number | null; username: string | null };
};

/** Records who did what, from where. Pass the transaction so the log and the change commit together. */
export async function audit(db: Db | Tx, request: FastifyRequest, entry: AuditEntry) {
  const actor = entry.actor ?? { id: request.user?.id ?? null, username: request.user?.username ?? null };
  await db.insert(activityLogs).values({ ...logLine(entry), userId: actor.id, username: actor.username, sessionId: request.sessionId, ...clientInfo(request) });
  // Every write audits inside its transaction, so this is where its Idempotency-Key turns committed.
  await markCommitted(db, request);
}

/**
 * How the log names a contract's record (a diary entry, a site issue): its type and area, the
 * contract's name (what the activity list shows), and the contract's id first in the metadata.
 */
export function contractRecord(
  entityType: string,
  category: string,
  entityId: number,
  project: { id: number; name: string },
  metadata?: Record<string, unknown>,
) {
  return { entityType, entityId, entityName: project.name, category, metadata: { projectId: project.id, ...metadata } };
}

/** How the log names a user account as the record acted on (a sign-in, a reset, an access request). */
export const userRecord = (user: { id: number; name: string }, category: AuditEntry["category"]) => ({
  category,
  entityType: "user",
  entityId: user.id,
  entityName: user.name,
});

/** A line the server writes on its own (a timed job, no request): no user, no address. */
export async function auditJob(db: Db | Tx, entry: Omit<AuditEntry, "actor">) {
  await db.insert(activityLogs).values({ ...logLine(entry), userId: null, username: null });
}

/** What a log line says, whoever wrote it. */
const logLine = (entry: AuditEntry) => ({
  action: entry.action,
  description: entry.description,
  entityType: entry.entityType,
  entityId: entry.entityId === undefined ? null : String(entry.entityId),
  entityName: entry.entityName,
  category: entry.category ?? "general",
  severity: entry.severity ?? "info",
  metadata: entry.metadata,
});
