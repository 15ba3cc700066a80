import { hgvEndpoints } from "@shared/vehicle-compliance/vehicle-compliance.endpoints";
import { fuelEndpoints } from "@shared/vehicle-compliance/fuel.endpoints";
import { publicDataEndpoints } from "@shared/vehicle-compliance/public-data.endpoints";
import type { FuelList } from "@shared/vehicle-compliance/fuel";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { seesCarbon, withoutCarbon } from "../../platform/carbon-access";
import { vehicleDataFrom } from "../../platform/vehicle-data/vehicle-data";
import * as inspections from "./safety-inspections.service";
import * as tacho from "./tachograph.service";
import * as reports from "./inspection-reports.service";
import { readUploads } from "../files/files.upload";
import * as fuel from "./fuel.service";
import * as publicData from "./public-data.service";
import { hgvPlan } from "./hgv-plan.service";

/** An HGV's operator-licence duties, fuel with its carbon, and public vehicle data (shared/vehicle-compliance/*.endpoints.ts). */
export const vehicleComplianceRoutes: Module = async (app, { db, config }) => {
  const provider = vehicleDataFrom(config);
  routes(app, hgvEndpoints, {
    plan: () => hgvPlan(db),
    inspections: (req) => inspections.listInspections(db, req.params.id, req.query),
    recordInspection: (req) => inspections.recordInspection({ db, request: req }, req.params.id, req.body),
    removeInspection: async (req, reply) => {
      await inspections.removeInspection({ db, request: req }, req.params.id, req.params.inspectionId);
      reply.code(204);
    },
    attachReport: async (req) => {
      // The inspection must be there before the bytes are read: a wrong id is 404, not a wasted upload.
      await reports.vehicleInspection(db, req.params.id, req.params.inspectionId);
      const { uploads } = await readUploads(req, { maxFiles: 1 });
      return reports.attachReport({ db, request: req }, req.params.id, req.params.inspectionId, uploads[0]);
    },
    report: (req, reply) => reports.sendReport({ db, request: req }, reply, req.params.id, req.params.inspectionId),
    tachograph: (req) => tacho.vehicleTachograph(db, req.params.id),
    recordTachograph: (req) => tacho.recordDownload({ db, request: req }, req.params.id, req.body),
  });
  routes(app, fuelEndpoints, {
    // Carbon is Carbon Tracking's wherever it appears (decision 0015): a Fleet reader without it gets the litres and cost.
    list: async (req) => {
      const list = await fuel.listFuel(db, req.params.id, req.query);
      return (await seesCarbon(db, req)) ? list : (withoutCarbon(list) as FuelList);
    },
    create: async (req) => {
      const log = await fuel.logFuel({ db, request: req }, req.params.id, req.body);
      return (await seesCarbon(db, req)) ? log : (withoutCarbon(log) as typeof log);
    },
    remove: async (req, reply) => {
      await fuel.removeFuel({ db, request: req }, req.params.id, req.params.fuelId);
      reply.code(204);
    },
  });
  routes(app, publicDataEndpoints, {
    get: (req) => publicData.getPublicData(db, provider, req.params.id),
    refresh: (req) => publicData.refreshPublicData({ db, request: req }, provider, req.params.id),
  });
};
