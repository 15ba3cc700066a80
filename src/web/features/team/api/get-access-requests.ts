import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { usersEndpoints } from "@shared/identity/users.endpoints";
import { callApi } from "@web/lib/api-client";

export const accessRequestsQueryKey = ["/api/access-requests"] as const;

export function accessRequestsQuery(page: number, pageSize = 12) {
  return queryOptions({
    queryKey: [...accessRequestsQueryKey, { page, pageSize }],
    queryFn: () => callApi(usersEndpoints.listAccessRequests, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** Pending requests, newest first; `total` feeds the tab's count badge. */
export function useAccessRequests(page = 1, enabled = true) {
  return useQuery({ ...accessRequestsQuery(page), enabled });
}
