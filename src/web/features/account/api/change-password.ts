import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountEndpoints } from "@shared/account/account.endpoints";
import { callApi } from "@web/lib/api-client";
import { CURRENT_USER_KEY } from "./update-user";

/** POST /api/user/change-password: other sessions end, this one stays; the user is reloaded (product.md §7). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => callApi(accountEndpoints.changePassword, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
