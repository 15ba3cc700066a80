import { hgvEndpoints } from "@shared/vehicle-compliance/vehicle-compliance.endpoints";
import { fuelEndpoints } from "@shared/vehicle-compliance/fuel.endpoints";
import { publicDataEndpoints } from "@shared/vehicle-compliance/public-data.endpoints";
import { fleetSafetyInspections } from "../../db/schema/index";
import type { ServerModule } from "../../platform/module";
import { vehicleComplianceRoutes } from "./vehicle-compliance.routes";
import { restoreInspection } from "./safety-inspections.service";
import { restoreFuel } from "./fuel.service";
import { seedDemoVehicleCompliance } from "./vehicle-compliance.demo";

const onVehicle = (_id: number, row: Record<string, unknown>) => `/fleet/${Number(row.vehicleId)}/edit`;

/**
 * A vehicle's compliance beside the fleet register (issue 33): an HGV's safety inspections (ISO-week
 * plan, kept 15 months) and tachograph downloads, fuel with its Scope 1 carbon, and DVLA/DVSA public
 * vehicle data. Its sections show on the vehicle's page; the company's HGV plan is its own read.
 */
export const vehicleComplianceModule: ServerModule = {
  name: "vehicle-compliance",
  permission: "Fleet Management",
  endpoints: { hgv: hgvEndpoints, vehicleFuel: fuelEndpoints, vehiclePublicData: publicDataEndpoints },
  routes: vehicleComplianceRoutes,
  recycleBin: {
    // Deleted (after 15 months) and kept in the bin; a restore puts it back with its id.
    safety_inspection: {
      table: fleetSafetyInspections,
      category: "fleet",
      companyLevel: true,
      link: onVehicle,
      restore: (tx, bin, row) => restoreInspection(tx, row, Number(bin.recordId)),
    },
    // Soft-deleted in place; its carbon figure waits in the bin and comes back with it.
    fleet_fuel: { table: null, category: "fleet", companyLevel: true, link: onVehicle, restore: (tx, bin) => restoreFuel(tx, bin) },
  },
  demo: (db, { now }) => seedDemoVehicleCompliance(db, now),
};
