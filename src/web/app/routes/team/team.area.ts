import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The team screens (app/web-area.ts). */
export const teamArea: WebArea = {
  screens: {
    TeamPage: lazyScreen("TeamPage", () => import("./team-page")),
  },
};
