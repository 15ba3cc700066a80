import { and, eq, inArray } from "drizzle-orm";
import { dueWords, REMINDER_CATEGORIES, type ReminderCategoryKey } from "@shared/reminders/reminders";
import { ukDay } from "@shared/common/uk-dates";
import type { Db } from "../../db/client";
import { digestDeliveries, notificationSettings, users } from "../../db/schema/index";
import type { DailyJob, JobContext } from "../../platform/daily-jobs";
import { notify } from "../../platform/notify";
import { loadPermissionMap } from "../../platform/permissions";
import { gatherReminders, type CategoryReminders } from "../../platform/reminders";
import { jobOrigin } from "../../platform/app-origin";
import { categoriesFor } from "./reminders.service";
import { digestEmail } from "./reminders.emails";

/**
 * The daily digest (issue 33), run once per UK day at 06:00 by the job runner (platform/daily-jobs.ts):
 * for each active user, their reminders as the view reads them (the same gatherReminders), then
 * (a) a notification per item in the bell, once per record and due day (notify's dedupeKey), and
 * (b) when any of their categories reaches them by email (their setting, else the category's
 * default), ONE email listing those, written to the outbox in the same transaction as the day's
 * digest_deliveries row, so a second instance, or a rerun after a crash, finds the row and sends
 * nothing again. SMTP sends after the commit. Nobody with nothing due hears anything.
 */

export const DIGEST_JOB = "reminders_digest";
export const DIGEST_AT = "06:00";
/** Items a category carries in the digest and the bell each day; the rest are counted, and the email links to the view. */
export const DIGEST_ITEMS_PER_CATEGORY = 50;

type Person = { id: number; name: string; email: string; role: string };

/** Whether each reminder category reaches the user by email: their setting, else the category's default. */
async function emailChoices(db: Db): Promise<Map<number, Map<string, boolean>>> {
  const rows = await db.select().from(notificationSettings);
  const byUser = new Map<number, Map<string, boolean>>();
  for (const r of rows) (byUser.get(r.userId) ?? byUser.set(r.userId, new Map()).get(r.userId)!).set(r.category, r.email);
  return byUser;
}

const emailOn = (choices: Map<string, boolean> | undefined, category: string) =>
  choices?.get(category) ?? REMINDER_CATEGORIES.find((c) => c.key === category)?.defaultEmail ?? false;

/** (a) Each item in the bell of everyone it concerns: one insert per item for the lot, a repeat does nothing. */
async function notifyItems(db: Db, userIds: number[], groups: readonly CategoryReminders[], today: string) {
  for (const g of groups)
    for (const item of g.items)
      await notify(db, userIds, {
        title: `${item.what}: ${item.title}`,
        message: `${dueWords(item.due, today, item.state)} (${ukDay(item.due)})`,
        type: "reminder",
        category: g.category,
        priority: item.state === "expired" ? "high" : "medium",
        projectId: item.projectId,
        link: item.link,
        metadata: { key: item.key, due: item.due, state: item.state },
        dedupeKey: `reminder:${item.key}:${item.due}`,
      });
}

/** (b) The user's one email of the day, if it was not sent already: the delivery row and the outbox row commit together. */
async function sendDigest(ctx: JobContext, person: Person, groups: CategoryReminders[]) {
  const { db, day, mailer } = ctx;
  const mail = digestEmail(person, groups, day, jobOrigin(ctx.config));
  const items = groups.reduce((n, g) => n + g.total, 0);
  const emailId = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(digestDeliveries)
      .values({ userId: person.id, day, items })
      .onConflictDoNothing()
      .returning({ userId: digestDeliveries.userId });
    if (claimed.length === 0) return null;
    const id = await mailer.queue(tx, mail);
    await tx
      .update(digestDeliveries)
      .set({ emailId: id })
      .where(and(eq(digestDeliveries.userId, person.id), eq(digestDeliveries.day, day)));
    return id;
  });
  if (emailId !== null) await mailer.deliver(emailId, mail);
  return emailId !== null;
}

/** The day's digest for everyone: the reminders are read once per set of categories (roles share them). */
export async function runDigest(ctx: JobContext): Promise<{ notified: number; emailed: number }> {
  const { db, day, reminders, only } = ctx;
  const map = await loadPermissionMap(db);
  const people: Person[] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.status, "active"), only ? inArray(users.id, [...only]) : undefined));
  const choices = await emailChoices(db);
  const bySet = new Map<string, { categories: ReminderCategoryKey[]; people: Person[] }>();
  for (const p of people) {
    const categories = categoriesFor(map, p.role);
    if (categories.length === 0) continue;
    const key = categories.join(",");
    (bySet.get(key) ?? bySet.set(key, { categories, people: [] }).get(key)!).people.push(p);
  }
  let notified = 0;
  let emailed = 0;
  for (const { categories, people: group } of bySet.values()) {
    const groups = (await gatherReminders(db, reminders, { today: day, categories, limit: DIGEST_ITEMS_PER_CATEGORY })).filter((g) => g.total > 0);
    if (groups.length === 0) continue;
    await notifyItems(
      db,
      group.map((p) => p.id),
      groups,
      day,
    );
    notified += group.length;
    for (const person of group) {
      const chosen = groups.filter((g) => emailOn(choices.get(person.id), g.category));
      if (chosen.length > 0 && (await sendDigest(ctx, person, chosen))) emailed++;
    }
  }
  return { notified, emailed };
}

export const digestJob: DailyJob = { name: DIGEST_JOB, at: DIGEST_AT, run: runDigest };
