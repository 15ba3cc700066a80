import { z } from "zod";
import { endpoint } from "../common/contract";

/** For load balancers and monitors: is this server up, and is its database answering? */
export const healthEndpoints = {
  check: endpoint({
    method: "GET",
    path: "/api/health",
    access: "public",
    summary: "Whether the server is up; 503 with Retry-After when its database is not answering",
    response: z.object({
      status: z.literal("ok"),
      /** Present when the database answered recently but is slow to answer now (a queue of work). */
      database: z.literal("busy").optional(),
    }),
  }),
};
