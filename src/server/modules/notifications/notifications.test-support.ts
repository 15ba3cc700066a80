import { and, desc, eq } from "drizzle-orm";
import { vi } from "vitest";
import type { Db } from "../../db/client";
import { notifications, notificationSettings, outboxEmails } from "../../db/schema/index";

/** Helpers shared by the notification API tests and the events' tests. */

export const notificationsOf = (db: Db, userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id));

export const notificationsOfType = (db: Db, type: string) => db.select().from(notifications).where(eq(notifications.type, type));

export async function chooseEmail(db: Db, userId: number, category: string, email: boolean) {
  await db
    .insert(notificationSettings)
    .values({ userId, category, email })
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.category], set: { email } });
}

export const notificationEmailsTo = (db: Db, to: string) =>
  db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, to.toLowerCase()), eq(outboxEmails.kind, "notification")));

/** An event's emails go once its request has answered: waits for them (or for none, after a moment). */
export async function emailsAfterAnswer(db: Db, to: string, expected: number) {
  if (expected === 0) {
    await new Promise((r) => setTimeout(r, 150));
    return notificationEmailsTo(db, to);
  }
  return vi.waitFor(
    async () => {
      const rows = await notificationEmailsTo(db, to);
      if (rows.length < expected) throw new Error(`${rows.length} of ${expected} emails`);
      return rows;
    },
    { timeout: 3000, interval: 25 },
  );
}
