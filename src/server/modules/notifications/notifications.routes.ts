import { notificationsEndpoints } from "@shared/notifications/notifications.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import * as service from "./notifications.service";

/** The bell, the /notifications list and the user's email choices (issue 33). */
export const notificationsRoutes: Module = async (app, { db }) => {
  routes(app, notificationsEndpoints, {
    list: (request) => service.listMine(db, request, request.query),
    unreadCount: (request) => service.myUnreadCount(db, request),
    markRead: (request) => service.markRead(db, request, request.params.id),
    markAllRead: (request) => service.markAllRead(db, request),
    remove: (request) => service.remove(db, request, request.params.id),
    settings: (request) => service.mySettings(db, request),
    saveSettings: (request) => service.saveSettings(db, request, request.body),
  });
};
