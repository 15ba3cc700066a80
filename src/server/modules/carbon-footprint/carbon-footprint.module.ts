import { carbonFootprintEndpoints } from "@shared/carbon-footprint/carbon-footprint.endpoints";
import type { ServerModule } from "../../platform/module";
import { carbonFootprintRoutes } from "./carbon-footprint.routes";

/** The carbon-footprint module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const carbonFootprintModule: ServerModule = {
  name: "carbon-footprint",
  endpoints: { carbonFootprint: carbonFootprintEndpoints },
  routes: carbonFootprintRoutes,
};
