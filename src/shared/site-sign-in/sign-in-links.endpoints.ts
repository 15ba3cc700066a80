import { endpoint, type Changes } from "../common/contract";
import { idParams } from "../common/ids";
import { personalLinkSchema } from "./site-public";

/**
 * A worker's personal sign-in link (issue 31): kept on their phone, it signs them in from any of the
 * contracts' posters. Issuing a new one stops the old one working.
 */

const workerParams = idParams("Worker not found");

export const signInLinkEndpoints = {
  link: endpoint({
    method: "GET",
    path: "/api/workers/:id/sign-in-link",
    access: ["Workforce", "view"],
    summary: "The worker's personal sign-in link (its address on this app) and when it was issued, or null",
    params: workerParams,
    response: personalLinkSchema.nullable(),
  }),
  issue: endpoint({
    method: "POST",
    path: "/api/workers/:id/sign-in-link",
    access: ["Workforce", "edit"],
    summary: "Issue the worker's personal sign-in link, or a new one: the old link stops working",
    params: workerParams,
    response: personalLinkSchema,
  }),
};

export const signInLinkChanges: Changes = [signInLinkEndpoints.link];
