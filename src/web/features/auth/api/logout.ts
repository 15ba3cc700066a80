import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import { errorMessage } from "@web/lib/api";
import { callApi } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast";
import { userQueryKey } from "./get-user";

/** POST /api/logout; clears the user and every cached read (product.md §4, §8). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(authEndpoints.logout, {}),
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      toast({ title: "Logged out", description: "You have been successfully logged out." });
    },
    onError: (error) => toast({ title: "Logout failed", description: errorMessage(error, "Logout failed"), variant: "destructive" }),
  });
}
