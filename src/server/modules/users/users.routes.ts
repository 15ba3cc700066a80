import type { Module } from "../../platform/module";
import { requireUser } from "../../platform/access";
import { pageQuery } from "@shared/common/paging";
import {
  approveAccessRequestSchema,
  createUserSchema,
  listUsersQuery,
  rejectAccessRequestSchema,
  updateUserSchema,
  userIdParams,
} from "@shared/identity/users";
import * as users from "./users.service";
import * as accessRequests from "./access-requests.service";

/** Team Management (admin only): people, and the access requests waiting for an answer. */
export const usersRoutes: Module = async (app, { db, mailer }) => {
  const admin = { access: "admin" } as const;
  const params = userIdParams;

  app.get("/api/users", { config: admin, schema: { querystring: listUsersQuery } }, (req) => users.listUsers(db, req.query));

  app.post("/api/users", { config: admin, schema: { body: createUserSchema } }, async (req, reply) => {
    reply.status(201);
    return users.createUser({ db, mailer, request: req }, req.body);
  });

  app.patch("/api/users/:id", { config: admin, schema: { params, body: updateUserSchema } }, (req) =>
    users.updateUser({ db, mailer, request: req }, requireUser(req).id, req.params.id, req.body),
  );

  app.post("/api/users/:id/deactivate", { config: admin, schema: { params } }, (req) =>
    users.deactivateUser({ db, mailer, request: req }, requireUser(req).id, req.params.id),
  );

  app.post("/api/users/:id/reactivate", { config: admin, schema: { params } }, (req) => users.reactivateUser({ db, mailer, request: req }, req.params.id));

  app.post("/api/users/:id/reset-password", { config: admin, schema: { params } }, (req) =>
    users.resetUserPassword({ db, mailer, request: req }, requireUser(req).id, req.params.id),
  );

  app.get("/api/access-requests", { config: admin, schema: { querystring: pageQuery } }, (req) => accessRequests.listAccessRequests(db, req.query));

  app.post("/api/access-requests/:id/approve", { config: admin, schema: { params, body: approveAccessRequestSchema.optional() } }, (req) =>
    accessRequests.approveAccessRequest({ db, mailer, request: req }, req.params.id, req.body?.role),
  );

  app.post("/api/access-requests/:id/reject", { config: admin, schema: { params, body: rejectAccessRequestSchema.optional() } }, (req) =>
    accessRequests.rejectAccessRequest({ db, mailer, request: req }, req.params.id, req.body?.reason),
  );
};
