import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountUser, UpdateUserForm } from "@shared/account/account";
import { accountEndpoints } from "@shared/account/account.endpoints";
import { callApi } from "@web/lib/api-client";

/** Query keys are the URL read: the current user is the "/api/user" query (owned by the auth feature). */
export const CURRENT_USER_KEY = ["/api/user"] as const;

/** Puts the answered user in the cache so the shell's name, mobile and picture update at once. */
export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: AccountUser) => queryClient.setQueryData(CURRENT_USER_KEY, (old: object | null | undefined) => ({ ...(old ?? {}), ...user }));
}

/** PATCH /api/user {name, mobile}. */
export function useUpdateUser() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (input: UpdateUserForm) => callApi(accountEndpoints.update, { body: input }),
    onSuccess: setUser,
  });
}
