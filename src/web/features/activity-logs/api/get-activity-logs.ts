import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ActivityLogEntry, ActivityLogFilters } from "@shared/activity-logs/activity-logs";
import type { Page } from "@shared/common/paging";
import { apiGet } from "@web/lib/api";

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

function toQueryString(params: ActivityLogParams) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") q.set(k, String(v));
  return q.toString();
}

export const activityLogsQuery = (params: ActivityLogParams) =>
  queryOptions({
    queryKey: ["/api/activity-logs", params],
    queryFn: () => apiGet<Page<ActivityLogEntry>>(`/api/activity-logs?${toQueryString(params)}`),
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
  queryFn: () => apiGet<ActivityLogFilters>("/api/activity-logs/filters"),
  staleTime: 60_000,
});

/** GET /api/activity-logs/filters: the dropdowns' choices. */
export function useActivityLogFilters(enabled = true) {
  return useQuery({ ...activityLogFiltersQuery, enabled });
}
