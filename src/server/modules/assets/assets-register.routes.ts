import { assetsEndpoints } from "@shared/assets/assets.endpoints";
import { assetDocumentFieldsSchema } from "@shared/assets/asset-document";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { parseFields, readUploads } from "../files/files.upload";
import * as register from "./assets.service";
import * as readings from "./asset-readings.service";
import * as assetFiles from "./asset-files.service";
import { exportAssets } from "./asset-export.service";

/** The asset register (issue 32), registered from shared/assets/assets.endpoints.ts. */
export const assetsRegisterRoutes: Module = async (app, { db, csv, config }) => {
  routes(app, assetsEndpoints, {
    list: (req) => register.listAssets(db, req.query),
    options: () => register.listOptions(db),
    exportRegister: (req, reply) => exportAssets({ db, request: req }, csv, reply, req.query),
    create: (req) => register.createAsset({ db, request: req }, req.body, config.publicOrigin),
    get: (req) => register.getAsset(db, req.params.id),
    update: (req) => register.updateAsset({ db, request: req }, req.params.id, req.body),
    remove: (req) => register.deleteAsset({ db, request: req }, req.params.id),
    history: (req) => register.listHistory({ db, request: req }, req.params.id, req.query),
    readings: (req) => readings.listReadings({ db, request: req }, req.params.id),
    addReading: (req) => readings.addReading({ db, request: req }, req.params.id, req.body),
    addImages: async (req) => {
      // The asset must exist before the bytes are read: a wrong id is 404, not a wasted upload.
      await register.liveAsset(db, req.params.id);
      const { uploads } = await readUploads(req, { maxFiles: 10 });
      return assetFiles.addImages({ db, request: req }, req.params.id, uploads);
    },
    removeImage: (req) => assetFiles.removeImage({ db, request: req }, req.params.id, req.params.fileId),
    addDocument: async (req) => {
      await register.liveAsset(db, req.params.id);
      const { uploads, fields } = await readUploads(req, { maxFiles: 1 });
      return assetFiles.addDocument({ db, request: req }, req.params.id, parseFields(assetDocumentFieldsSchema, fields), uploads[0]);
    },
    updateDocument: (req) => assetFiles.updateDocument({ db, request: req }, req.params.id, req.params.documentId, req.body),
    removeDocument: (req) => assetFiles.removeDocument({ db, request: req }, req.params.id, req.params.documentId),
    fileContent: (req, reply) => assetFiles.sendAssetFile({ db, request: req }, reply, req.params.id, req.params.fileId),
  });
};
