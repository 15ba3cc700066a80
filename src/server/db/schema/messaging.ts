import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { outboxEmails, users } from "./identity";
import { ts, userRef } from "./procurement-columns";
import { projectRef, workerRef } from "./assets";

/**
 * Notifications, reminders' daily digest, SMS and WhatsApp, and the once-a-day jobs (issue 33).
 */

/**
 * data-model.md §3 notifications. `read` is a boolean here, not the spec's text "false": a flag the
 * bell counts by index (decision 0078). `link` is the record's address in the app; `dedupeKey` makes
 * an event (a reminder for one record and due day) notify a user once however often it is raised.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type").notNull(),
    /** The reminder and email category (shared/notifications), default general. */
    category: text("category").notNull().default("general"),
    /** low, medium (default), high */
    priority: text("priority").notNull().default("medium"),
    projectId: projectRef(),
    link: text("link"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    dedupeKey: text("dedupe_key"),
    read: boolean("read").notNull().default(false),
    readAt: ts("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt, t.id),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`not ${t.read}`),
    uniqueIndex("notifications_dedupe_idx")
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/** Which reminder categories also reach a user by email (User Settings); a category not listed: the default. */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    email: boolean("email").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/**
 * Timed work run once per period across every instance of the app: the first instance to insert the
 * (job, period) row runs it; the others find it taken. `finishedAt` stays null after a crash, so the
 * next start can resume the period (each step of the job is itself idempotent).
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    /** The period in UK local time, e.g. the day 2026-11-28. */
    period: text("period").notNull(),
    startedAt: ts("started_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
    instance: text("instance"),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

/** One daily digest per user and day: written in the same transaction as its email, so a rerun sends nothing twice. */
export const digestDeliveries = pgTable(
  "digest_deliveries",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    emailId: integer("email_id").references(() => outboxEmails.id, { onDelete: "set null" }),
    items: integer("items").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * data-model.md §3 sms_messages (§4 statuses, §5 limits): one row per recipient. `batchId` groups a
 * message sent to many (an employer's workers, a contract's people on site today). Without a provider a
 * message stays "pending" in the outbox admins read; `provider` says which one took it.
 */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    workerId: workerRef(),
    recipientName: text("recipient_name").notNull(),
    recipientPhone: text("recipient_phone").notNull(),
    message: text("message").notNull(),
    /** sms (default) or whatsapp */
    messageType: text("message_type").notNull().default("sms"),
    /** pending, sent (default), delivered, failed */
    status: text("status").notNull().default("sent"),
    provider: text("provider"),
    providerMessageId: text("provider_message_id"),
    errorMessage: text("error_message"),
    batchId: text("batch_id"),
    sentBy: userRef("sent_by"),
    sentByName: text("sent_by_name").notNull(),
    sentAt: ts("sent_at"),
    deliveredAt: ts("delivered_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("sms_messages_created_idx").on(t.createdAt, t.id),
    index("sms_messages_batch_idx")
      .on(t.batchId)
      .where(sql`${t.batchId} is not null`),
    uniqueIndex("sms_messages_provider_id_idx")
      .on(t.provider, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index("sms_messages_worker_idx")
      .on(t.workerId, t.createdAt)
      .where(sql`${t.workerId} is not null`),
  ],
);
