import { endpoint, type Changes } from "../common/contract";
import {
  listNotificationsQuery,
  markedAnswer,
  notificationIdParams,
  notificationList,
  notificationSchema,
  notificationSettingsAnswer,
  notificationSettingsInput,
  unreadCountAnswer,
} from "./notifications";

/**
 * The signed-in user's own notifications (issue 33): no page permission, every user reads and marks
 * only theirs (another user's is "not found"). GET /api/notifications/unread-count is the bell's cheap poll.
 */
export const notificationsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/notifications",
    access: "user",
    summary: "Your notifications, newest first, paged; ?unread=true for the unread ones",
    query: listNotificationsQuery,
    response: notificationList,
  }),
  unreadCount: endpoint({
    method: "GET",
    path: "/api/notifications/unread-count",
    access: "user",
    summary: "How many of your notifications are unread (the bell's badge)",
    response: unreadCountAnswer,
  }),
  markRead: endpoint({
    method: "POST",
    path: "/api/notifications/:id/read",
    access: "user",
    summary: "Mark one of your notifications as read",
    params: notificationIdParams,
    response: notificationSchema,
  }),
  markAllRead: endpoint({
    method: "POST",
    path: "/api/notifications/read-all",
    access: "user",
    summary: "Mark all your notifications as read",
    response: markedAnswer,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/notifications/:id",
    access: "user",
    summary: "Dismiss one of your notifications",
    params: notificationIdParams,
    response: unreadCountAnswer,
  }),
  settings: endpoint({
    method: "GET",
    path: "/api/user/notification-settings",
    access: "user",
    summary: "Which notification categories also reach you by email",
    response: notificationSettingsAnswer,
  }),
  saveSettings: endpoint({
    method: "PUT",
    path: "/api/user/notification-settings",
    access: "user",
    summary: "Choose which notification categories also reach you by email",
    body: notificationSettingsInput,
    response: notificationSettingsAnswer,
  }),
};

const { list, unreadCount, settings } = notificationsEndpoints;
/** What a read, a mark-all or a dismissal changes: the list and the badge. */
export const notificationChanges: Changes = [list, unreadCount];
export const notificationSettingsChanges: Changes = [settings];
