import { workersEndpoints } from "@shared/workforce/workers.endpoints";
import { workerScoresEndpoints } from "@shared/workforce/worker-scores.endpoints";
import { tradeCardRulesEndpoints } from "@shared/workforce/trade-card-rules.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import * as workers from "./workers.service";
import * as cards from "./worker-cards.service";
import { recordRightToWorkCheck } from "./right-to-work.service";
import * as scores from "./worker-scores.service";
import { readUploads } from "../files/files.upload";
import * as rules from "./trade-card-rules.service";
import * as photos from "./worker-card-photos.service";
import { exportWorkers, importPlaces, importWorkers, readWorkerFile } from "./worker-csv.service";
import { workerIdCardRoutes } from "./worker-id-card.routes";
import { workerRegistrationRoutes } from "./worker-registrations.routes";
import { inductionsRoutes } from "./inductions.routes";

/** The worker register (issue 30, decision 0065), registered from shared/workforce/workers.endpoints.ts. */
export const workersRoutes: Module = async (app, deps) => {
  const { db, csv } = deps;
  routes(app, workersEndpoints, {
    list: (req) => workers.listWorkers(db, req.query),
    exportCsv: (req, reply) => exportWorkers({ db, request: req }, csv, reply, req.query),
    importCsv: (req) => importPlaces.run(req, async () => importWorkers({ db, request: req }, await readWorkerFile(req))),
    create: (req) => workers.createWorker({ db, request: req }, req.body),
    get: (req) => workers.getWorker({ db, request: req }, req.params.id),
    update: (req) => workers.updateWorker({ db, request: req }, req.params.id, req.body),
    remove: (req) => workers.deleteWorker({ db, request: req }, req.params.id),
    addCard: (req) => cards.addCard({ db, request: req }, req.params.id, req.body),
    updateCard: (req) => cards.updateCard({ db, request: req }, req.params.id, req.params.cardId, req.body),
    removeCard: (req) => cards.removeCard({ db, request: req }, req.params.id, req.params.cardId),
    checkCard: (req) => cards.checkCard({ db, request: req }, req.params.id, req.params.cardId, req.body),
    checkRightToWork: (req) => recordRightToWorkCheck({ db, request: req }, req.params.id, req.body),
  });
  routes(app, workerScoresEndpoints, {
    scores: (req) => scores.listScores(db, req.params.id, req.query),
    score: (req) => scores.addScore({ db, request: req }, req.params.id, req.body),
  });
  routes(app, tradeCardRulesEndpoints, {
    list: () => rules.listTradeRules(db),
    replace: (req) => rules.replaceTradeRules({ db, request: req }, req.body),
    addCardPhotos: async (req) => {
      // The card must exist before the bytes are read: a wrong id is 404, not a wasted upload.
      await cards.liveCard({ db, request: req }, req.params.id, req.params.cardId);
      const { uploads } = await readUploads(req, { maxFiles: 2 });
      return photos.addCardPhotos({ db, request: req }, req.params.id, req.params.cardId, uploads);
    },
    removeCardPhoto: (req) => photos.removeCardPhoto({ db, request: req }, req.params.id, req.params.cardId, req.params.side),
    cardPhoto: (req, reply) => photos.sendCardPhoto({ db, request: req }, reply, req.params.id, req.params.cardId, req.params.side),
  });
  await workerIdCardRoutes(app, deps);
  await workerRegistrationRoutes(app, deps);
  await inductionsRoutes(app, deps);
};
