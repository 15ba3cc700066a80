import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The carbon screens (app/web-area.ts). */
export const carbonArea: WebArea = {
  screens: {
    CarbonFootprintPage: lazyScreen("CarbonFootprintPage", () => import("./carbon-footprint-page")),
    CarbonSettingsPage: lazyScreen("CarbonSettingsPage", () => import("./carbon-settings-page")),
  },
};
