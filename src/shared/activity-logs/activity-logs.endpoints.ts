import { endpoint } from "../common/contract";
import { pageOf } from "../common/paging";
import { activityLogEntrySchema, activityLogFiltersSchema, activityLogQuery } from "./activity-logs";

/** The activity log (/activity-logs): every write and sign-in event, for admins only. */
export const activityLogsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/activity-logs",
    access: "admin",
    summary: "The activity log, newest first, paged, filtered by user, category, action, severity, words and UK days",
    query: activityLogQuery,
    response: pageOf(activityLogEntrySchema),
  }),
  filters: endpoint({
    method: "GET",
    path: "/api/activity-logs/filters",
    access: "admin",
    summary: "What the filter bar offers: the categories, recent actions and users in the log",
    response: activityLogFiltersSchema,
  }),
};
