import { reportsEndpoints } from "@shared/reports/reports.endpoints";
import type { ServerModule } from "../../platform/module";
import { reportsRoutes } from "./reports.routes";

/** The reports module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const reportsModule: ServerModule = {
  name: "reports",
  endpoints: { reports: reportsEndpoints },
  routes: reportsRoutes,
  mail: { "issue-report": { label: "Issue report" }, "error-report": { label: "Error report" } },
};
