import { endpoint, under, type Changes } from "../common/contract";
import { outboxEndpoints } from "./outbox.endpoints";
import { pageOf, pageQuery } from "../common/paging";
import {
  approveAccessRequestSchema,
  createUserSchema,
  listUsersQuery,
  rejectAccessRequestSchema,
  teamUserSchema,
  updateUserSchema,
  userIdParams,
} from "./users";

/** Team Management (admin only): people, and the access requests waiting for an answer. */
export const usersEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/users",
    access: "admin",
    summary: "The team, paged, filtered by status and searched by name or email",
    query: listUsersQuery,
    response: pageOf(teamUserSchema),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/users",
    access: "admin",
    summary: "Add someone directly: an active account whose temporary password is emailed",
    body: createUserSchema,
    response: teamUserSchema,
    status: 201,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/users/:id",
    access: "admin",
    summary: "Change a person's name, role or mobile (the last active Admin keeps the role)",
    params: userIdParams,
    body: updateUserSchema,
    response: teamUserSchema,
  }),
  deactivate: endpoint({
    method: "POST",
    path: "/api/users/:id/deactivate",
    access: "admin",
    summary: "Deactivate an account and end its sessions",
    params: userIdParams,
    response: teamUserSchema,
  }),
  reactivate: endpoint({
    method: "POST",
    path: "/api/users/:id/reactivate",
    access: "admin",
    summary: "Reactivate a deactivated account",
    params: userIdParams,
    response: teamUserSchema,
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/api/users/:id/reset-password",
    access: "admin",
    summary: "Email a new temporary password, to be changed at the next sign-in; ends the person's sessions",
    params: userIdParams,
    response: teamUserSchema,
  }),
  listAccessRequests: endpoint({
    method: "GET",
    path: "/api/access-requests",
    access: "admin",
    summary: "Access requests waiting for an answer, newest first",
    query: pageQuery,
    response: pageOf(teamUserSchema),
  }),
  approveAccessRequest: endpoint({
    method: "POST",
    path: "/api/access-requests/:id/approve",
    access: "admin",
    summary: "Approve a request with the role asked for or another; the temporary password is emailed",
    params: userIdParams,
    body: approveAccessRequestSchema.optional(),
    response: teamUserSchema,
  }),
  rejectAccessRequest: endpoint({
    method: "POST",
    path: "/api/access-requests/:id/reject",
    access: "admin",
    summary: "Reject a request, with an optional reason for the email",
    params: userIdParams,
    body: rejectAccessRequestSchema.optional(),
    response: teamUserSchema,
  }),
};

/** What a team write changes (decision 0062): the users and access requests it touches, and the outbox (most send an email). */
export const teamChanges: Changes = [under(usersEndpoints.list), under(usersEndpoints.listAccessRequests), under(outboxEndpoints.list)];
