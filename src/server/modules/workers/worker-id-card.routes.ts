import { workerIdCardEndpoints } from "@shared/workforce/worker-id-card";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { sendPdf } from "../../platform/pdf-reply";
import { readUploads } from "../files/files.upload";
import * as idCards from "./worker-id-card.service";
import { getLiveWorker } from "./workers.service";

/** A worker's QR token, photo and ID cards (issue 30), registered from shared/workforce/worker-id-card.ts; workers.routes.ts registers these. */
export const workerIdCardRoutes: Module = async (app, { db, config, pdfs }) => {
  routes(app, workerIdCardEndpoints, {
    issueQr: (req) => idCards.issueQr({ db, request: req }, req.params.id),
    byQr: (req) => idCards.findByQr(db, req.query.token),
    addPhoto: async (req) => {
      // The worker must exist before the bytes are read: a wrong id is 404, not a wasted upload.
      await getLiveWorker(db, req.params.id);
      const { uploads } = await readUploads(req, { maxFiles: 1 });
      return idCards.setPhoto({ db, request: req }, req.params.id, uploads[0]);
    },
    removePhoto: (req) => idCards.removePhoto({ db, request: req }, req.params.id),
    photo: (req, reply) => idCards.sendPhoto({ db, request: req }, reply, req.params.id),
    idCard: async (req, reply) => sendPdf(reply, await idCards.drawIdCards({ db, request: req, config, pdfs }, [req.params.id], false), "inline"),
    idCardSheet: async (req, reply) => sendPdf(reply, await idCards.drawIdCards({ db, request: req, config, pdfs }, req.query.ids, true), "inline"),
  });
};
