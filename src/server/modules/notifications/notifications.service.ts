import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { unreadCount } from "../../platform/notify";
import { toPage } from "@shared/common/paging";
import { NOTIFICATION_CATEGORIES } from "@shared/notifications/categories";
import {
  NOTIFICATION_NOT_FOUND,
  type ListNotificationsQuery,
  type NotificationList,
  type NotificationSettings,
  type NotificationSettingsInput,
  type NotificationView,
} from "@shared/notifications/notifications";
import * as repo from "./notifications.repository";

/**
 * The signed-in user's own notifications (issue 33). Every query names the user: another user's
 * notification is "not found", never "forbidden", so its existence is not told.
 */

const present = (r: repo.NotificationRow): NotificationView => ({
  id: r.id,
  title: r.title,
  message: r.message,
  type: r.type,
  category: r.category,
  priority: r.priority === "low" || r.priority === "high" ? r.priority : "medium",
  link: r.link,
  read: r.read,
  readAt: r.readAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function listMine(db: Db, request: FastifyRequest, q: ListNotificationsQuery): Promise<NotificationList> {
  const user = requireUser(request);
  const [{ rows, total }, unread] = await Promise.all([repo.listPage(db, user.id, q), unreadCount(db, user.id)]);
  return { ...toPage(rows.map(present), total, q), unread };
}

export async function myUnreadCount(db: Db, request: FastifyRequest) {
  return { unread: await unreadCount(db, requireUser(request).id) };
}

/** Reading a notification is not a change to any record: not audited (it would double every click). */
export async function markRead(db: Db, request: FastifyRequest, id: number): Promise<NotificationView> {
  const row = await repo.markRead(db, requireUser(request).id, id);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return present(row);
}

export async function markAllRead(db: Db, request: FastifyRequest) {
  const user = requireUser(request);
  const marked = await repo.markAllRead(db, user.id);
  return { marked, unread: await unreadCount(db, user.id) };
}

/** A dismissed notification is the user's own message, not a record: it is removed, not binned. */
export async function remove(db: Db, request: FastifyRequest, id: number) {
  const user = requireUser(request);
  if (!(await repo.remove(db, user.id, id))) throw notFound(NOTIFICATION_NOT_FOUND);
  return { unread: await unreadCount(db, user.id) };
}

export async function mySettings(db: Db, request: FastifyRequest): Promise<NotificationSettings> {
  const rows = await repo.settingsOf(db, requireUser(request).id);
  const chosen = new Map(rows.map((r) => [r.category, r.email]));
  return {
    categories: NOTIFICATION_CATEGORIES.map((c) => ({
      key: c.key,
      label: c.label,
      description: c.description,
      kind: c.kind,
      email: chosen.get(c.key) ?? c.defaultEmail,
    })),
  };
}

/** PUT: the choices given replace those categories' (the others keep theirs), audited when any changed. */
export async function saveSettings(db: Db, request: FastifyRequest, input: NotificationSettingsInput): Promise<NotificationSettings> {
  const user = requireUser(request);
  const before = await mySettings(db, request);
  const changed = before.categories.filter((c) => {
    const next = input[c.key as keyof NotificationSettingsInput];
    return next !== undefined && next !== c.email;
  });
  if (changed.length)
    await db.transaction(async (tx) => {
      for (const c of changed) await repo.saveSetting(tx, user.id, c.key, !c.email);
      await audit(tx, request, {
        action: "notification_settings_updated",
        description: `Changed their notification emails: ${changed.map((c) => `${c.label} ${c.email ? "off" : "on"}`).join(", ")}`,
        entityType: "user",
        entityId: user.id,
        entityName: user.name,
        category: "settings",
        metadata: { changed: Object.fromEntries(changed.map((c) => [c.key, !c.email])) },
      });
    });
  return mySettings(db, request);
}
