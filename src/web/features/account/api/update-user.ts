import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountUser, UpdateUserForm } from "@shared/account/account";
import { accountEndpoints } from "@shared/account/account.endpoints";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import { callApi, keyOf } from "@web/lib/api-client";

/** The current user's read (GET /api/user, owned by the auth feature), by its endpoint's key. */
export const CURRENT_USER_KEY = keyOf(authEndpoints.currentUser, {});

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
