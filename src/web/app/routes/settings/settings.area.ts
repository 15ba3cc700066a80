import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The settings screens (app/web-area.ts). */
export const settingsArea: WebArea = {
  screens: {
    SettingsPage: lazyScreen("SettingsPage", () => import("./settings-page")),
  },
};
