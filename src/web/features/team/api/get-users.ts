import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { usersEndpoints } from "@shared/identity/users.endpoints";
import type { UserStatus } from "@shared/identity/roles";
import { callApi } from "@web/lib/api-client";

export type UsersParams = { page: number; pageSize: number; status?: UserStatus; search?: string };

export const usersQueryKey = ["/api/users"] as const;

export function usersQuery(params: UsersParams) {
  return queryOptions({
    queryKey: [...usersQueryKey, params],
    queryFn: () => callApi(usersEndpoints.list, { query: { ...params, status: params.status || undefined, search: params.search || undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UsersParams) {
  return useQuery(usersQuery(params));
}
