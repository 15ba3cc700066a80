import { usersEndpoints } from "@shared/identity/users.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { requireUser } from "../../platform/access";
import * as users from "./users.service";
import * as accessRequests from "./access-requests.service";

/** Team Management (admin only): people, and the access requests waiting for an answer (shared/identity/users.endpoints.ts). */
export const usersRoutes: Module = async (app, { db, mailer }) => {
  routes(app, usersEndpoints, {
    list: (req) => users.listUsers(db, req.query),
    create: (req) => users.createUser({ db, mailer, request: req }, req.body),
    update: (req) => users.updateUser({ db, mailer, request: req }, requireUser(req).id, req.params.id, req.body),
    deactivate: (req) => users.deactivateUser({ db, mailer, request: req }, requireUser(req).id, req.params.id),
    reactivate: (req) => users.reactivateUser({ db, mailer, request: req }, req.params.id),
    resetPassword: (req) => users.resetUserPassword({ db, mailer, request: req }, requireUser(req).id, req.params.id),
    listAccessRequests: (req) => accessRequests.listAccessRequests(db, req.query),
    approveAccessRequest: (req) => accessRequests.approveAccessRequest({ db, mailer, request: req }, req.params.id, req.body?.role),
    rejectAccessRequest: (req) => accessRequests.rejectAccessRequest({ db, mailer, request: req }, req.params.id, req.body?.reason),
  });
};
