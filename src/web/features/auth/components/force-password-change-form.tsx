import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useNavigate } from "@web/lib/router";
import { LogOut, ShieldCheck } from "lucide-react";
import { newPasswordFormSchema } from "@shared/identity/auth";
import { Button } from "@web/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { PasswordInput } from "@web/components/ui/password-input";
import { Spinner } from "@web/components/ui/spinner";
import { useChangePasswordFirstLogin } from "../api/change-password-first-login";
import { useLogout } from "../api/logout";
import { useUser } from "../api/get-user";
import { PASSWORD_RULES_HINT } from "../lib/password-rules";
import { schemaResolver } from "@web/lib/schema-form";

type Values = z.input<typeof newPasswordFormSchema>;

/** The forced-change dialog's content; loaded on demand so the form code stays out of the first download. */
export default function ForcePasswordChangeForm() {
  const { user } = useUser();
  const navigate = useNavigate();
  const change = useChangePasswordFirstLogin();
  const logout = useLogout();
  const form = useForm<Values, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver: schemaResolver(newPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const busy = change.isPending || logout.isPending;

  const submit = form.handleSubmit(({ newPassword }) => change.mutate(newPassword, { onSuccess: () => form.reset() }));
  const cancel = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        navigate("/auth", { replace: true });
      },
    });

  return (
    <>
      <DialogHeader className="pr-0">
        <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-amber-50 text-amber-600 ring-6 ring-amber-50/60">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <DialogTitle>Change your password</DialogTitle>
        <DialogDescription>
          {user?.name ? `Welcome, ${user.name}. ` : ""}You signed in with a temporary password. Choose a new password to continue using Sitebook.
        </DialogDescription>
      </DialogHeader>
      <form id="force-password-change" onSubmit={submit} noValidate className="grid gap-4">
        {user?.email && <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />}
        <FormField
          label="New Password"
          htmlFor="force-new-password"
          error={errors.newPassword?.message}
          hint={errors.newPassword ? undefined : PASSWORD_RULES_HINT}
        >
          <PasswordInput autoComplete="new-password" autoFocus {...form.register("newPassword")} />
        </FormField>
        <FormField label="Confirm New Password" htmlFor="force-confirm-password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
      </form>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={cancel} disabled={busy}>
          {logout.isPending ? <Spinner size="sm" label="Logging out" className="text-current" /> : <LogOut aria-hidden="true" />}
          Cancel &amp; Logout
        </Button>
        <Button type="submit" form="force-password-change" disabled={busy}>
          {change.isPending && <Spinner size="sm" label="Changing password" className="text-current" />}
          {change.isPending ? "Changing Password..." : "Change Password"}
        </Button>
      </DialogFooter>
    </>
  );
}
