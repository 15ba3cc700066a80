import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { LogIn } from "lucide-react";
import { loginFormSchema } from "@shared/identity/auth";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { Spinner } from "@web/components/ui/spinner";
import { useLogin } from "../api/login";
import { prepareBotToken } from "../lib/bot-check";
import type { CurrentUser } from "../api/get-user";

type Values = z.input<typeof loginFormSchema>;

export type LoginFormProps = {
  defaultEmail?: string;
  /** Starts the forgot-password flow with whatever is in the email field. */
  onForgotPassword: (email: string) => void;
  onSignedIn: (user: CurrentUser) => void;
};

/** product.md §2.2 Login tab: email, password with show/hide, "Logging in..." while pending. */
export function LoginForm({ defaultEmail = "", onForgotPassword, onSignedIn }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<Values, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors } = form.formState;

  useEffect(() => prepareBotToken("login"), []);

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: () => form.setFocus("password"),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Login">
      <FormField label="Email" htmlFor="login-email" error={errors.email?.message}>
        <Input type="email" autoComplete="username" inputMode="email" placeholder="you@company.co.uk" autoFocus={!defaultEmail} {...form.register("email")} />
      </FormField>
      <div className="grid gap-1.5">
        <FormField label="Password" htmlFor="login-password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" placeholder="Enter your password" autoFocus={Boolean(defaultEmail)} {...form.register("password")} />
        </FormField>
        <div className="flex justify-end">
          <Button type="button" variant="link" size="sm" className="h-auto text-sm" onClick={() => onForgotPassword(form.getValues("email"))}>
            Forgot your password?
          </Button>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? <Spinner size="sm" label="Logging in" className="text-current" /> : <LogIn aria-hidden="true" />}
        {login.isPending ? "Logging in..." : "Login"}
      </Button>
    </form>
  );
}
