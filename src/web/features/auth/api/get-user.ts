import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGetOrNull } from "@web/lib/api";
import type { CurrentUser } from "@shared/identity/user";

/** The signed-in user as GET /api/user answers it. */
export type { CurrentUser };

export const userQueryKey = ["/api/user"] as const;

/** 401 gives an empty user, not an error. */
export const userQuery = queryOptions({
  queryKey: userQueryKey,
  queryFn: () => apiGetOrNull<CurrentUser>("/api/user"),
  staleTime: 60_000,
});

export function useUser() {
  const { data, isLoading } = useQuery(userQuery);
  return { user: data ?? null, isLoading };
}
