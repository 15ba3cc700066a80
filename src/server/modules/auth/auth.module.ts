import { authEndpoints } from "@shared/identity/auth.endpoints";
import type { ServerModule } from "../../platform/module";
import { authRoutes } from "./auth.routes";

/** The auth module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const authModule: ServerModule = {
  name: "auth",
  endpoints: { auth: authEndpoints },
  routes: authRoutes,
  mail: {
    account_created: { label: "New account" },
    access_request: { label: "Access request (to administrators)" },
    access_request_received: { label: "Access request received" },
    access_request_existing: { label: "Access request for an existing account" },
    password_reset: { label: "Password reset code" },
  },
};
