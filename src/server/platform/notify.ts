import type { FastifyRequest } from "fastify";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { notifications, notificationSettings, users } from "../db/schema/index";
import { notificationCategory, type NotificationCategoryKey } from "@shared/notifications/categories";
import type { Action, Resource } from "@shared/identity/permissions";
import { loadPermissionMap } from "./permissions";
import { can } from "@shared/identity/permissions";
import { ADMIN_ROLE } from "@shared/identity/roles";

/**
 * One notification to some users (issue 33): what the bell shows. Written in the caller's transaction,
 * so an event and its notification commit together. `dedupeKey` makes a repeated event (a reminder
 * for one record and due day) reach each user once: a second write with the same key does nothing.
 */
export type Notice = {
  title: string;
  message: string;
  /** What happened, e.g. po_pending_approval, site_issue_assigned, vehicle_off_road, reminder. */
  type: string;
  category: NotificationCategoryKey;
  priority?: "low" | "medium" | "high";
  projectId?: number | null;
  /** The record's address in the app, e.g. /purchase-orders/12. */
  link?: string | null;
  metadata?: Record<string, unknown>;
  dedupeKey?: string | null;
};

/**
 * The notifications written during a request, by request: once the request has answered (its
 * transaction committed or rolled back), notify-mail.ts emails those that exist to the users whose
 * choice for the category is on. A rolled-back event left no row, so it sends nothing.
 */
const writtenDuring = new WeakMap<FastifyRequest, number[]>();
/** The notifications `request` wrote (and forgets them): notify-mail.ts's after-answer step. */
export function takeWrittenNotifications(request: FastifyRequest): number[] {
  const ids = writtenDuring.get(request) ?? [];
  writtenDuring.delete(request);
  return ids;
}

/**
 * Writes the notice for each user (duplicates and the actor themself left out by the caller's list).
 * With `request` (the event's request), each user whose email choice for the category is on also gets
 * it by email once the request has answered (notify-mail.ts); without one (a job, the demo) the bell only.
 */
export async function notify(db: Db | Tx, userIds: Iterable<number>, notice: Notice, request?: FastifyRequest): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return [];
  const rows = await db
    .insert(notifications)
    .values(
      ids.map((userId) => ({
        userId,
        title: notice.title.slice(0, 200),
        message: notice.message.slice(0, 1000),
        type: notice.type,
        category: notice.category,
        priority: notice.priority ?? "medium",
        projectId: notice.projectId ?? null,
        link: notice.link ?? null,
        metadata: notice.metadata ?? null,
        dedupeKey: notice.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId });
  if (request && rows.length) writtenDuring.set(request, [...(writtenDuring.get(request) ?? []), ...rows.map((r) => r.id)]);
  return rows.map((r) => r.userId);
}

/**
 * Of `userIds`, those who want `category` by email: their own choice (User Settings), else the
 * category's default; a category User Settings does not list (general) is never emailed.
 */
export async function wantEmail(db: Db | Tx, userIds: readonly number[], category: string): Promise<Set<number>> {
  const known = notificationCategory(category);
  if (!known || !userIds.length) return new Set();
  const chosen = await db
    .select({ userId: notificationSettings.userId, email: notificationSettings.email })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.category, category), inArray(notificationSettings.userId, [...userIds])));
  const choice = new Map(chosen.map((c) => [c.userId, c.email]));
  return new Set(userIds.filter((id) => choice.get(id) ?? known.defaultEmail));
}

/** The active users whose role may do `action` on `resource` (admins always), with their roles (an approval band is by role). */
export async function activeUsersWhoCan(db: Db | Tx, resource: Resource, action: Action): Promise<{ id: number; role: string }[]> {
  const map = await loadPermissionMap(db as Db);
  const active = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.status, "active"));
  return active.filter((u) => can(map, u.role, resource, action));
}

/** The active users whose role may do `action` on `resource` (admins always): who an event concerns. */
export async function usersWhoCan(db: Db | Tx, resource: Resource, action: Action): Promise<number[]> {
  return (await activeUsersWhoCan(db, resource, action)).map((u) => u.id);
}

/** `ids` without the one who acted: nobody is told of their own action. */
export const othersThan = (ids: Iterable<number>, actorId: number | null | undefined) => [...ids].filter((id) => id !== actorId);

/** The active admins (access requests). */
export async function activeAdmins(db: Db | Tx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, "active"), eq(users.role, ADMIN_ROLE)));
  return rows.map((r) => r.id);
}

/** Unread count for the bell (an index on the user's unread rows). */
export async function unreadCount(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}
