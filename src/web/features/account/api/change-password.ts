import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { CURRENT_USER_KEY } from "./update-user";

/** POST /api/user/change-password: other sessions end, this one stays; the user is reloaded (product.md §7). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => apiRequest<{ message: string }>("POST", "/api/user/change-password", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
