import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import { ApiError } from "@web/lib/api";
import { callApi } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast";
import { userQueryKey } from "./get-user";

/** POST /api/change-password-first-login: the forced change (product.md §2.6). */
export const changePasswordFirstLogin = (newPassword: string) => callApi(authEndpoints.changePasswordFirstLogin, { body: { newPassword } });

/** product.md §7–§8: on failure the answer's error field, else its text, else "Failed to change password". */
export function failureText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: unknown } | string | undefined;
  if (body && typeof body === "object" && typeof body.error === "string" && body.error) return body.error;
  if (typeof body === "string" && body) return body;
  return body && typeof body === "object" ? error.detail : "Failed to change password";
}

export function useChangePasswordFirstLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePasswordFirstLogin,
    onSuccess: async () => {
      toast({ title: "Password Changed Successfully", description: "Your password has been updated. You can now use the application." });
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    onError: (error) =>
      toast({ title: "Password Change Failed", description: failureText(error) ?? "There was a problem changing your password.", variant: "destructive" }),
  });
}
