import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { usersEndpoints } from "@shared/identity/users.endpoints";
import type { UserStatus } from "@shared/identity/roles";
import { queryOf } from "@web/lib/api-client";

export type UsersParams = { page: number; pageSize: number; status?: UserStatus; search?: string };

export function usersQuery(params: UsersParams) {
  const query = { ...params, status: params.status || undefined, search: params.search || undefined };
  return queryOf(usersEndpoints.list, { query }, { placeholderData: keepPreviousData });
}

export function useUsers(params: UsersParams) {
  return useQuery(usersQuery(params));
}
