import { inductionsEndpoints } from "@shared/workforce/inductions.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { readUploads } from "../files/files.upload";
import * as inductions from "./inductions.service";
import * as results from "./induction-results.service";

/** Site inductions (issue 30, decision 0068), registered from shared/workforce/inductions.endpoints.ts. */
export const inductionsRoutes: Module = async (app, { db }) => {
  routes(app, inductionsEndpoints, {
    overview: () => inductions.overview(db),
    settings: () => inductions.getSettings(db),
    saveSettings: (req) => inductions.saveSettings({ db, request: req }, req.body),
    company: () => inductions.getInduction(db, null),
    saveCompany: (req) => inductions.saveInduction({ db, request: req }, null, req.body),
    contract: (req) => inductions.getInduction(db, req.params.slug),
    saveContract: (req) => inductions.saveInduction({ db, request: req }, req.params.slug, req.body),
    uploadFile: async (req) => inductions.uploadFile({ db, request: req }, (await readUploads(req, { maxFiles: 1 })).uploads),
    file: (req, reply) => inductions.sendFile({ db, request: req }, reply, req.params.id, req.params.fileId),
    take: (req) => inductions.toTakeOf(db, req.params.id),
    attempt: (req) => results.attempt({ db, request: req }, req.params.id, req.body),
    recorded: (req) => results.recordGiven({ db, request: req }, req.params.id, req.body),
    results: (req) => results.listResults(db, req.query),
    review: (req) => results.review({ db, request: req }, req.params.id, req.body),
    worker: (req) => results.workerInductions(db, req.params.id),
  });
};
