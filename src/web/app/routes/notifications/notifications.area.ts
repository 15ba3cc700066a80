import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The signed-in user's notifications (issue 33): no page permission, each reads their own. */
export const notificationsArea: WebArea = {
  screens: {
    NotificationsPage: lazyScreen("NotificationsPage", () => import("./notifications-page")),
  },
};
