import { pdfTemplatesEndpoints } from "@shared/pdf-templates/pdf-templates.endpoints";
import { routes } from "../../platform/endpoints";
import { sendPdf } from "../../platform/pdf-reply";
import type { Module } from "../../platform/module";
import * as templates from "./pdf-templates.service";
import { previewBody, previewSaved } from "./pdf-template-preview.service";

/** PDF templates (/template-designer), registered from their endpoint table (shared/pdf-templates/pdf-templates.endpoints.ts). */
export const pdfTemplatesRoutes: Module = async (app, { db, config, pdfs }) => {
  routes(app, pdfTemplatesEndpoints, {
    list: (req) => templates.listTemplates(db, req.query.templateType),
    get: (req) => templates.getTemplate(db, req.params.id),
    create: (req) => templates.createTemplate({ db, request: req }, req.body),
    update: (req) => templates.updateTemplate({ db, request: req }, req.params.id, req.body),
    setDefault: (req) => templates.setDefaultTemplate({ db, request: req }, req.params.id),
    duplicate: (req) => templates.duplicateTemplate({ db, request: req }, req.params.id),
    remove: (req) => templates.deleteTemplate({ db, request: req }, req.params.id),
    previewSaved: async (req, reply) => sendPdf(reply, await previewSaved(db, config, pdfs, req, req.params.id), "inline"),
    preview: async (req, reply) => sendPdf(reply, await previewBody(db, config, pdfs, req, req.body), "inline"),
  });
};
