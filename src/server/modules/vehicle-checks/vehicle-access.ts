/*
 * The vehicle as the fleet register owns it: finding a live one, taking it off the road and back (which
 * tells those who may clear it), and its mileage readings. Every call of this module to the vehicle goes
 * through this one file.
 */
export { liveVehicle, recordMileage, setOffRoad, type VehicleRow } from "../fleet/fleet.service";
