import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { signupSchema } from "@shared/identity/auth";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import { errorMessage } from "@web/lib/api";
import { callApi } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast";

export type RegisterInput = Pick<z.input<typeof signupSchema>, "email" | "password" | "name" | "role">;

/** POST /api/register (administrators only, docs/decisions/0005-register.md); username equals the email. */
export const register = (input: RegisterInput) => callApi(authEndpoints.register, { body: { ...input, username: input.email } });

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
