import { plantEndpoints } from "@shared/plant/plant.endpoints";
import type { ServerModule } from "../../platform/module";
import { plantRoutes } from "./plant.routes";
import { plantTimeline } from "./plant.timeline";
import { plantReminders } from "./plant.reminders";

/** The plant module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const plantModule: ServerModule = {
  name: "plant",
  endpoints: { plant: plantEndpoints },
  routes: plantRoutes,
  timeline: plantTimeline,
  reminders: plantReminders,
};
