import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The fleet register's screens (app/web-area.ts). */
export const fleetArea: WebArea = {
  screens: {
    FleetPage: lazyScreen("FleetPage", () => import("./fleet-page")),
    VehiclePage: lazyScreen("VehiclePage", () => import("./vehicle-page")),
  },
};
