import { wasteEndpoints } from "@shared/waste/waste.endpoints";
import type { ServerModule } from "../../platform/module";
import { wasteRoutes } from "./waste.routes";
import { wasteTimeline } from "./waste.timeline";

/** The waste module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const wasteModule: ServerModule = {
  name: "waste",
  endpoints: { waste: wasteEndpoints },
  routes: wasteRoutes,
  timeline: wasteTimeline,
};
