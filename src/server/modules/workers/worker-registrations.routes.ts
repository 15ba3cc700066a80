import { publicRegistrationEndpoints, registrationLinkEndpoints, workerRegistrationsEndpoints } from "@shared/workforce/worker-registrations.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { sendPdf } from "../../platform/pdf-reply";
import * as links from "./registration-links.service";
import { decide } from "./worker-registrations.decide";
import * as publicForm from "./worker-registrations.public";
import * as registrations from "./worker-registrations.service";

/** Registration before arrival (issue 30, decision 0068), registered from shared/workforce/worker-registrations.endpoints.ts; workers.routes.ts registers these. */
export const workerRegistrationRoutes: Module = async (app, { db, config, pdfs, botCheck }) => {
  routes(app, registrationLinkEndpoints, {
    link: (req) => links.getLink({ db, request: req }, req.params.slug),
    issueLink: (req) => links.issueLink({ db, request: req }, req.params.slug),
    poster: async (req, reply) => sendPdf(reply, await links.drawPoster({ db, request: req, config, pdfs }, req.params.slug), "inline"),
  });
  routes(app, publicRegistrationEndpoints, {
    form: (req) => publicForm.formInfo({ db, config, botCheck }, req.params.token),
    file: (req, reply) => publicForm.sendInductionFile(db, req, reply, req.params.token, req.params.fileId),
    mark: (req) => publicForm.mark(db, req, req.params.token, req.body.answers),
    submit: (req) => publicForm.submit({ db, config, botCheck }, req, req.params.token),
  });
  routes(app, workerRegistrationsEndpoints, {
    list: (req) => registrations.listRegistrations({ db, request: req }, req.query),
    get: (req) => registrations.getRegistration({ db, request: req }, req.params.id),
    photo: (req, reply) => registrations.sendPhoto({ db, request: req }, reply, req.params.id, req.params.fileId),
    decide: (req) => decide({ db, request: req }, req.params.id, req.body),
  });
};
