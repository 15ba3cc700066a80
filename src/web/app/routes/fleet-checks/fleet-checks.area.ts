import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The fleet's checks (issue 33): a driver's walkaround check on a phone, and the company's recent checks (app/web-area.ts). */
export const fleetChecksArea: WebArea = {
  screens: {
    WalkaroundPage: lazyScreen("WalkaroundPage", () => import("./walkaround-page")),
    WalkaroundChecksPage: lazyScreen("WalkaroundChecksPage", () => import("./walkaround-checks-page")),
  },
};
