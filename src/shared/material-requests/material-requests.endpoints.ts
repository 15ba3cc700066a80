import { endpoint, noContent, under, type Changes } from "../common/contract";
import { purchaseOrdersEndpoints } from "../purchase-orders/purchase-orders.endpoints";
import { slugParams } from "../common/slug";
import {
  convertAnswerSchema,
  createMaterialRequestSchema,
  listMaterialRequestsQuery,
  listProjectRequestsQuery,
  materialRequestListSchema,
  materialRequestSchema,
  mrIdParams,
  rejectRequestSchema,
} from "./material-request";

/**
 * Material requests (issue 14; docs/decisions/0036-material-request-approval.md): site staff raise
 * them under Contracts; buyers decide and convert them under Purchase Orders. Each step is its own
 * route; an illegal step is 409 with the reason.
 */
export const materialRequestsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/material-requests",
    access: ["Purchase Orders", "view"],
    summary: "Material requests, most urgent pending first then newest, paged; filter by status, contract and urgency",
    query: listMaterialRequestsQuery,
    response: materialRequestListSchema,
  }),
  listForProject: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/material-requests",
    access: ["Contracts", "view"],
    summary: "A contract's material requests, paged",
    params: slugParams,
    query: listProjectRequestsQuery,
    response: materialRequestListSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/api/material-requests",
    access: ["Contracts", "create"],
    summary: "Raise a material request for a contract (pending)",
    body: createMaterialRequestSchema,
    response: materialRequestSchema,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/material-requests/:id",
    access: ["Contracts", "view"],
    summary: "One material request",
    params: mrIdParams,
    response: materialRequestSchema,
  }),
  approve: endpoint({
    method: "POST",
    path: "/api/material-requests/:id/approve",
    access: ["Purchase Orders", "edit"],
    summary: "Approve a pending request",
    params: mrIdParams,
    response: materialRequestSchema,
  }),
  reject: endpoint({
    method: "POST",
    path: "/api/material-requests/:id/reject",
    access: ["Purchase Orders", "edit"],
    summary: "Reject a pending request with a reason",
    params: mrIdParams,
    body: rejectRequestSchema,
    response: materialRequestSchema,
  }),
  convert: endpoint({
    method: "POST",
    path: "/api/material-requests/:id/convert",
    access: ["Purchase Orders", "create"],
    summary: "Turn an approved request into a draft purchase order pre-filled from it; both are linked",
    params: mrIdParams,
    response: convertAnswerSchema,
    status: 201,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/material-requests/:id",
    access: ["Contracts", "edit"],
    summary: "Delete a pending or rejected request (to Delete Records)",
    params: mrIdParams,
    response: noContent,
    status: 204,
  }),
};

/** What a write here changes (decision 0062): the lists, every contract's included (a step moves a request between the status filters). */
export const materialRequestsChanges: Changes = [materialRequestsEndpoints.list, materialRequestsEndpoints.listForProject];
/** Converting also makes a draft order: every order read too. */
export const convertRequestChanges: Changes = [...materialRequestsChanges, under(purchaseOrdersEndpoints.list)];
