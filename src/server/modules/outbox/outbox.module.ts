import { outboxEndpoints } from "@shared/identity/outbox.endpoints";
import type { ServerModule } from "../../platform/module";
import { outboxRoutes } from "./outbox.routes";

/** The outbox module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const outboxModule: ServerModule = {
  name: "outbox",
  endpoints: { outbox: outboxEndpoints },
  routes: outboxRoutes,
};
