import { endpoint, noContent, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { recordIdParams } from "../common/ids";
import { pageOf } from "../common/paging";
import { slugParams } from "../common/slug";
import { scope3EntrySchema, scope3EntryViewSchema, scope3ListQuery } from "./scope3-entry";

/**
 * Additional indirect (Scope 3) entries: water, purchased goods, subcontractors, other waste.
 * Carbon records rather than site records, so the Carbon Tracking permission (decision 0009).
 */
export const scope3Endpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/scope3-entries",
    access: ["Carbon Tracking", "create"],
    summary: "Log a Scope 3 entry; its carbon is worked out from a factor or taken as the supplier reported it",
    body: scope3EntrySchema,
    response: scope3EntryViewSchema,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/scope3-entries/:id",
    access: ["Carbon Tracking", "view"],
    summary: "One Scope 3 entry with its carbon figures",
    params: recordIdParams,
    response: scope3EntryViewSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/scope3-entries/:id",
    access: ["Carbon Tracking", "edit"],
    summary: "Change a Scope 3 entry; its figures keep their factors unless the quantities or the factor choice change",
    params: recordIdParams,
    body: scope3EntrySchema,
    response: scope3EntryViewSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/scope3-entries/:id",
    access: ["Carbon Tracking", "edit"],
    summary: "Delete a Scope 3 entry (to Delete Records, with its figures)",
    params: recordIdParams,
    response: noContent,
    status: 204,
  }),
  listForProject: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/scope3-entries",
    access: ["Carbon Tracking", "view"],
    summary: "A contract's Scope 3 entries, newest first, paged",
    params: slugParams,
    query: scope3ListQuery,
    response: pageOf(scope3EntryViewSchema),
  }),
};

/** What a write here changes (decision 0062): every read of its contract (the diary, the timeline, the carbon tab). */
export const scope3Changes: Changes = [under(projectsEndpoints.getBySlug)];
