import { certificateFieldsSchema } from "@shared/plant/hse-certificate";
import { plantEndpoints } from "@shared/plant/plant.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { parseFields, readUploads } from "../files/files.upload";
import * as plant from "./plant.service";
import * as certificates from "./hse-certificates.service";

/** Plant on site (issue 4), registered from its endpoint table (shared/plant/plant.endpoints.ts). */
export const plantRoutes: Module = async (app, { db }) => {
  routes(app, plantEndpoints, {
    create: (req) => plant.createPlant({ db, request: req }, req.body),
    get: (req) => plant.getPlant(db, req.params.id),
    update: (req) => plant.updatePlant({ db, request: req }, req.params.id, req.body),
    remove: (req) => plant.deletePlant({ db, request: req }, req.params.id),
    listForProject: (req) => plant.listProjectPlant(db, req.params.slug, req.query),

    listCertificates: (req) => certificates.listCertificates(db, req.params.id),
    addCertificate: async (req) => {
      // A missing entry is a 404 before the upload is read.
      await plant.getLivePlant(db, req.params.id);
      const { uploads, fields } = await readUploads(req, { maxFiles: 1 });
      return certificates.addCertificate({ db, request: req }, req.params.id, uploads[0], parseFields(certificateFieldsSchema, fields));
    },
    updateCertificate: (req) => certificates.updateCertificate({ db, request: req }, req.params.id, req.body),
    removeCertificate: (req) => certificates.deleteCertificate({ db, request: req }, req.params.id),
  });
};
