import { materialsEndpoints } from "@shared/materials/materials.endpoints";
import type { ServerModule } from "../../platform/module";
import { materialsRoutes } from "./materials.routes";

/** The materials module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const materialsModule: ServerModule = {
  name: "materials",
  endpoints: { materials: materialsEndpoints },
  routes: materialsRoutes,
};
