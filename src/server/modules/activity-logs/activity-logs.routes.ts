import { activityLogsEndpoints } from "@shared/activity-logs/activity-logs.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { listFilters, listLogs } from "./activity-logs.service";

/** The activity log (/activity-logs): every write and sign-in event, for admins only. */
export const activityLogsRoutes: Module = async (app, { db }) => {
  routes(app, activityLogsEndpoints, {
    list: (request) => listLogs(db, request.query),
    filters: () => listFilters(db),
  });
};
