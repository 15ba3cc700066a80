import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The activity logs screens (app/web-area.ts). */
export const activityLogsArea: WebArea = {
  screens: {
    ActivityLogsPage: lazyScreen("ActivityLogsPage", () => import("./activity-logs-page")),
  },
};
