import { fleetEndpoints } from "@shared/fleet/fleet.endpoints";
import { fleetDocumentFieldsSchema } from "@shared/fleet/fleet-register";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { parseFields, readUploads } from "../files/files.upload";
import * as register from "./fleet.service";
import * as work from "./fleet-work.service";
import * as fleetFiles from "./fleet-files.service";
import { exportFleet } from "./fleet-export.service";

/** The fleet register (issue 33), registered from shared/fleet/fleet.endpoints.ts. */
export const fleetRoutes: Module = async (app, { db, csv }) => {
  routes(app, fleetEndpoints, {
    list: (req) => register.listFleet(db, req.query),
    options: () => register.listOptions(db),
    driverOptions: (req) => register.listDriverOptions(db, req.query.q),
    exportRegister: (req, reply) => exportFleet({ db, request: req }, csv, reply, req.query),
    create: (req) => register.createVehicle({ db, request: req }, req.body),
    get: (req) => register.getVehicle(db, req.params.id),
    update: (req) => register.updateVehicle({ db, request: req }, req.params.id, req.body),
    remove: (req) => register.deleteVehicle({ db, request: req }, req.params.id),
    setDrivers: (req) => work.setDrivers({ db, request: req }, req.params.id, req.body),
    setOffRoad: (req) => work.changeOffRoad({ db, request: req }, req.params.id, req.body),
    history: (req) => register.listHistory({ db, request: req }, req.params.id, req.query),
    mileage: (req) => work.listMileage({ db, request: req }, req.params.id),
    addMileage: (req) => work.addMileage({ db, request: req }, req.params.id, req.body),
    services: (req) => work.listServices({ db, request: req }, req.params.id),
    addService: (req) => work.addService({ db, request: req }, req.params.id, req.body),
    removeService: (req) => work.removeService({ db, request: req }, req.params.id, req.params.serviceId),
    addImages: async (req) => {
      // The vehicle must exist before the bytes are read: a wrong id is 404, not a wasted upload.
      await register.liveVehicle(db, req.params.id);
      const { uploads } = await readUploads(req, { maxFiles: 10 });
      return fleetFiles.addImages({ db, request: req }, req.params.id, uploads);
    },
    removeImage: (req) => fleetFiles.removeImage({ db, request: req }, req.params.id, req.params.fileId),
    addDocument: async (req) => {
      await register.liveVehicle(db, req.params.id);
      const { uploads, fields } = await readUploads(req, { maxFiles: 1 });
      return fleetFiles.addDocument({ db, request: req }, req.params.id, parseFields(fleetDocumentFieldsSchema, fields), uploads[0]);
    },
    updateDocument: (req) => fleetFiles.updateDocument({ db, request: req }, req.params.id, req.params.documentId, req.body),
    removeDocument: (req) => fleetFiles.removeDocument({ db, request: req }, req.params.id, req.params.documentId),
    fileContent: (req, reply) => fleetFiles.sendVehicleFile({ db, request: req }, reply, req.params.id, req.params.fileId),
  });
};
