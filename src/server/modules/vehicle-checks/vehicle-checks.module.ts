import { licenceCheckEndpoints, walkaroundEndpoints } from "@shared/vehicle-checks/vehicle-checks.endpoints";
import type { ServerModule } from "../../platform/module";
import { vehicleChecksRoutes } from "./vehicle-checks.routes";
import { seedDemoVehicleChecks } from "./vehicle-checks.demo";

/**
 * A fleet's daily walkaround checks and its drivers' licence checks (issue 33), beside the fleet
 * register (modules/fleet) under its page, Fleet Management. It reaches the vehicle only through
 * vehicle-access.ts (the register's service at merge).
 */
export const vehicleChecksModule: ServerModule = {
  name: "vehicle-checks",
  permission: "Fleet Management",
  endpoints: { walkaroundChecks: walkaroundEndpoints, licenceChecks: licenceCheckEndpoints },
  routes: vehicleChecksRoutes,
  demo: (db, { staff, now }) => seedDemoVehicleChecks(db, staff, now),
};
