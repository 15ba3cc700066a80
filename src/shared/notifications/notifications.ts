import { z } from "zod";
import { pageOf, pageQuery } from "../common/paging";
import { idParams } from "../common/ids";
import { timestamp } from "../common/wire";
import { NOTIFICATION_CATEGORIES } from "./categories";

/** The bell and the /notifications list (issue 33): the signed-in user's own notifications, newest first. */

export const NOTIFICATION_NOT_FOUND = "Notification not found";
export const notificationIdParams = idParams(NOTIFICATION_NOT_FOUND);

export const NOTIFICATION_PRIORITIES = ["low", "medium", "high"] as const;

export const notificationSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    message: z.string(),
    type: z.string().describe("What happened, e.g. po_pending_approval, site_issue_assigned, reminder"),
    category: z.string().describe("The email category (User Settings), or general"),
    priority: z.enum(NOTIFICATION_PRIORITIES),
    link: z.string().nullable().describe("The record's address in the app, e.g. /purchase-orders/12"),
    read: z.boolean(),
    readAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "Notification" });
export type NotificationView = z.infer<typeof notificationSchema>;

/** ?unread=true lists only the unread ones. */
export const listNotificationsQuery = pageQuery.extend({
  unread: z.enum(["true", "false"], { error: "Unread must be true or false" }).optional(),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuery>;

export const notificationList = pageOf(notificationSchema).extend({ unread: z.number().int().describe("The user's unread count, for the bell") });
export type NotificationList = z.infer<typeof notificationList>;

export const unreadCountAnswer = z.object({ unread: z.number().int() });

/** How many a mark-all changed. */
export const markedAnswer = z.object({ marked: z.number().int(), unread: z.number().int() });

/** A category as User Settings shows it, with the user's choice. */
export const notificationSettingSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    description: z.string(),
    kind: z.enum(["event", "reminder"]),
    email: z.boolean(),
  })
  .meta({ id: "NotificationSetting" });
export const notificationSettingsAnswer = z.object({ categories: z.array(notificationSettingSchema) });
export type NotificationSettings = z.infer<typeof notificationSettingsAnswer>;

/**
 * PUT: which categories also reach the user by email, by key. Only the known keys (any other is a 400);
 * a key left out keeps its current choice.
 */
export const notificationSettingsInput = z.strictObject(
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c.key, z.boolean({ error: `${c.label}: choose on or off` }).optional()])) as Record<
    (typeof NOTIFICATION_CATEGORIES)[number]["key"],
    z.ZodOptional<z.ZodBoolean>
  >,
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown notification category: ${issue.keys.join(", ")}` : "Invalid notification settings") },
);
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;
