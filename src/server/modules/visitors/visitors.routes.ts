import { visitorsEndpoints } from "@shared/visitors/visitors.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { createPostcodeLocator } from "../../platform/postcode-distance";
import * as visitors from "./visitors.service";

/** Visitors signed in on site (issue 4), registered from their endpoint table (shared/visitors/visitors.endpoints.ts). */
export const visitorsRoutes: Module = async (app, { db, config }) => {
  const locate = createPostcodeLocator(config);
  const ctx = (request: visitors.Ctx["request"]) => ({ db, request, locate });

  routes(app, visitorsEndpoints, {
    create: (req) => visitors.createVisitor(ctx(req), req.body),
    get: (req) => visitors.getVisitor(db, req.params.id),
    update: (req) => visitors.updateVisitor(ctx(req), req.params.id, req.body),
    remove: (req) => visitors.deleteVisitor(ctx(req), req.params.id),
    signOut: (req) => visitors.signOutVisitor(ctx(req), req.params.id),
    listForProject: (req) => visitors.listProjectVisitors(db, req.params.slug, req.query),
  });
};
