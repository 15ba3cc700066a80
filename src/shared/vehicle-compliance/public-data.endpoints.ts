import { fleetEndpoints } from "@shared/fleet/fleet.endpoints";
import { endpoint, under, type Changes } from "../common/contract";
import { vehicleParams } from "./vehicle";
import { publicDataView, refreshedPublicData } from "./public-data";

/** Public vehicle data: DVLA's vehicle enquiry and DVSA's MOT history, when configured (off by default). */
export const publicDataEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/fleet/:id/public-data",
    access: ["Fleet Management", "view"],
    summary:
      "Whether public vehicle data is configured, when the vehicle was last checked, its tax and MOT dates, its latest MOT test's date and mileage, and whether that mileage is lower than one we recorded before the test",
    params: vehicleParams,
    response: publicDataView,
  }),
  refresh: endpoint({
    method: "POST",
    path: "/api/fleet/:id/public-data",
    access: ["Fleet Management", "edit"],
    summary:
      "Look the vehicle up now at DVLA (tax, MOT expiry) and DVSA (MOT tests): fills the tax and MOT dates and the latest MOT's date and mileage; 409 when not configured, 502 when a service fails; rate-limited per user",
    params: vehicleParams,
    response: refreshedPublicData,
  }),
};

export const publicDataChanges: Changes = [under(publicDataEndpoints.get), under(fleetEndpoints.list)];
