import { recordIdParams } from "@shared/common/ids";
import { slugParams } from "@shared/common/slug";
import { energyEntrySchema, energyListQuery } from "@shared/energy/energy-entry";
import type { Module } from "../../platform/module";
import * as energy from "./energy.service";

/**
 * Energy readings (scope2_energy): a diary add action, so the Contracts permission like the labour
 * entries beside them (docs/decisions/0009-carbon-figures.md).
 */
export const energyRoutes: Module = async (app, { db }) => {
  const access = (action: "view" | "create" | "edit" | "delete") => ({ access: ["Contracts", action] as const });
  const params = recordIdParams;

  app.post("/api/energy-entries", { config: access("create"), schema: { body: energyEntrySchema } }, async (req, reply) => {
    reply.status(201);
    return energy.createEnergy({ db, request: req }, req.body);
  });

  app.get("/api/energy-entries/:id", { config: access("view"), schema: { params } }, (req) => energy.getEnergy(db, req.params.id));

  app.patch("/api/energy-entries/:id", { config: access("edit"), schema: { params, body: energyEntrySchema } }, (req) =>
    energy.updateEnergy({ db, request: req }, req.params.id, req.body),
  );

  app.delete("/api/energy-entries/:id", { config: access("edit"), schema: { params } }, async (req, reply) => {
    await energy.deleteEnergy({ db, request: req }, req.params.id);
    return reply.status(204).send();
  });

  app.get("/api/projects/by-slug/:slug/energy-entries", { config: access("view"), schema: { params: slugParams, querystring: energyListQuery } }, (req) =>
    energy.listProjectEnergy(db, req.params.slug, req.query),
  );
};
