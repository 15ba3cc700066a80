import { activityLogsEndpoints } from "@shared/activity-logs/activity-logs.endpoints";
import type { ServerModule } from "../../platform/module";
import { activityLogsRoutes } from "./activity-logs.routes";

/** The activity-logs module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const activityLogsModule: ServerModule = {
  name: "activity-logs",
  endpoints: { activityLogs: activityLogsEndpoints },
  routes: activityLogsRoutes,
};
