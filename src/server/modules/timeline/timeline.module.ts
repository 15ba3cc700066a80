import { timelineEndpoints } from "@shared/timeline/timeline.endpoints";
import type { ServerModule } from "../../platform/module";
import { timelineRoutes } from "./timeline.routes";

/** The timeline module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const timelineModule: ServerModule = {
  name: "timeline",
  endpoints: { timeline: timelineEndpoints },
  routes: timelineRoutes,
};
