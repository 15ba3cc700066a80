import { siteSignInEndpoints } from "@shared/site-sign-in/site-sign-in.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { createPostcodeLocator } from "../../platform/postcode-distance";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { exportAttendance } from "./site-sign-in.export";
import * as gate from "./site-sign-in.service";
import * as settings from "./site-sign-in.settings";

/** Signing workers in and out at the gate (issue 31, decision 0069), registered from shared/site-sign-in/site-sign-in.endpoints.ts. */
export const siteSignInRoutes: Module = async (app, { db, config, mailer, csv }) => {
  const locate = createPostcodeLocator(config);
  const ctx = (request: gate.Ctx["request"]) => ({ db, request, mailer, locate });

  routes(app, siteSignInEndpoints, {
    contracts: () => settings.listContracts(db),
    settings: (req) => settings.getSettings(db, req.params.slug),
    saveSettings: (req) => settings.saveSettings({ db, request: req }, req.params.slug, req.body),
    roster: (req) => settings.roster(db, req.params.slug),
    signIn: async (req) => gate.signIn(ctx(req), await getLiveProjectBySlug(db, req.params.slug), req.body, { method: "gate" }),
    signOut: async (req) => gate.signOut(ctx(req), await getLiveProjectBySlug(db, req.params.slug), req.body, { method: "gate" }),
    export: (req, reply) => exportAttendance(db, csv, req, reply, req.query),
    retention: () => settings.getRetention(db),
    saveRetention: (req) => settings.saveRetention({ db, request: req }, req.body),
  });
};
