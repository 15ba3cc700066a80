import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The purchase orders screens (app/web-area.ts). */
export const purchaseOrdersArea: WebArea = {
  screens: {
    PurchaseOrdersPage: lazyScreen("PurchaseOrdersPage", () => import("./purchase-orders-page")),
  },
};
