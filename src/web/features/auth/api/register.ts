import { useMutation } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@web/lib/api";
import { toast } from "@web/components/ui/toast";
import type { CurrentUser } from "./get-user";

export type RegisterInput = { email: string; password: string; name: string; role: string };

/** POST /api/register (administrators only, docs/decisions/0005-register.md); username equals the email. */
export const register = (input: RegisterInput) => apiRequest<CurrentUser>("POST", "/api/register", { ...input, username: input.email });

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      toast({ title: "Registration successful", description: `Welcome, ${user.name}!` });
      // product.md §4: a full load of /contracts, which reads the signed-in user afresh.
      window.location.assign("/contracts");
    },
    onError: (error) => toast({ title: "Registration failed", description: errorMessage(error, "Registration failed"), variant: "destructive" }),
  });
}
