import type { Module } from "../../platform/module";
import { slugParams } from "@shared/common/slug";
import { listPlantEntriesQuery, plantEntrySchema, plantIdParams } from "@shared/plant/plant-entry";
import { certificateFieldsSchema, certificateIdParams } from "@shared/plant/hse-certificate";
import { parseFields, readUploads } from "../files/files.upload";
import * as plant from "./plant.service";
import * as certificates from "./hse-certificates.service";

/** Plant on site (issue 4): entries with their fuel carbon, and the HSE certificates of each machine. Site records: Contracts permission. */
export const plantRoutes: Module = async (app, { db }) => {
  const access = (action: "view" | "create" | "edit" | "delete") => ({ access: ["Contracts", action] as const });
  const params = plantIdParams;

  app.post("/api/plant-entries", { config: access("create"), schema: { body: plantEntrySchema } }, async (req, reply) => {
    reply.status(201);
    return plant.createPlant({ db, request: req }, req.body);
  });
  app.get("/api/plant-entries/:id", { config: access("view"), schema: { params } }, (req) => plant.getPlant(db, req.params.id));
  app.patch("/api/plant-entries/:id", { config: access("edit"), schema: { params, body: plantEntrySchema } }, (req) =>
    plant.updatePlant({ db, request: req }, req.params.id, req.body),
  );
  app.delete("/api/plant-entries/:id", { config: access("edit"), schema: { params } }, async (req, reply) => {
    await plant.deletePlant({ db, request: req }, req.params.id);
    return reply.status(204).send();
  });
  app.get("/api/projects/by-slug/:slug/plant-entries", { config: access("view"), schema: { params: slugParams, querystring: listPlantEntriesQuery } }, (req) =>
    plant.listProjectPlant(db, req.params.slug, req.query),
  );

  // HSE certificates of a plant entry
  app.get("/api/plant-entries/:id/certificates", { config: access("view"), schema: { params } }, (req) => certificates.listCertificates(db, req.params.id));
  app.post("/api/plant-entries/:id/certificates", { config: access("create"), schema: { params } }, async (req, reply) => {
    await plant.getLivePlant(db, req.params.id);
    const { uploads, fields } = await readUploads(req, { maxFiles: 1 });
    const saved = await certificates.addCertificate({ db, request: req }, req.params.id, uploads[0], parseFields(certificateFieldsSchema, fields));
    reply.status(201);
    return saved;
  });
  app.patch("/api/hse-certificates/:id", { config: access("edit"), schema: { params: certificateIdParams, body: certificateFieldsSchema } }, (req) =>
    certificates.updateCertificate({ db, request: req }, req.params.id, req.body),
  );
  app.delete("/api/hse-certificates/:id", { config: access("edit"), schema: { params: certificateIdParams } }, async (req, reply) => {
    await certificates.deleteCertificate({ db, request: req }, req.params.id);
    return reply.status(204).send();
  });
};
