import { recordIdParams } from "@shared/common/ids";
import { slugParams } from "@shared/common/slug";
import { scope3EntrySchema, scope3ListQuery } from "@shared/scope3/scope3-entry";
import type { Module } from "../../platform/module";
import * as scope3 from "./scope3.service";

/**
 * Additional indirect (Scope 3) entries: water, purchased goods, subcontractors, other waste.
 * Carbon records rather than site records, so the Carbon Tracking permission (decision 0009).
 */
export const scope3Routes: Module = async (app, { db }) => {
  const access = (action: "view" | "create" | "edit" | "delete") => ({ access: ["Carbon Tracking", action] as const });
  const params = recordIdParams;

  app.post("/api/scope3-entries", { config: access("create"), schema: { body: scope3EntrySchema } }, async (req, reply) => {
    reply.status(201);
    return scope3.createScope3({ db, request: req }, req.body);
  });

  app.get("/api/scope3-entries/:id", { config: access("view"), schema: { params } }, (req) => scope3.getScope3(db, req.params.id));

  app.patch("/api/scope3-entries/:id", { config: access("edit"), schema: { params, body: scope3EntrySchema } }, (req) =>
    scope3.updateScope3({ db, request: req }, req.params.id, req.body),
  );

  app.delete("/api/scope3-entries/:id", { config: access("edit"), schema: { params } }, async (req, reply) => {
    await scope3.deleteScope3({ db, request: req }, req.params.id);
    return reply.status(204).send();
  });

  app.get("/api/projects/by-slug/:slug/scope3-entries", { config: access("view"), schema: { params: slugParams, querystring: scope3ListQuery } }, (req) =>
    scope3.listProjectScope3(db, req.params.slug, req.query),
  );
};
