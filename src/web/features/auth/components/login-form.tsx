import { useEffect, useRef, useState, type FormEvent } from "react";
import { LogIn } from "lucide-react";
import { loginFormSchema } from "@shared/identity/auth";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { Spinner } from "@web/components/ui/spinner";
import { messagesByField } from "@web/lib/schema-errors";
import { useLogin } from "../api/login";
import { prepareBotToken } from "@web/lib/bot-check";
import type { CurrentUser } from "../api/get-user";

export type LoginFormProps = {
  defaultEmail?: string;
  /** Starts the forgot-password flow with whatever is in the email field. */
  onForgotPassword: (email: string) => void;
  onSignedIn: (user: CurrentUser) => void;
};

/**
 * product.md §2.2 Login tab: email, password with show/hide, "Logging in..." while pending.
 *
 * Checked with the shared schema's safeParse rather than react-hook-form: this is the first form
 * most visits see, and react-hook-form with its resolver is 16 kB gzipped of the sign-in page's
 * budget (issue 13). It behaves as the other forms do: messages on submit, then re-checked as the
 * user types, the focus on the first refused field (lib/focus-first-error.ts).
 */
export function LoginForm({ defaultEmail = "", onForgotPassword, onSignedIn }: LoginFormProps) {
  const login = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string> | null>(null);

  useEffect(() => prepareBotToken("login"), []);

  const read = () => {
    const data = new FormData(formRef.current ?? undefined);
    return loginFormSchema.safeParse({ email: data.get("email") ?? "", password: data.get("password") ?? "" });
  };
  // After the first refused submit, the messages follow what is typed (react-hook-form's reValidateMode).
  const recheck = () => {
    if (errors === null) return;
    const parsed = read();
    setErrors(parsed.success ? {} : messagesByField(parsed.error));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = read();
    if (!parsed.success) return setErrors(messagesByField(parsed.error));
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: onSignedIn,
      onError: () => formRef.current?.querySelector<HTMLInputElement>("#login-password")?.focus(),
    });
  };
  const emailValue = () => String(new FormData(formRef.current ?? undefined).get("email") ?? "");

  return (
    <form ref={formRef} onSubmit={submit} onChange={recheck} noValidate className="grid gap-4" aria-label="Login">
      <FormField label="Email" htmlFor="login-email" error={errors?.email}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@company.co.uk"
          autoFocus={!defaultEmail}
          name="email"
          defaultValue={defaultEmail}
        />
      </FormField>
      <div className="grid gap-1.5">
        <FormField label="Password" htmlFor="login-password" error={errors?.password}>
          <PasswordInput autoComplete="current-password" placeholder="Enter your password" autoFocus={Boolean(defaultEmail)} name="password" />
        </FormField>
        <div className="flex justify-end">
          <Button type="button" variant="link" size="sm" className="h-auto text-sm" onClick={() => onForgotPassword(emailValue())}>
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
