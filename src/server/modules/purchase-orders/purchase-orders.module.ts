import { purchaseOrdersEndpoints } from "@shared/purchase-orders/purchase-orders.endpoints";
import type { ServerModule } from "../../platform/module";
import { purchaseOrdersRoutes } from "./purchase-orders.routes";
import { seedDemoPurchaseOrders } from "./purchase-orders.demo";
import { seedDemoGoodsReceipts } from "./goods-receipts.demo";
import { seedDemoPoPaperwork } from "./purchase-order-paperwork.demo";
import { purchaseOrderReminders } from "./purchase-orders.reminders";

/** The purchase-orders module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const purchaseOrdersModule: ServerModule = {
  name: "purchase-orders",
  endpoints: { purchaseOrders: purchaseOrdersEndpoints },
  routes: purchaseOrdersRoutes,
  reminders: purchaseOrderReminders,
  demo: async (db, { staff, now }) => {
    const orders = await seedDemoPurchaseOrders(db, staff, now);
    // Deliveries against two of them, booked through goods receipt itself; then the orders' quotes and an invoice.
    await seedDemoGoodsReceipts(db, staff, now, orders);
    await seedDemoPoPaperwork(db, staff, now);
  },
  mail: { purchase_order: { label: "Purchase order" } },
};
