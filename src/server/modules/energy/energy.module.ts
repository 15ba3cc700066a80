import { energyEndpoints } from "@shared/energy/energy.endpoints";
import type { ServerModule } from "../../platform/module";
import { energyRoutes } from "./energy.routes";
import { energyTimeline } from "./energy.timeline";

/** The energy module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const energyModule: ServerModule = {
  name: "energy",
  endpoints: { energy: energyEndpoints },
  routes: energyRoutes,
  timeline: energyTimeline,
};
