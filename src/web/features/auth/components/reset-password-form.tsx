import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { KeyRound } from "lucide-react";
import { resetPasswordFormSchema } from "@shared/identity/auth";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { Spinner } from "@web/components/ui/spinner";
import { useResetPassword } from "../api/reset-password";
import { prepareBotToken } from "@web/lib/bot-check";
import { PASSWORD_RULES_HINT } from "../lib/password-rules";
import { schemaResolver } from "@web/lib/schema-form";

type Values = z.input<typeof resetPasswordFormSchema>;

export type ResetPasswordFormProps = {
  email: string;
  onDone: (email: string) => void;
  onCancel: () => void;
  onResend: () => void;
};

/** The reset-password stage (product.md §2.2): email read-only, code, new password twice, Cancel and Reset Password. */
export function ResetPasswordForm({ email, onDone, onCancel, onResend }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const form = useForm<Values, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: schemaResolver(resetPasswordFormSchema),
    defaultValues: { email, resetCode: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  useEffect(() => prepareBotToken("reset_password"), []);

  const submit = form.handleSubmit(({ confirmPassword: _confirm, ...input }) =>
    reset.mutate(input, {
      onSuccess: () => {
        form.reset();
        onDone(input.email);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Reset your password">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold text-slate-900">Reset your password</h2>
        <p className="text-sm text-slate-500">Enter the code we emailed you and choose a new password.</p>
      </div>
      <FormField label="Email" htmlFor="reset-email" error={errors.email?.message}>
        <Input type="email" autoComplete="username" readOnly {...form.register("email")} />
      </FormField>
      <FormField
        label="Reset Code"
        htmlFor="reset-code"
        error={errors.resetCode?.message}
        hint="Use the code from the most recent email titled Account Access Code or Account Verification. Check your junk folder if it hasn't arrived."
      >
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="6-digit code"
          maxLength={20}
          autoFocus
          className="font-mono tracking-[0.3em] placeholder:font-sans placeholder:tracking-normal"
          {...form.register("resetCode")}
        />
      </FormField>
      <FormField
        label="New Password"
        htmlFor="reset-new-password"
        error={errors.newPassword?.message}
        hint={errors.newPassword ? undefined : PASSWORD_RULES_HINT}
      >
        <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
      </FormField>
      <FormField label="Confirm New Password" htmlFor="reset-confirm-password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" className="sm:flex-1" onClick={onCancel} disabled={reset.isPending}>
          Cancel
        </Button>
        <Button type="submit" className="sm:flex-1" disabled={reset.isPending}>
          {reset.isPending ? <Spinner size="sm" label="Resetting" className="text-current" /> : <KeyRound aria-hidden="true" />}
          {reset.isPending ? "Resetting..." : "Reset Password"}
        </Button>
      </div>
      <p className="text-center text-sm text-slate-500">
        No code?{" "}
        <Button type="button" variant="link" size="sm" className="h-auto text-sm" onClick={onResend} disabled={reset.isPending}>
          Send a new one
        </Button>
      </p>
    </form>
  );
}
