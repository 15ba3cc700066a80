import { visitorsEndpoints } from "@shared/visitors/visitors.endpoints";
import type { ServerModule } from "../../platform/module";
import { visitorsRoutes } from "./visitors.routes";
import { visitorsTimeline } from "./visitors.timeline";

/** The visitors module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const visitorsModule: ServerModule = {
  name: "visitors",
  endpoints: { visitors: visitorsEndpoints },
  routes: visitorsRoutes,
  timeline: visitorsTimeline,
};
