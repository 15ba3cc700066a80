import { fleetEndpoints } from "@shared/fleet/fleet.endpoints";
import { endpoint, noContent, under, type Changes } from "../common/contract";
import { pageQuery } from "../common/paging";
import { vehicleParams } from "./vehicle";
import { fuelList, fuelLogSchema, fuelLogView, fuelParams } from "./fuel";

/** Fuel logged for a vehicle, with its Scope 1 carbon (issue 33). */
export const fuelEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/fleet/:id/fuel",
    access: ["Fleet Management", "view"],
    summary: "A vehicle's fuel, newest first, with its litres, cost and carbon totals (carbon only for a reader with Carbon Tracking view)",
    params: vehicleParams,
    query: pageQuery,
    response: fuelList,
  }),
  create: endpoint({
    method: "POST",
    path: "/api/fleet/:id/fuel",
    access: ["Fleet Management", "create"],
    summary:
      "Log fuel (litres, fuel, date, cost, mileage, contract or none, fuel card): its Scope 1 carbon is litres × the DESNZ factor of that fuel in the reporting year, and counts in the named contract's carbon (or the company's)",
    params: vehicleParams,
    body: fuelLogSchema,
    response: fuelLogView,
    status: 201,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/fleet/:id/fuel/:fuelId",
    access: ["Fleet Management", "delete"],
    summary: "Delete a fuel log to the recycle bin; its carbon leaves the totals until it is restored",
    params: fuelParams,
    response: noContent,
    status: 204,
  }),
};

export const fuelChanges: Changes = [under(fuelEndpoints.list), under(fleetEndpoints.list)];
