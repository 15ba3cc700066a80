import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The site issues screens (app/web-area.ts). */
export const siteIssuesArea: WebArea = {
  screens: {
    SiteIssuesPage: lazyScreen("SiteIssuesPage", () => import("./site-issues-page")),
  },
};
