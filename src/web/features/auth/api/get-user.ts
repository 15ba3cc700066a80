import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGetOrNull } from "@web/lib/api";

/** The signed-in user as GET /api/user answers it (product.md §3). */
export type CurrentUser = {
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
  mustChangePassword: boolean;
  profilePicture: string | null;
  mobile: string | null;
  /** ISO time of the latest sign-in. */
  lastLoginAt?: string | null;
};

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
