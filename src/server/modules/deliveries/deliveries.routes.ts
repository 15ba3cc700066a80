import { deliveriesEndpoints } from "@shared/deliveries/deliveries.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import * as deliveries from "./deliveries.service";

/** Deliveries to site (carbon_entries, kind 'delivery'), registered from their endpoint table (shared/deliveries/deliveries.endpoints.ts). */
export const deliveriesRoutes: Module = async (app, { db }) => {
  routes(app, deliveriesEndpoints, {
    create: (req) => deliveries.createDelivery({ db, request: req }, req.body),
    get: (req) => deliveries.getDelivery(db, req.params.id),
    update: (req) => deliveries.updateDelivery({ db, request: req }, req.params.id, req.body),
    remove: (req) => deliveries.deleteDelivery({ db, request: req }, req.params.id),
    listForProject: (req) => deliveries.listProjectDeliveries(db, req.params.slug, req.query),
  });
};
