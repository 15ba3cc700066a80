import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** Site sign-in (issue 31): the contracts' gates (app/web-area.ts). */
export const siteSignInArea: WebArea = {
  screens: {
    SiteSignInPage: lazyScreen("SiteSignInPage", () => import("./site-sign-in-page")),
    GatePage: lazyScreen("GatePage", () => import("./gate-page")),
  },
};
