import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";
import type { Page } from "@shared/common/paging";
import type { TeamUser } from "@shared/identity/users";
import type { UserStatus } from "@shared/identity/roles";

export type UsersParams = { page: number; pageSize: number; status?: UserStatus; search?: string };

export const usersQueryKey = ["/api/users"] as const;

export function usersQuery(params: UsersParams) {
  const qs = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.status) qs.set("status", params.status);
  if (params.search) qs.set("search", params.search);
  return queryOptions({
    queryKey: [...usersQueryKey, params],
    queryFn: () => apiGet<Page<TeamUser>>(`/api/users?${qs}`),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UsersParams) {
  return useQuery(usersQuery(params));
}
