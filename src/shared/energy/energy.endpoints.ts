import { endpoint, noContent, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { recordIdParams } from "../common/ids";
import { pageOf } from "../common/paging";
import { slugParams } from "../common/slug";
import { energyEntrySchema, energyEntryViewSchema, energyListQuery } from "./energy-entry";

/** Energy readings (scope2_energy): a diary add action, so the Contracts permission like the labour entries beside them (decision 0009). */
export const energyEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/energy-entries",
    access: ["Contracts", "create"],
    summary: "Log an energy reading; its carbon is worked out from the reporting year's factor",
    body: energyEntrySchema,
    response: energyEntryViewSchema,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/energy-entries/:id",
    access: ["Contracts", "view"],
    summary: "One energy reading with its carbon figures",
    params: recordIdParams,
    response: energyEntryViewSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/energy-entries/:id",
    access: ["Contracts", "edit"],
    summary: "Change an energy reading; its figure keeps its factor unless the quantities or the factor choice change",
    params: recordIdParams,
    body: energyEntrySchema,
    response: energyEntryViewSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/energy-entries/:id",
    access: ["Contracts", "edit"],
    summary: "Delete an energy reading (to Delete Records, with its figures)",
    params: recordIdParams,
    response: noContent,
    status: 204,
  }),
  listForProject: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/energy-entries",
    access: ["Contracts", "view"],
    summary: "A contract's energy readings, newest first, paged",
    params: slugParams,
    query: energyListQuery,
    response: pageOf(energyEntryViewSchema),
  }),
};

/** What a write here changes (decision 0062): every read of its contract (the diary, the timeline, the carbon tab). */
export const energyChanges: Changes = [under(projectsEndpoints.getBySlug)];
