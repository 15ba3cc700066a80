import type { ServerModule } from "../../platform/module";
import { vehicleReminders } from "./vehicle-reminders";
import { driverReminders } from "./driver-reminders";

/**
 * What of the fleet falls due, for the one reminders view (issue 33): its own small module while the
 * fleet register is built beside it, so the two never touch one file; the fleet module may take these
 * sources into its descriptor later. It serves no routes.
 */
export const fleetRemindersModule: ServerModule = {
  name: "fleet-reminders",
  permission: "Fleet Management",
  endpoints: {},
  routes: async () => {},
  reminders: [...vehicleReminders, ...driverReminders],
};
