import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { NotificationSettingsInput } from "@shared/notifications/notifications";
import { notificationChanges, notificationSettingsChanges, notificationsEndpoints as api } from "@shared/notifications/notifications.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

/** The bell polls its count every minute and when the window regains focus: one indexed count. */
export const UNREAD_POLL_MS = 60_000;

export function useUnreadCount() {
  return useQuery(queryOf(api.unreadCount, {}, { refetchInterval: UNREAD_POLL_MS, refetchOnWindowFocus: true, staleTime: 30_000 }));
}

/** The newest few, for the bell's panel (read when it opens). */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({ ...queryOf(api.list, { query: { page: 1, pageSize: 8 } }), enabled });
}

export const NOTIFICATIONS_PAGE_SIZE = 25;

export function useNotifications(page: number, unreadOnly: boolean) {
  const query = { page, pageSize: NOTIFICATIONS_PAGE_SIZE, ...(unreadOnly ? { unread: "true" as const } : {}) };
  return useQuery(queryOf(api.list, { query }, { placeholderData: keepPreviousData }));
}

export function useMarkRead() {
  return useWrite((id: number) => callApi(api.markRead, { params: { id } }), notificationChanges, {}, { background: true });
}

export function useMarkAllRead() {
  return useWrite(() => callApi(api.markAllRead, {}), notificationChanges);
}

export function useDismissNotification() {
  return useWrite((id: number) => callApi(api.remove, { params: { id } }), notificationChanges);
}

export function useNotificationSettings() {
  return useQuery(queryOf(api.settings, {}));
}

export function useSaveNotificationSettings() {
  return useWrite((body: NotificationSettingsInput) => callApi(api.saveSettings, { body }), notificationSettingsChanges);
}
