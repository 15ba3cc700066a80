import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The one reminders view (issue 33; app/web-area.ts): any signed-in user, each sees what their role can act on. */
export const remindersArea: WebArea = {
  screens: {
    RemindersPage: lazyScreen("RemindersPage", () => import("./reminders-page")),
  },
};
