import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { activityLogsEndpoints } from "@shared/activity-logs/activity-logs.endpoints";
import { callApi } from "@web/lib/api-client";

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
  queryOptions({
    queryKey: ["/api/activity-logs", params],
    queryFn: () => callApi(activityLogsEndpoints.list, { query: withoutBlanks(params) }),
    placeholderData: keepPreviousData,
    // A log is read to see what just happened: always fetch afresh when the screen opens.
    staleTime: 0,
  });

/** GET /api/activity-logs: paged on the server, newest first. */
export function useActivityLogs(params: ActivityLogParams, enabled = true) {
  return useQuery({ ...activityLogsQuery(params), enabled });
}

export const activityLogFiltersQuery = queryOptions({
  queryKey: ["/api/activity-logs/filters"],
  queryFn: () => callApi(activityLogsEndpoints.filters, {}),
  staleTime: 60_000,
});

/** GET /api/activity-logs/filters: the dropdowns' choices. */
export function useActivityLogFilters(enabled = true) {
  return useQuery({ ...activityLogFiltersQuery, enabled });
}
