import { accountEndpoints } from "@shared/account/account.endpoints";
import type { ServerModule } from "../../platform/module";
import { accountRoutes } from "./account.routes";

/** The account module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const accountModule: ServerModule = {
  name: "account",
  endpoints: { account: accountEndpoints },
  routes: accountRoutes,
};
