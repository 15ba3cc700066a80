import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "@web/lib/api";
import { toast } from "@web/components/ui/toast";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import { userQueryKey } from "./get-user";
import { guardedPost, retryNetworkOnce, toastIfBotCheckFailed } from "./guarded-request";

export type LoginInput = { email: string; password: string };

/** POST /api/login: the username field carries the email (product.md §3). */
export const login = ({ email, password }: LoginInput) => guardedPost(authEndpoints.login, "login", { username: email, password });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    retry: retryNetworkOnce,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: "Login successful", description: `Welcome back, ${user.name}!` });
    },
    onError: (error) => {
      if (toastIfBotCheckFailed(error)) return;
      toast({ title: "Login failed", description: errorMessage(error, "Login failed"), variant: "destructive" });
    },
  });
}
