import { recordIdParams } from "@shared/common/ids";
import { slugParams } from "@shared/common/slug";
import { wasteEntrySchema, wasteListQuery, wasteRoutesQuery } from "@shared/waste/waste-entry";
import type { Module } from "../../platform/module";
import { wasteMaterialRoutes } from "./waste.carbon";
import * as waste from "./waste.service";

/**
 * Waste leaving site (carbon_entries, kind 'waste'): a diary add action, so the Contracts permission
 * like the labour entries beside it (docs/decisions/0009-carbon-figures.md).
 */
export const wasteRoutes: Module = async (app, { db }) => {
  const access = (action: "view" | "create" | "edit" | "delete") => ({ access: ["Contracts", action] as const });
  const params = recordIdParams;

  // Public DESNZ data like the factor library (any signed-in user): the routes each material has a factor for.
  app.get("/api/waste-entries/routes", { config: { access: "user" }, schema: { querystring: wasteRoutesQuery } }, async (req) => ({
    items: await wasteMaterialRoutes(db, req.query.material),
  }));

  app.post("/api/waste-entries", { config: access("create"), schema: { body: wasteEntrySchema } }, async (req, reply) => {
    reply.status(201);
    return waste.createWaste({ db, request: req }, req.body);
  });

  app.get("/api/waste-entries/:id", { config: access("view"), schema: { params } }, (req) => waste.getWaste(db, req.params.id));

  app.patch("/api/waste-entries/:id", { config: access("edit"), schema: { params, body: wasteEntrySchema } }, (req) =>
    waste.updateWaste({ db, request: req }, req.params.id, req.body),
  );

  app.delete("/api/waste-entries/:id", { config: access("edit"), schema: { params } }, async (req, reply) => {
    await waste.deleteWaste({ db, request: req }, req.params.id);
    return reply.status(204).send();
  });

  app.get("/api/projects/by-slug/:slug/waste-entries", { config: access("view"), schema: { params: slugParams, querystring: wasteListQuery } }, (req) =>
    waste.listProjectWaste(db, req.params.slug, req.query),
  );
};
