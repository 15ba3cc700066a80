import { purchaseOrdersEndpoints } from "@shared/purchase-orders/purchase-orders.endpoints";
import type { ServerModule } from "../../platform/module";
import { purchaseOrdersRoutes } from "./purchase-orders.routes";

/** The purchase-orders module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const purchaseOrdersModule: ServerModule = {
  name: "purchase-orders",
  endpoints: { purchaseOrders: purchaseOrdersEndpoints },
  routes: purchaseOrdersRoutes,
};
