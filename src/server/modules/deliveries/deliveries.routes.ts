import { recordIdParams } from "@shared/common/ids";
import { slugParams } from "@shared/common/slug";
import { deliveryEntrySchema, deliveryListQuery } from "@shared/deliveries/delivery-entry";
import type { Module } from "../../platform/module";
import * as deliveries from "./deliveries.service";

/**
 * Deliveries to site (carbon_entries, kind 'delivery'): a diary add action and the deliveries tab,
 * so the Contracts permission like the labour entries beside them (docs/decisions/0009-carbon-figures.md).
 */
export const deliveriesRoutes: Module = async (app, { db }) => {
  const access = (action: "view" | "create" | "edit" | "delete") => ({ access: ["Contracts", action] as const });
  const params = recordIdParams;

  app.post("/api/deliveries", { config: access("create"), schema: { body: deliveryEntrySchema } }, async (req, reply) => {
    reply.status(201);
    return deliveries.createDelivery({ db, request: req }, req.body);
  });

  app.get("/api/deliveries/:id", { config: access("view"), schema: { params } }, (req) => deliveries.getDelivery(db, req.params.id));

  app.patch("/api/deliveries/:id", { config: access("edit"), schema: { params, body: deliveryEntrySchema } }, (req) =>
    deliveries.updateDelivery({ db, request: req }, req.params.id, req.body),
  );

  app.delete("/api/deliveries/:id", { config: access("edit"), schema: { params } }, async (req, reply) => {
    await deliveries.deleteDelivery({ db, request: req }, req.params.id);
    return reply.status(204).send();
  });

  app.get("/api/projects/by-slug/:slug/deliveries", { config: access("view"), schema: { params: slugParams, querystring: deliveryListQuery } }, (req) =>
    deliveries.listProjectDeliveries(db, req.params.slug, req.query),
  );
};
