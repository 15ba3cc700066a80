import { permissionsEndpoints } from "@shared/identity/permissions.endpoints";
import type { ServerModule } from "../../platform/module";
import { permissionsRoutes } from "./permissions.routes";

/** The permissions module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const permissionsModule: ServerModule = {
  name: "permissions",
  endpoints: { permissions: permissionsEndpoints },
  routes: permissionsRoutes,
};
