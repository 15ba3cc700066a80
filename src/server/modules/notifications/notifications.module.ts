import { notificationsEndpoints } from "@shared/notifications/notifications.endpoints";
import type { ServerModule } from "../../platform/module";
import { NOTIFICATION_MAIL_KIND } from "../../platform/notify-mail";
import { notificationsRoutes } from "./notifications.routes";
import { seedDemoNotifications } from "./notifications.demo";

/**
 * The notifications module as the server lists it (platform/module.ts): no page permission, each
 * signed-in user reads only their own. The events themselves are notified by the modules that own
 * them (platform/notify.ts), and their emails are this module's kind.
 */
export const notificationsModule: ServerModule = {
  name: "notifications",
  endpoints: { notifications: notificationsEndpoints },
  routes: notificationsRoutes,
  demo: (db, { staff, now }) => seedDemoNotifications(db, staff, now),
  mail: { [NOTIFICATION_MAIL_KIND]: { label: "Notification" } },
};
