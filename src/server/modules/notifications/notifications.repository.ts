import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { notifications, notificationSettings } from "../../db/schema/index";
import type { ListNotificationsQuery } from "@shared/notifications/notifications";
import { pageOffset } from "../../platform/register/paged-list";
import { countUpTo, totalAfterPage } from "../../platform/capped-count";
import { COUNT_CAP } from "@shared/common/paging";

export type NotificationRow = typeof notifications.$inferSelect;

const mine = (userId: number, unreadOnly = false) => and(eq(notifications.userId, userId), unreadOnly ? eq(notifications.read, false) : undefined);

/** One page of the user's notifications, newest first (the user's index walks it). */
export async function listPage(db: Db, userId: number, q: ListNotificationsQuery) {
  const where = mine(userId, q.unread === "true");
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const total = await totalAfterPage(rows, q, () => countUpTo(db, notifications, where, COUNT_CAP));
  return { rows, total };
}

/** The user's own notification: another user's is as absent as one that never was. */
export async function findMine(db: Db | Tx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

export async function markRead(db: Db | Tx, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ read: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(db: Db | Tx, userId: number) {
  const rows = await db.update(notifications).set({ read: true, readAt: new Date() }).where(mine(userId, true)).returning({ id: notifications.id });
  return rows.length;
}

export async function remove(db: Db | Tx, userId: number, id: number) {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length;
}

export function settingsOf(db: Db | Tx, userId: number) {
  return db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
}

export async function saveSetting(db: Db | Tx, userId: number, category: string, email: boolean) {
  await db
    .insert(notificationSettings)
    .values({ userId, category, email })
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.category], set: { email } });
}
