import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { activityLogsEndpoints } from "@shared/activity-logs/activity-logs.endpoints";
import { queryOf } from "@web/lib/api-client";

export type ActivityLogParams = {
  page: number;
  pageSize: number;
  userId?: string;
  category?: string;
  action?: string;
  severity?: string;
  search?: string;
  from?: string;
  to?: string;
};

/** An empty filter is no filter: left out of the query. */
const withoutBlanks = (params: ActivityLogParams) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ""));

export const activityLogsQuery = (params: ActivityLogParams) =>
  // A log is read to see what just happened: always fetch afresh when the screen opens.
  queryOf(activityLogsEndpoints.list, { query: withoutBlanks(params) }, { placeholderData: keepPreviousData, staleTime: 0 });

/** GET /api/activity-logs: paged on the server, newest first. */
export function useActivityLogs(params: ActivityLogParams, enabled = true) {
  return useQuery({ ...activityLogsQuery(params), enabled });
}

export const activityLogFiltersQuery = queryOf(activityLogsEndpoints.filters, {}, { staleTime: 60_000 });

/** GET /api/activity-logs/filters: the dropdowns' choices. */
export function useActivityLogFilters(enabled = true) {
  return useQuery({ ...activityLogFiltersQuery, enabled });
}
