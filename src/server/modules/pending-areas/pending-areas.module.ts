import { pendingAreasEndpoints } from "@shared/pending-areas/pending-areas.endpoints";
import type { ServerModule } from "../../platform/module";
import { pendingAreasRoutes } from "./pending-areas.routes";

/** The pending-areas module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const pendingAreasModule: ServerModule = {
  name: "pending-areas",
  endpoints: { pendingAreas: pendingAreasEndpoints },
  routes: pendingAreasRoutes,
};
