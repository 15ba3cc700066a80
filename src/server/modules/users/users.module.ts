import { usersEndpoints } from "@shared/identity/users.endpoints";
import type { ServerModule } from "../../platform/module";
import { usersRoutes } from "./users.routes";

/** The users module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const usersModule: ServerModule = {
  name: "users",
  endpoints: { users: usersEndpoints },
  routes: usersRoutes,
};
