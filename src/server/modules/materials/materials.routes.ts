import { materialsEndpoints } from "@shared/materials/materials.endpoints";
import { quoteFieldsSchema } from "@shared/materials/material-quote";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { parseFields, readUploads } from "../files/files.upload";
import * as materials from "./materials.service";
import * as materialFiles from "./material-files.service";

/** Materials and services (issue 14), registered from their endpoint table (shared/materials/materials.endpoints.ts). */
export const materialsRoutes: Module = async (app, { db }) => {
  routes(app, materialsEndpoints, {
    list: (req) => materials.listMaterials(db, req.query),
    options: () => materials.listOptions(db),
    create: (req) => materials.createMaterial({ db, request: req }, req.body),
    get: (req) => materials.getMaterial(db, req.params.id),
    update: (req) => materials.updateMaterial({ db, request: req }, req.params.id, req.body),
    remove: (req) => materials.deleteMaterial({ db, request: req }, req.params.id),
    addImages: async (req) => {
      // The material must exist before the bytes are read: a wrong id is 404, not a wasted upload.
      await materials.getLiveMaterial(db, req.params.id);
      const { uploads } = await readUploads(req, { maxFiles: 10 });
      return materialFiles.addImages({ db, request: req }, req.params.id, uploads);
    },
    removeImage: (req) => materialFiles.removeImage({ db, request: req }, req.params.id, req.params.fileId),
    fileContent: (req, reply) => materialFiles.sendMaterialFile({ db, request: req }, reply, req.params.id, req.params.fileId),
    addQuote: async (req) => {
      await materials.getLiveMaterial(db, req.params.id);
      const { uploads, fields } = await readUploads(req, { maxFiles: 1, optional: true });
      return materialFiles.addQuote({ db, request: req }, req.params.id, parseFields(quoteFieldsSchema, fields), uploads[0]);
    },
    removeQuote: (req) => materialFiles.removeQuote({ db, request: req }, req.params.id, req.params.quoteId),
  });
};
