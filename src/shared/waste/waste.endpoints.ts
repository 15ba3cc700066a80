import { z } from "zod";
import { endpoint, noContent, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { recordIdParams } from "../common/ids";
import { pageOf } from "../common/paging";
import { slugParams } from "../common/slug";
import { wasteEntrySchema, wasteListQuery, wasteMaterialRoutesSchema, wasteRoutesQuery, wasteViewSchema } from "./waste-entry";

/**
 * Waste leaving site (carbon_entries, kind 'waste'): a diary add action, so the Contracts permission
 * like the labour entries beside it (docs/decisions/0009-carbon-figures.md).
 */
export const wasteEndpoints = {
  // Public DESNZ data like the factor library, so any signed-in user.
  materialRoutes: endpoint({
    method: "GET",
    path: "/api/waste-entries/routes",
    access: "user",
    summary: "Each DESNZ waste material with the disposal routes it has a factor for in the reporting year",
    query: wasteRoutesQuery,
    response: z.object({ items: z.array(wasteMaterialRoutesSchema) }),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/waste-entries",
    access: ["Contracts", "create"],
    summary: "Log waste leaving site; its carbon is worked out from the DESNZ factor of the material and route",
    body: wasteEntrySchema,
    response: wasteViewSchema,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/waste-entries/:id",
    access: ["Contracts", "view"],
    summary: "One waste entry with its carbon figure",
    params: recordIdParams,
    response: wasteViewSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/waste-entries/:id",
    access: ["Contracts", "edit"],
    summary: "Change a waste entry; its figure keeps its factor unless the weight or the factor choice change",
    params: recordIdParams,
    body: wasteEntrySchema,
    response: wasteViewSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/waste-entries/:id",
    access: ["Contracts", "edit"],
    summary: "Delete a waste entry (to Delete Records, with its figure)",
    params: recordIdParams,
    response: noContent,
    status: 204,
  }),
  listForProject: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/waste-entries",
    access: ["Contracts", "view"],
    summary: "A contract's waste entries, newest first, paged",
    params: slugParams,
    query: wasteListQuery,
    response: pageOf(wasteViewSchema),
  }),
};

/** What a write here changes (decision 0062): every read of its contract (the waste list, the timeline, the carbon tab). */
export const wasteChanges: Changes = [under(projectsEndpoints.getBySlug)];
