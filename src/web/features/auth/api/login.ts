import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "@web/lib/api";
import { callApi } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import { userQueryKey } from "./get-user";
import { takeAccountToken } from "@web/lib/bot-check";
import { guardedPost, retryNetworkOnce, toastIfBotCheckFailed } from "./guarded-request";

export type LoginInput = { email: string; password: string };

/** A lock answered before the password was checked: the account's proof of work at this level gets past it (decision 0013). */
const proofAsked = (error: unknown) =>
  error instanceof ApiError && error.status === 429 && typeof (error.body as { proofLevel?: unknown } | null)?.proofLevel === "number";

/**
 * POST /api/login: the username field carries the email (product.md §3). When an attacker's guesses
 * have locked the account, the browser does the account's longer proof of work and sends it once more.
 */
export async function login({ email, password }: LoginInput) {
  try {
    return await guardedPost(authEndpoints.login, "login", { username: email, password });
  } catch (error) {
    if (!proofAsked(error)) throw error;
    const recaptchaToken = await takeAccountToken(email);
    return callApi(authEndpoints.login, { body: { username: email, password, recaptchaToken } }, { retry: false });
  }
}

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
