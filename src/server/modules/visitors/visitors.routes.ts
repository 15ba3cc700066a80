import type { Module } from "../../platform/module";
import { slugParams } from "@shared/common/slug";
import { listVisitorsQuery, visitorIdParams, visitorSchema } from "@shared/visitors/visitor";
import * as visitors from "./visitors.service";
import { createPostcodeLocator } from "../../platform/postcode-distance";

/** Visitors signed in on site (issue 4), with the carbon of their journey. Site records: Contracts permission. */
export const visitorsRoutes: Module = async (app, { db, config }) => {
  const access = (action: "view" | "create" | "edit" | "delete") => ({ access: ["Contracts", action] as const });
  const params = visitorIdParams;
  const locate = createPostcodeLocator(config);
  const ctx = (request: Parameters<typeof visitors.createVisitor>[0]["request"]) => ({ db, request, locate });

  app.post("/api/visitors", { config: access("create"), schema: { body: visitorSchema } }, async (req, reply) => {
    reply.status(201);
    return visitors.createVisitor(ctx(req), req.body);
  });
  app.get("/api/visitors/:id", { config: access("view"), schema: { params } }, (req) => visitors.getVisitor(db, req.params.id));
  app.patch("/api/visitors/:id", { config: access("edit"), schema: { params, body: visitorSchema } }, (req) =>
    visitors.updateVisitor(ctx(req), req.params.id, req.body),
  );
  app.delete("/api/visitors/:id", { config: access("edit"), schema: { params } }, async (req, reply) => {
    await visitors.deleteVisitor(ctx(req), req.params.id);
    return reply.status(204).send();
  });
  app.post("/api/visitors/:id/sign-out", { config: access("edit"), schema: { params } }, (req) => visitors.signOutVisitor(ctx(req), req.params.id));
  app.get("/api/projects/by-slug/:slug/visitors", { config: access("view"), schema: { params: slugParams, querystring: listVisitorsQuery } }, (req) =>
    visitors.listProjectVisitors(db, req.params.slug, req.query),
  );
};
