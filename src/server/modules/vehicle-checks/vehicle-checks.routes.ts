import { licenceCheckEndpoints, walkaroundEndpoints } from "@shared/vehicle-checks/vehicle-checks.endpoints";
import { MAX_DEFECT_PHOTOS } from "@shared/vehicle-checks/walkaround";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import * as walkaround from "./walkaround.service";
import * as licences from "./licence-checks.service";
import * as photos from "./walkaround-photos.service";
import { readUploads } from "../files/files.upload";
import { liveVehicle } from "./vehicle-access";

/** Walkaround checks and drivers' licence checks (shared/vehicle-checks/vehicle-checks.endpoints.ts). */
export const vehicleChecksRoutes: Module = async (app, { db }) => {
  routes(app, walkaroundEndpoints, {
    checklist: (req) => walkaround.walkaroundChecklist({ db, request: req }, req.params.id),
    list: (req) => walkaround.vehicleChecks(db, req.params.id, req.query),
    record: (req) => walkaround.recordWalkaround({ db, request: req }, req.params.id, req.body),
    recent: (req) => walkaround.recentChecks(db, req.query),
    clear: (req) => walkaround.clearDefect({ db, request: req }, req.params.id, req.body),
    addPhotos: async (req) => {
      // The defect must be there (and open) before the bytes are read: a wrong id or key is not a wasted upload.
      const { check } = await photos.liveCheck(db, req.params.id);
      photos.defectItem(check, req.params.key);
      const { uploads } = await readUploads(req, { maxFiles: MAX_DEFECT_PHOTOS });
      await photos.addDefectPhotos({ db, request: req }, req.params.id, req.params.key, uploads);
      return walkaround.checkView(db, req.params.id);
    },
    photo: (req, reply) => photos.sendDefectPhoto({ db, request: req }, reply, req.params.id, req.params.key, req.params.fileId),
    removePhoto: async (req, reply) => {
      await photos.removeDefectPhoto({ db, request: req }, req.params.id, req.params.key, req.params.fileId);
      reply.code(204);
    },
  });
  routes(app, licenceCheckEndpoints, {
    list: (req) => licences.driverChecks(db, req.query),
    record: (req) => licences.recordLicenceCheck({ db, request: req }, req.body),
    vehicle: async (req) => licences.vehicleLicences(db, await liveVehicle(db, req.params.id)),
    status: async (req) => ({ flagged: await licences.driversWithoutCurrentCheck(db, req.query.ids) }),
  });
};
