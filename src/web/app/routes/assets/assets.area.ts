import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The asset register's screens (app/web-area.ts). */
export const assetsArea: WebArea = {
  screens: {
    AssetsPage: lazyScreen("AssetsPage", () => import("./assets-page")),
    AssetPage: lazyScreen("AssetPage", () => import("./asset-page")),
  },
};
