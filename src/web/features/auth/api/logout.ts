import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import { errorMessage } from "@web/lib/api";
import { callApi, isChanged, keyOf } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast";
import { forgetOfflineSession } from "@web/lib/offline-session";

/** POST /api/logout; clears the user and every cached read (product.md §4, §8). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(authEndpoints.logout, {}),
    onSuccess: () => {
      forgetOfflineSession();
      queryClient.setQueryData(keyOf(authEndpoints.currentUser, {}), null);
      queryClient.removeQueries({ predicate: (q) => !isChanged(q.queryKey, authEndpoints.currentUser) });
      toast({ title: "Logged out", description: "You have been successfully logged out." });
    },
    onError: (error) => toast({ title: "Logout failed", description: errorMessage(error, "Logout failed"), variant: "destructive" }),
  });
}
