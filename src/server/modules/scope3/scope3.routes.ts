import { scope3Endpoints } from "@shared/scope3/scope3.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import * as scope3 from "./scope3.service";

/** Additional indirect (Scope 3) entries, registered from their endpoint table (shared/scope3/scope3.endpoints.ts). */
export const scope3Routes: Module = async (app, { db }) => {
  routes(app, scope3Endpoints, {
    create: (req) => scope3.createScope3({ db, request: req }, req.body),
    get: (req) => scope3.getScope3(db, req.params.id),
    update: (req) => scope3.updateScope3({ db, request: req }, req.params.id, req.body),
    remove: (req) => scope3.deleteScope3({ db, request: req }, req.params.id),
    listForProject: (req) => scope3.listProjectScope3(db, req.params.slug, req.query),
  });
};
