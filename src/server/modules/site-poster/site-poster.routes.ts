import type { FastifyRequest } from "fastify";
import { signInLinkEndpoints } from "@shared/site-sign-in/sign-in-links.endpoints";
import { sitePosterEndpoints } from "@shared/site-sign-in/site-poster.endpoints";
import { sitePublicEndpoints } from "@shared/site-sign-in/site-public.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { sendPdf } from "../../platform/pdf-reply";
import { createPostcodeLocator } from "../../platform/postcode-distance";
import * as visitors from "./poster-visitors.service";
import * as workers from "./poster-workers.service";
import * as poster from "./site-poster.service";

/** The contract's sign-in poster, its public page and the workers' personal links (issue 31). */
export const sitePosterRoutes: Module = async (app, { db, config, pdfs, botCheck, mailer }) => {
  const locate = createPostcodeLocator(config);
  const deps: visitors.PublicDeps = { db, config, botCheck, locate };
  const gate = (request: FastifyRequest) => ({ db, request, mailer, locate });
  routes(app, sitePosterEndpoints, {
    issuePoster: (req) => poster.issuePoster({ db, request: req }, req.params.slug),
    poster: async (req, reply) => sendPdf(reply, await poster.drawPoster({ db, request: req, config, pdfs }, req.params.slug), "inline"),
  });
  routes(app, signInLinkEndpoints, {
    link: (req) => poster.getLink({ db, request: req }, req.params.id),
    issue: (req) => poster.issueLink({ db, request: req }, req.params.id),
  });
  routes(app, sitePublicEndpoints, {
    page: (req) => visitors.page(deps, req.params.token),
    visitorSignIn: (req) => visitors.signIn(deps, req, req.params.token, req.body),
    visit: (req) => visitors.visit(deps, req.params.token, req.params.visitToken),
    visitorSignOut: (req) => visitors.signOut(deps, req, req.params.token, req.params.visitToken),
    worker: (req) => workers.worker(db, req.params.token, req.params.linkToken),
    workerSignIn: (req) => workers.selfSignIn(gate(req), req.params.token, req.params.linkToken, req.body),
    workerSignOut: (req) => workers.selfSignOut(gate(req), req.params.token, req.params.linkToken),
    linkOwner: (req) => workers.linkOwner(db, req.params.linkToken),
  });
};
