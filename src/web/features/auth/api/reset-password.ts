import { useMutation } from "@tanstack/react-query";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import { ApiError } from "@web/lib/api";
import { toast } from "@web/components/ui/toast";
import { guardedPost, isNetworkError, retryNetworkOnce, toastIfBotCheckFailed } from "./guarded-request";

export type ResetPasswordInput = { email: string; resetCode: string; newPassword: string };

/** POST /api/reset-password with the emailed code. */
export const resetPassword = (input: ResetPasswordInput) => guardedPost(authEndpoints.resetPassword, "reset_password", input);

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    retry: retryNetworkOnce,
    onSuccess: () =>
      toast({ title: "Password Reset Successful", description: "Your password has been reset successfully. You can now log in with your new password." }),
    onError: (error) => {
      if (toastIfBotCheckFailed(error)) return;
      if (isNetworkError(error)) {
        toast({ title: "Network Error", description: "Unable to connect to the server. Please check your connection and try again.", variant: "destructive" });
        return;
      }
      const message = error instanceof ApiError ? (error.body as { message?: unknown } | undefined)?.message : undefined;
      toast({
        title: "Reset Failed",
        description: typeof message === "string" && message ? message : "Failed to reset password. Please check your reset code and try again.",
        variant: "destructive",
      });
    },
  });
}
