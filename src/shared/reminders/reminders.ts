import { z } from "zod";
import { countField } from "../common/whole-number";
import { isoDay } from "../common/wire";
import { labelled } from "../common/labelled";
import { daysBetween } from "../common/uk-dates";
import { NOTIFICATION_CATEGORIES } from "../notifications/categories";

/**
 * The one reminders view (issue 33): everything due or expired in the next 30 days that the user's
 * role can act on, grouped by reminder category (shared/notifications/categories.ts), each item with
 * its due day, its state by the one expiry rule and a link to its record.
 */

/** The reminder categories, in the order the view and the digest list them. */
export const REMINDER_CATEGORIES = NOTIFICATION_CATEGORIES.filter((c) => c.kind === "reminder");
export type ReminderCategory = (typeof REMINDER_CATEGORIES)[number];
export type ReminderCategoryKey = ReminderCategory["key"];
export const REMINDER_CATEGORY_KEYS = REMINDER_CATEGORIES.map((c) => c.key) as [ReminderCategoryKey, ...ReminderCategoryKey[]];

/** Only what needs doing reaches the view: due within the window, or already past. */
export const { values: REMINDER_STATES, labels: REMINDER_STATE_LABELS } = labelled({ expiring: "Due soon", expired: "Expired" });
export type ReminderState = (typeof REMINDER_STATES)[number];

/** Items a category shows at first, and the most a page of one category may ask for. */
export const REMINDERS_FIRST = 5;
export const REMINDERS_MAX_PAGE_SIZE = 100;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const CATEGORY_MESSAGE = "Choose a reminder category";
export const STATE_MESSAGE = "State must be expiring or expired";

/** GET /api/reminders: one category (then paged) or all (the first items of each), and a state. */
export const remindersQuery = z.object({
  category: optional(z.enum(REMINDER_CATEGORY_KEYS, { error: CATEGORY_MESSAGE })),
  state: optional(z.enum(REMINDER_STATES, { error: STATE_MESSAGE })),
  page: countField("Page", 10_000).default(1),
  pageSize: countField("Page size", REMINDERS_MAX_PAGE_SIZE).default(REMINDERS_FIRST),
});
export type RemindersQuery = z.input<typeof remindersQuery>;

export const reminderItemSchema = z
  .object({
    /** Unique per record and duty, e.g. "vehicle:12:mot". */
    key: z.string(),
    category: z.enum(REMINDER_CATEGORY_KEYS),
    /** The record, e.g. "Transit Custom (AB12 CDE)". */
    title: z.string(),
    /** The duty, e.g. "MOT". */
    what: z.string(),
    due: isoDay,
    state: z.enum(REMINDER_STATES),
    /** The record's screen in the app, e.g. /fleet/12/edit. */
    link: z.string(),
    projectId: z.number().int().nullable(),
  })
  .meta({ id: "ReminderItem" });
export type ReminderItem = z.output<typeof reminderItemSchema>;

export const reminderGroupSchema = z.object({
  category: z.enum(REMINDER_CATEGORY_KEYS),
  label: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  items: z.array(reminderItemSchema),
});
export type ReminderGroup = z.output<typeof reminderGroupSchema>;

export const remindersSchema = z
  .object({
    /** The UK day the view was worked out on. */
    today: isoDay,
    /** Only the categories the user's role can act on (and the filter's one), in the categories' order. */
    groups: z.array(reminderGroupSchema),
  })
  .meta({ id: "Reminders" });
export type Reminders = z.output<typeof remindersSchema>;

/**
 * "Expired", "Due today", "Due in 10 days": an item's state in words. By the one expiry rule a thing
 * is good through its due day and expired from the day after; "Overdue" when it is due now whatever
 * the day says (a meter past its reading, an inspection never done).
 */
export function dueWords(due: string, today: string, state?: ReminderState): string {
  const days = daysBetween(today, due);
  if (days < 0) return "Expired";
  if (state === "expired") return "Overdue";
  if (days === 0) return "Due today";
  return days === 1 ? "Due tomorrow" : `Due in ${days} days`;
}
