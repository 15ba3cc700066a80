import { endpoint } from "../common/contract";
import { slugParams } from "../common/slug";
import { timelinePageSchema, timelineQuery } from "./timeline";

/** The project timeline tab: everything that happened on a contract, newest first, by keyset pages. */
export const timelineEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/timeline",
    access: ["Contracts", "view"],
    summary: "Everything that happened on a contract, newest first, filtered by kind, a page at a time by cursor",
    params: slugParams,
    query: timelineQuery,
    response: timelinePageSchema,
  }),
};
