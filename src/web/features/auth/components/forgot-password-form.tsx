import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ArrowLeft, Mail } from "lucide-react";
import { forgotPasswordFormSchema } from "@shared/identity/auth";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { useRequestResetCode } from "../api/forgot-password";
import { prepareBotToken } from "@web/lib/bot-check";
import { schemaResolver } from "@web/lib/schema-form";

type Values = z.input<typeof forgotPasswordFormSchema>;

export type ForgotPasswordFormProps = {
  defaultEmail?: string;
  onSent: (email: string, message: string | undefined) => void;
  onBack: () => void;
};

/** The reset-code request stage (product.md §2.2): email only. */
export function ForgotPasswordForm({ defaultEmail = "", onSent, onBack }: ForgotPasswordFormProps) {
  const request = useRequestResetCode();
  const form = useForm<Values, unknown, z.output<typeof forgotPasswordFormSchema>>({
    resolver: schemaResolver(forgotPasswordFormSchema),
    defaultValues: { email: defaultEmail },
  });

  useEffect(() => prepareBotToken("forgot_password"), []);

  const submit = form.handleSubmit(({ email }) => request.mutate(email, { onSuccess: (answer) => onSent(email, answer?.message) }));

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Request a reset code">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold text-slate-900">Forgot your password?</h2>
        <p className="text-sm text-slate-500">Enter the email you sign in with and we'll email you a 6-digit reset code.</p>
      </div>
      <FormField label="Email" htmlFor="forgot-email" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="you@company.co.uk" autoFocus {...form.register("email")} />
      </FormField>
      <div className="grid gap-2">
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? <Spinner size="sm" label="Sending" className="text-current" /> : <Mail aria-hidden="true" />}
          {request.isPending ? "Sending..." : "Send Reset Code"}
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={onBack} disabled={request.isPending}>
          <ArrowLeft aria-hidden="true" />
          Back to login
        </Button>
      </div>
    </form>
  );
}
