import { activityLogQuery } from "@shared/activity-logs/activity-logs";
import type { Module } from "../../platform/module";
import { listFilters, listLogs } from "./activity-logs.service";

/** The activity log (/activity-logs): every write and sign-in event, for admins only. */
export const activityLogsRoutes: Module = async (app, { db }) => {
  app.get("/api/activity-logs", { config: { access: "admin" }, schema: { querystring: activityLogQuery } }, async (request) => listLogs(db, request.query));

  app.get("/api/activity-logs/filters", { config: { access: "admin" } }, async () => listFilters(db));
};
