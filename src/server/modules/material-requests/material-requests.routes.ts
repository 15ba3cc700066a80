import { materialRequestsEndpoints } from "@shared/material-requests/material-requests.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import * as requests from "./material-requests.service";

/** Material requests (issue 14), registered from their endpoint table (shared/material-requests). */
export const materialRequestsRoutes: Module = async (app, { db }) => {
  routes(app, materialRequestsEndpoints, {
    list: (req) => requests.listRequests({ db, request: req }, req.query),
    listForProject: (req) => requests.listForProject(db, req.params.slug, req.query),
    create: (req) => requests.createRequest({ db, request: req }, req.body),
    get: (req) => requests.getRequest(db, req.params.id),
    approve: (req) => requests.decide({ db, request: req }, req.params.id, "approved"),
    reject: (req) => requests.decide({ db, request: req }, req.params.id, "rejected", req.body.reason),
    convert: (req) => requests.convert({ db, request: req }, req.params.id),
    remove: (req) => requests.deleteRequest({ db, request: req }, req.params.id),
  });
};
