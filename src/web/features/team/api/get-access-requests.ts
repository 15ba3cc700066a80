import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";
import type { Page } from "@shared/common/paging";
import type { TeamUser } from "@shared/identity/users";

export const accessRequestsQueryKey = ["/api/access-requests"] as const;

export function accessRequestsQuery(page: number, pageSize = 12) {
  return queryOptions({
    queryKey: [...accessRequestsQueryKey, { page, pageSize }],
    queryFn: () => apiGet<Page<TeamUser>>(`/api/access-requests?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}

/** Pending requests, newest first; `total` feeds the tab's count badge. */
export function useAccessRequests(page = 1, enabled = true) {
  return useQuery({ ...accessRequestsQuery(page), enabled });
}
