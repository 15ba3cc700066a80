import { useMutation } from "@tanstack/react-query";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import { ApiError } from "@web/lib/api";
import { toast } from "@web/components/ui/toast";
import { guardedPost, isNetworkError, retryNetworkOnce, toastIfBotCheckFailed } from "./guarded-request";

/** POST /api/forgot-password. The server answers the same for every email (docs/decisions/0006). */
export const requestResetCode = (email: string) => guardedPost(authEndpoints.forgotPassword, "forgot_password", { email });

const serverMessage = (error: ApiError) => {
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === "string" && body.message ? body.message : undefined;
};

export function useRequestResetCode() {
  return useMutation({
    mutationFn: requestResetCode,
    retry: retryNetworkOnce,
    onSuccess: (answer) =>
      toast({ title: "Password Reset Codes Sent", description: answer?.message || "Multiple password reset emails sent to improve delivery chances." }),
    onError: (error) => {
      if (toastIfBotCheckFailed(error)) return;
      if (isNetworkError(error)) {
        toast({ title: "Network Error", description: "Unable to connect to the server. Please check your connection and try again.", variant: "destructive" });
      } else if (error instanceof ApiError && error.status === 404) {
        toast({ title: "Email Not Found", description: serverMessage(error) ?? "No account found with that email address.", variant: "destructive" });
      } else {
        const description = (error instanceof ApiError && serverMessage(error)) || "Failed to send password reset email. Please try again.";
        toast({ title: "Error", description, variant: "destructive" });
      }
    },
  });
}
