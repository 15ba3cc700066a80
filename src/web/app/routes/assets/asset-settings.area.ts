import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/**
 * The asset area's settings screen (issue 32, decision 0074). Its own descriptor so the parts of
 * issue 32 merge without touching one file; the register's area may take the screen in.
 */
export const assetSettingsArea: WebArea = {
  screens: {
    AssetSettingsPage: lazyScreen("AssetSettingsPage", () => import("./asset-settings-page")),
  },
};
