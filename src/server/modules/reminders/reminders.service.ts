import { ukToday } from "@shared/common/uk-dates";
import { can, type RolePermissionMap } from "@shared/identity/permissions";
import { REMINDER_CATEGORIES, REMINDERS_FIRST, type ReminderCategoryKey, type Reminders, type ReminderState } from "@shared/reminders/reminders";
import type { Db, Tx } from "../../db/client";
import { loadPermissionMap } from "../../platform/permissions";
import { gatherReminders, type ReminderSource } from "../../platform/reminders";

/**
 * The one reminders view (issue 33): what the view, the bell and the digest all read. A reminder is
 * only for a role that can act on it: its category's page permission (shared/notifications/categories.ts).
 */

/** The reminder categories a role can act on, in the categories' order. */
export const categoriesFor = (map: RolePermissionMap, role: string): ReminderCategoryKey[] =>
  REMINDER_CATEGORIES.filter((c) => can(map, role, c.access[0], c.access[1])).map((c) => c.key);

const label = (key: string) => REMINDER_CATEGORIES.find((c) => c.key === key)!.label;

/**
 * The signed-in user's reminders: each category their role can act on (or only the one asked for) with
 * its count and a page of its items by due day (the first REMINDERS_FIRST unless paged).
 */
export async function remindersFor(
  db: Db | Tx,
  sources: readonly ReminderSource[],
  role: string,
  q: { category?: ReminderCategoryKey; state?: ReminderState; page: number; pageSize: number },
  today = ukToday(),
): Promise<Reminders> {
  const allowed = categoriesFor(await loadPermissionMap(db as Db), role);
  const categories = q.category ? allowed.filter((c) => c === q.category) : allowed;
  const pageSize = q.pageSize ?? REMINDERS_FIRST;
  const groups = await gatherReminders(db, sources, { today, categories, state: q.state, offset: (q.page - 1) * pageSize, limit: pageSize });
  return {
    today,
    groups: groups.map((g) => ({
      category: g.category as ReminderCategoryKey,
      label: label(g.category),
      total: g.total,
      page: q.page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(g.total / pageSize)),
      items: g.items,
    })),
  };
}
