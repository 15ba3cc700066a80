import { useForm } from "react-hook-form";
import { changePasswordFormSchema, type ChangePasswordForm as FormValues } from "@shared/account/account";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useChangePassword } from "../api/change-password";
import { schemaResolver } from "@web/lib/schema-form";
import { serverFieldErrors } from "@web/lib/server-field-errors";

const empty: FormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current, new and confirm; the new password follows the reset form's rules (product.md §5). */
export function ChangePasswordForm() {
  const form = useForm<FormValues>({ resolver: schemaResolver(changePasswordFormSchema), defaultValues: empty, mode: "onTouched" });
  const change = useChangePassword();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(empty);
          toast({ title: "Password Changed Successfully", description: "Your password has been updated. You can now use the application." });
        },
        onError: (error) => {
          const field = serverFieldErrors(error)[0];
          if (field && (field.field === "currentPassword" || field.field === "newPassword"))
            form.setError(field.field, { message: field.message }, { shouldFocus: true });
          toast({ title: "Password Change Failed", description: errorText(error, "There was a problem changing your password."), variant: "destructive" });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Current password" htmlFor="current-password" error={errors.currentPassword?.message} required>
        <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2 [&>*]:content-start">
        <FormField
          label="New password"
          htmlFor="new-password"
          error={errors.newPassword?.message}
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          required
        >
          <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
        </FormField>
        <FormField label="Confirm new password" htmlFor="confirm-password" error={errors.confirmPassword?.message} required>
          <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
      </div>
      <p className="text-xs text-slate-500">Changing your password signs you out on your other devices; you stay signed in here.</p>
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Changing..." : "Change password"}
        </Button>
      </div>
    </form>
  );
}
