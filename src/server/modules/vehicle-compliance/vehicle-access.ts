/*
 * The vehicle as the fleet register owns it: finding a live one and its mileage readings (never lower
 * than the last). Every call of this module to the vehicle goes through this one file.
 */
export { liveVehicle, recordMileage, type VehicleRow } from "../fleet/fleet.service";
export type { MileageSource } from "@shared/fleet/fleet-lists";
