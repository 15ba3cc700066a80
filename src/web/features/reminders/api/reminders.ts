import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReminderCategoryKey, ReminderState } from "@shared/reminders/reminders";
import { remindersEndpoints } from "@shared/reminders/reminders.endpoints";
import { queryOf } from "@web/lib/api-client";

/** Items a category shows when it is opened on its own (paged). */
export const REMINDERS_PAGE_SIZE = 25;

export type ReminderFilters = { category?: ReminderCategoryKey; state?: ReminderState; page: number };

/** The signed-in user's reminders: the first few of each category, or one category paged. */
export function remindersQuery(f: ReminderFilters) {
  const query = f.category ? { ...f, pageSize: REMINDERS_PAGE_SIZE } : { state: f.state, page: 1 };
  return queryOf(remindersEndpoints.list, { query }, { placeholderData: keepPreviousData });
}
export const useReminders = (f: ReminderFilters) => useQuery(remindersQuery(f));
