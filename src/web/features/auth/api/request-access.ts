import { useMutation } from "@tanstack/react-query";
import { toast } from "@web/components/ui/toast";
import type { AccessRequestForm } from "@shared/identity/auth";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import { guardedPost, retryNetworkOnce, toastIfBotCheckFailed } from "./guarded-request";

/** POST /api/send-registration-request: only ok or not ok matters to the screen (product.md §7). */
export const sendAccessRequest = (input: AccessRequestForm) =>
  guardedPost(authEndpoints.requestAccess, "request_access", { ...input, message: input.message ?? "" });

export function useRequestAccess() {
  return useMutation({
    mutationFn: sendAccessRequest,
    retry: retryNetworkOnce,
    onSuccess: () => toast({ title: "Request Submitted Successfully!", description: "We'll review your request and get back to you within 24 hours." }),
    onError: (error) => {
      if (toastIfBotCheckFailed(error)) return;
      toast({ title: "Error", description: "Failed to send your request. Please try again.", variant: "destructive" });
    },
  });
}
