import { endpoint, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { listVisitorsQuery, visitorDaySchema, visitorIdParams, visitorSchema, visitorViewSchema } from "./visitor";
import { recordEndpoints } from "../common/record-endpoints";

const visitor = recordEndpoints("visitors", "Contracts", visitorIdParams);

/** Visitors signed in on site (issue 4), with the carbon of their journey. Site records: the Contracts permission. */
export const visitorsEndpoints = {
  create: visitor.create(
    "Sign a visitor in; a distance left blank is estimated from the origin postcode, and the journey's carbon worked out",
    visitorSchema,
    visitorViewSchema,
  ),
  get: visitor.get("One visit with the carbon figure of its journey", visitorViewSchema),
  update: visitor.update("Change a visit; its figure keeps its factor unless the travel changes", visitorSchema, visitorViewSchema),
  remove: visitor.remove("Delete a visit (to Delete Records, with its figure)", "edit"),
  signOut: endpoint({
    method: "POST",
    path: "/api/visitors/:id/sign-out",
    access: ["Contracts", "edit"],
    summary: "Sign a visitor out now (UK time); only on the day of the visit",
    params: visitorIdParams,
    response: visitorViewSchema,
  }),
  listForProject: visitor.forProject("A contract's visitors of one day (or of every day), those on site first, paged", listVisitorsQuery, visitorDaySchema),
};

/** What a write here changes (decision 0062): every read of its contract (attendance, the timeline, the carbon tab) and every visitor. */
export const visitorsChanges: Changes = [under(projectsEndpoints.getBySlug), under(visitorsEndpoints.get)];
