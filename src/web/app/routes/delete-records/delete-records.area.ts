import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The delete records screens (app/web-area.ts). */
export const deleteRecordsArea: WebArea = {
  screens: {
    DeleteRecordsPage: lazyScreen("DeleteRecordsPage", () => import("./delete-records-page")),
  },
};
