import { endpoint, noContent, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { recordIdParams } from "../common/ids";
import { pageOf } from "../common/paging";
import { slugParams } from "../common/slug";
import { deliveryEntrySchema, deliveryListQuery, deliveryViewSchema } from "./delivery-entry";

/**
 * Deliveries to site (carbon_entries, kind 'delivery'): a diary add action and the deliveries tab,
 * so the Contracts permission like the labour entries beside them (docs/decisions/0009-carbon-figures.md).
 */
export const deliveriesEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/deliveries",
    access: ["Contracts", "create"],
    summary: "Log a delivery; its transport and material carbon are worked out from the vehicle, the load and each line's factor",
    body: deliveryEntrySchema,
    response: deliveryViewSchema,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/deliveries/:id",
    access: ["Contracts", "view"],
    summary: "One delivery with its carbon figures",
    params: recordIdParams,
    response: deliveryViewSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/deliveries/:id",
    access: ["Contracts", "edit"],
    summary: "Change a delivery; its figures keep their factors unless the quantities or the factor choices change",
    params: recordIdParams,
    body: deliveryEntrySchema,
    response: deliveryViewSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/deliveries/:id",
    access: ["Contracts", "edit"],
    summary: "Delete a delivery (to Delete Records, with its figures)",
    params: recordIdParams,
    response: noContent,
    status: 204,
  }),
  listForProject: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/deliveries",
    access: ["Contracts", "view"],
    summary: "A contract's deliveries, newest first, paged",
    params: slugParams,
    query: deliveryListQuery,
    response: pageOf(deliveryViewSchema),
  }),
};

/** What a write here changes (decision 0062): every read of its contract (the deliveries tab, the timeline, the carbon tab). */
export const deliveriesChanges: Changes = [under(projectsEndpoints.getBySlug)];
