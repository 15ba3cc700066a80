import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import type { ServerModule } from "../../platform/module";
import { carbonRoutes } from "./carbon.routes";

/** The carbon module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const carbonModule: ServerModule = {
  name: "carbon",
  endpoints: { carbon: carbonEndpoints },
  routes: carbonRoutes,
};
