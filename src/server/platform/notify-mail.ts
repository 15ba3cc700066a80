import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Config } from "../config";
import { notifications, users } from "../db/schema/index";
import { notificationCategory } from "@shared/notifications/categories";
import type { MailContent, Mailer } from "./mail";
import { appOrigin } from "./app-origin";
import { takeWrittenNotifications, wantEmail } from "./notify";

/** The mail kind of an event's email (declared by the notifications module's descriptor). */
export const NOTIFICATION_MAIL_KIND = "notification";
/**
 * An event's emails are the system's, not the user's allowance; one event reaches a handful of people
 * (the approvers, the admins), so more than this from one request is a fault and the rest stay in the bell.
 */
export const MAX_NOTIFICATION_EMAILS_PER_REQUEST = 50;

type Emailed = { title: string; message: string; link: string | null; category: string; name: string };

/** The email of one notification: its title, its message and the record's full address. */
export function notificationEmail(n: Emailed, to: string, origin: string): MailContent {
  const label = notificationCategory(n.category)?.label ?? "Notifications";
  return {
    to,
    kind: NOTIFICATION_MAIL_KIND,
    subject: n.title,
    text: [
      `Hello ${n.name},`,
      "",
      n.title,
      n.message,
      ...(n.link ? ["", `Open it in Sitebook: ${origin}${n.link}`] : []),
      "",
      `You get this email because "${label}" emails are on in your User Settings. To change that: ${origin}/settings`,
    ].join("\n"),
  };
}

/** Emails the committed notifications among `ids` to the users who want their category by email. */
export async function mailNotifications(db: Db, mailer: Mailer, ids: readonly number[], origin: string): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .select({
      userId: notifications.userId,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
      category: notifications.category,
      name: users.name,
      email: users.email,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(inArray(notifications.id, [...ids]), eq(users.status, "active")))
    .orderBy(notifications.id);
  let sent = 0;
  for (const category of new Set(rows.map((r) => r.category))) {
    const inCategory = rows.filter((r) => r.category === category);
    const wanted = await wantEmail(db, [...new Set(inCategory.map((r) => r.userId))], category);
    for (const row of inCategory) {
      if (!wanted.has(row.userId) || !row.email || sent >= MAX_NOTIFICATION_EMAILS_PER_REQUEST) continue;
      await mailer.send({ ...notificationEmail(row, row.email, origin), by: "system" });
      sent++;
    }
  }
  return sent;
}

/**
 * After each request has answered, its events' emails (decision: after the commit, never inside the
 * event's transaction): the event neither waits for the mail server nor fails with it, and a
 * rolled-back event wrote no notification, so nothing is mailed for it. A crash between the answer
 * and the send loses the email, never the notification in the bell.
 */
export function registerNotificationMail(app: FastifyInstance, db: Db, config: Config, mailer: Mailer) {
  app.addHook("onResponse", async (request: FastifyRequest) => {
    const ids = takeWrittenNotifications(request);
    if (!ids.length) return;
    try {
      await mailNotifications(db, mailer, ids, appOrigin(config, request));
    } catch (e) {
      request.log.warn({ err: e }, "notification emails failed");
    }
  });
}
