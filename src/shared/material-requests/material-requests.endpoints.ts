import { endpoint, under, type Changes } from "../common/contract";
import { purchaseOrdersEndpoints } from "../purchase-orders/purchase-orders.endpoints";
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
import { recordEndpoints } from "../common/record-endpoints";

const request = recordEndpoints("material-requests", "Contracts", mrIdParams);

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
  listForProject: request.forProject("A contract's material requests, paged", listProjectRequestsQuery, materialRequestListSchema),
  create: request.create("Raise a material request for a contract (pending)", createMaterialRequestSchema, materialRequestSchema),
  get: request.get("One material request", materialRequestSchema),
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
  remove: request.remove("Delete a pending or rejected request (to Delete Records)", "edit"),
};

/** What a write here changes (decision 0062): the lists, every contract's included (a step moves a request between the status filters). */
export const materialRequestsChanges: Changes = [materialRequestsEndpoints.list, materialRequestsEndpoints.listForProject];
/** Converting also makes a draft order: every order read too. */
export const convertRequestChanges: Changes = [...materialRequestsChanges, under(purchaseOrdersEndpoints.list)];
