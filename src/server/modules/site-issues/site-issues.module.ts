import { siteIssuesEndpoints } from "@shared/site-issues/site-issues.endpoints";
import type { ServerModule } from "../../platform/module";
import { siteIssuesRoutes } from "./site-issues.routes";
import { siteIssuesTimeline } from "./site-issues.timeline";

/** The site-issues module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const siteIssuesModule: ServerModule = {
  name: "site-issues",
  endpoints: { siteIssues: siteIssuesEndpoints },
  routes: siteIssuesRoutes,
  timeline: siteIssuesTimeline,
};
