import { materialRequestsEndpoints } from "@shared/material-requests/material-requests.endpoints";
import type { ServerModule } from "../../platform/module";
import { materialRequestsRoutes } from "./material-requests.routes";
import { seedDemoMaterialRequests } from "./material-requests.demo";

/** The material-requests module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const materialRequestsModule: ServerModule = {
  name: "material-requests",
  endpoints: { materialRequests: materialRequestsEndpoints },
  routes: materialRequestsRoutes,
  demo: (db, { staff, now }) => seedDemoMaterialRequests(db, staff, now),
};
