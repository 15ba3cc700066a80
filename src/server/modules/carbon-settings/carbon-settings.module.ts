import { carbonSettingsEndpoints } from "@shared/carbon-settings/carbon-settings.endpoints";
import type { ServerModule } from "../../platform/module";
import { carbonSettingsRoutes } from "./carbon-settings.routes";

/** The carbon-settings module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const carbonSettingsModule: ServerModule = {
  name: "carbon-settings",
  endpoints: { carbonSettings: carbonSettingsEndpoints },
  routes: carbonSettingsRoutes,
};
