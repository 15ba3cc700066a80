import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The entries screens (app/web-area.ts). */
export const entriesArea: WebArea = {
  screens: {
    EntriesPage: lazyScreen("EntriesPage", () => import("./entries-page")),
  },
};
