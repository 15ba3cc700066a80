import { queryOptions, useQuery } from "@tanstack/react-query";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import type { CurrentUser } from "@shared/identity/user";
import { callApiOrNull, keyOf } from "@web/lib/api-client";
import { orRemembered } from "@web/lib/offline-session";

/** The signed-in user as GET /api/user answers it. */
export type { CurrentUser };

/** The current user's key: its changes (a name, a picture, a password) set or refresh it here. */
export const userQueryKey = keyOf(authEndpoints.currentUser, {});

/** 401 gives an empty user, not an error. */
export const userQuery = queryOptions({
  queryKey: userQueryKey,
  // At a gate with no signal, the last answer kept on the device (lib/offline-session.ts).
  queryFn: () => orRemembered("user", () => callApiOrNull(authEndpoints.currentUser, {})),
  staleTime: 60_000,
});

export function useUser() {
  const { data, isLoading } = useQuery(userQuery);
  return { user: data ?? null, isLoading };
}
