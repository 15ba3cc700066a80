import { endpoint, noContent, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { slugParams } from "../common/slug";
import { listVisitorsQuery, visitorDaySchema, visitorIdParams, visitorSchema, visitorViewSchema } from "./visitor";

/** Visitors signed in on site (issue 4), with the carbon of their journey. Site records: the Contracts permission. */
export const visitorsEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/visitors",
    access: ["Contracts", "create"],
    summary: "Sign a visitor in; a distance left blank is estimated from the origin postcode, and the journey's carbon worked out",
    body: visitorSchema,
    response: visitorViewSchema,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/visitors/:id",
    access: ["Contracts", "view"],
    summary: "One visit with the carbon figure of its journey",
    params: visitorIdParams,
    response: visitorViewSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/visitors/:id",
    access: ["Contracts", "edit"],
    summary: "Change a visit; its figure keeps its factor unless the travel changes",
    params: visitorIdParams,
    body: visitorSchema,
    response: visitorViewSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/visitors/:id",
    access: ["Contracts", "edit"],
    summary: "Delete a visit (to Delete Records, with its figure)",
    params: visitorIdParams,
    response: noContent,
    status: 204,
  }),
  signOut: endpoint({
    method: "POST",
    path: "/api/visitors/:id/sign-out",
    access: ["Contracts", "edit"],
    summary: "Sign a visitor out now (UK time); only on the day of the visit",
    params: visitorIdParams,
    response: visitorViewSchema,
  }),
  listForProject: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/visitors",
    access: ["Contracts", "view"],
    summary: "A contract's visitors of one day (or of every day), those on site first, paged",
    params: slugParams,
    query: listVisitorsQuery,
    response: visitorDaySchema,
  }),
};

/** What a write here changes (decision 0062): every read of its contract (attendance, the timeline, the carbon tab) and every visitor. */
export const visitorsChanges: Changes = [under(projectsEndpoints.getBySlug), under(visitorsEndpoints.get)];
