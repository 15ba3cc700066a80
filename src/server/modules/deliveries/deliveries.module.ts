import { deliveriesEndpoints } from "@shared/deliveries/deliveries.endpoints";
import type { ServerModule } from "../../platform/module";
import { deliveriesRoutes } from "./deliveries.routes";
import { deliveriesTimeline } from "./deliveries.timeline";

/** The deliveries module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const deliveriesModule: ServerModule = {
  name: "deliveries",
  endpoints: { deliveries: deliveriesEndpoints },
  routes: deliveriesRoutes,
  timeline: deliveriesTimeline,
};
