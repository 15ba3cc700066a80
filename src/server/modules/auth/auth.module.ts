import { authEndpoints } from "@shared/identity/auth.endpoints";
import type { ServerModule } from "../../platform/module";
import { authRoutes } from "./auth.routes";

/** The auth module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const authModule: ServerModule = {
  name: "auth",
  endpoints: { auth: authEndpoints },
  routes: authRoutes,
};
