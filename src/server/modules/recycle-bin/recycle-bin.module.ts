import { recycleBinEndpoints } from "@shared/recycle-bin/recycle-bin.endpoints";
import type { ServerModule } from "../../platform/module";
import { recycleBinRoutes } from "./recycle-bin.routes";
import { RESTORERS } from "./recycle-bin.restorers";

/** The recycle-bin module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const recycleBinModule: ServerModule = {
  name: "recycle-bin",
  endpoints: { recycleBin: recycleBinEndpoints },
  routes: recycleBinRoutes,
  // The record types the bin restored before modules named their own; a new area names its restorer in its own descriptor.
  recycleBin: RESTORERS,
};
