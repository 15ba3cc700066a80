import { fleetEndpoints } from "@shared/fleet/fleet.endpoints";
import { FLEET_MESSAGES } from "@shared/fleet/fleet";
import { formatPlate } from "@shared/rules/uk-plates";
import { fleet } from "../../db/schema/index";
import type { ServerModule } from "../../platform/module";
import { restoreSoftDeleted } from "../../platform/register/soft-delete";
import { fleetRoutes } from "./fleet.routes";
import { seedDemoFleet } from "./fleet.demo";
import { vehicleReminders } from "./fleet.reminders";
import { driverReminders } from "./driver.reminders";

/**
 * The fleet register (issue 33) as the server lists it (platform/module.ts, docs/adding-an-area.md).
 * Its endpoints serve /api/fleet, so the placeholder's 501s there go (pending-areas).
 */
export const fleetModule: ServerModule = {
  name: "fleet",
  permission: "Fleet Management",
  endpoints: { fleet: fleetEndpoints },
  routes: fleetRoutes,
  recycleBin: {
    // Soft-deleted in place with its history, readings, pictures and documents: back unless its plate is now another's.
    vehicle: {
      table: null,
      category: "fleet",
      companyLevel: true,
      link: (id) => `/fleet/${id}/edit`,
      restore: (tx, bin, row) =>
        restoreSoftDeleted(tx, {
          table: fleet,
          id: Number(bin.recordId),
          gone: "This vehicle has been removed for good",
          set: { updatedAt: new Date() },
          unique: {
            column: fleet.licensePlate,
            value: row.licensePlate ?? null,
            holder: fleet.vehicleName,
            message: (plate, holder) => FLEET_MESSAGES.plateTaken(formatPlate(plate), holder),
          },
        }),
    },
  },
  demo: (db, { staff, now }) => seedDemoFleet(db, staff, now),
  // What falls due (MOT, tax, insurance, service, HGV inspections and downloads, drivers' checks), for the one reminders view.
  reminders: [...vehicleReminders, ...driverReminders],
};
