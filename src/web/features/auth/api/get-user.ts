import { queryOptions, useQuery } from "@tanstack/react-query";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import type { CurrentUser } from "@shared/identity/user";
import { callApiOrNull } from "@web/lib/api-client";

/** The signed-in user as GET /api/user answers it. */
export type { CurrentUser };

export const userQueryKey = ["/api/user"] as const;

/** 401 gives an empty user, not an error. */
export const userQuery = queryOptions({
  queryKey: userQueryKey,
  queryFn: () => callApiOrNull(authEndpoints.currentUser, {}),
  staleTime: 60_000,
});

export function useUser() {
  const { data, isLoading } = useQuery(userQuery);
  return { user: data ?? null, isLoading };
}
