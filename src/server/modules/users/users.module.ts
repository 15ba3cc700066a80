import { usersEndpoints } from "@shared/identity/users.endpoints";
import type { ServerModule } from "../../platform/module";
import { usersRoutes } from "./users.routes";

/** The users module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const usersModule: ServerModule = {
  name: "users",
  endpoints: { users: usersEndpoints },
  routes: usersRoutes,
  // What an admin's decisions send (users.emails.ts); a new account's own email is the auth module's kind.
  mail: {
    access_approved: { label: "Access request approved" },
    access_rejected: { label: "Access request declined" },
    password_reset_by_admin: { label: "Password reset by an administrator" },
  },
};
