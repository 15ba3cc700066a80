import { healthEndpoints } from "@shared/health/health.endpoints";
import type { ServerModule } from "../../platform/module";
import { healthRoutes } from "./health.routes";

/** The health module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const healthModule: ServerModule = {
  name: "health",
  endpoints: { health: healthEndpoints },
  routes: healthRoutes,
};
