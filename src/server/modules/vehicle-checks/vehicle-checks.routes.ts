import { licenceCheckEndpoints, walkaroundEndpoints } from "@shared/vehicle-checks/vehicle-checks.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import * as walkaround from "./walkaround.service";
import * as licences from "./licence-checks.service";
import { liveVehicle } from "./vehicle-access";

/** Walkaround checks and drivers' licence checks (shared/vehicle-checks/vehicle-checks.endpoints.ts). */
export const vehicleChecksRoutes: Module = async (app, { db }) => {
  routes(app, walkaroundEndpoints, {
    checklist: (req) => walkaround.walkaroundChecklist({ db, request: req }, req.params.id),
    list: (req) => walkaround.vehicleChecks(db, req.params.id, req.query),
    record: (req) => walkaround.recordWalkaround({ db, request: req }, req.params.id, req.body),
    recent: (req) => walkaround.recentChecks(db, req.query),
    clear: (req) => walkaround.clearDefect({ db, request: req }, req.params.id, req.body),
  });
  routes(app, licenceCheckEndpoints, {
    list: (req) => licences.driverChecks(db, req.query),
    record: (req) => licences.recordLicenceCheck({ db, request: req }, req.body),
    vehicle: async (req) => licences.vehicleLicences(db, await liveVehicle(db, req.params.id)),
    status: async (req) => ({ flagged: await licences.driversWithoutCurrentCheck(db, req.query.ids) }),
  });
};
