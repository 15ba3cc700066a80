import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { usersEndpoints } from "@shared/identity/users.endpoints";
import { queryOf } from "@web/lib/api-client";

export function accessRequestsQuery(page: number, pageSize = 12) {
  return queryOf(usersEndpoints.listAccessRequests, { query: { page, pageSize } }, { placeholderData: keepPreviousData });
}

/** Pending requests, newest first; `total` feeds the tab's count badge. */
export function useAccessRequests(page = 1, enabled = true) {
  return useQuery({ ...accessRequestsQuery(page), enabled });
}
