import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { updateUserSchema, type AccountUser, type UpdateUserForm } from "@shared/account/account";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useUpdateUser } from "../api/update-user";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors } from "@web/lib/server-field-errors";

const toForm = (user: AccountUser): UpdateUserForm => ({ name: user.name, mobile: user.mobile ?? "" });

/** Name and mobile (editable, signup rules); email and role shown read-only. */
export function ProfileDetailsForm({ user }: { user: AccountUser }) {
  const form = useForm<UpdateUserForm, unknown, { name: string; mobile: string | null }>({
    resolver: schemaResolver(updateUserSchema),
    defaultValues: toForm(user),
    mode: "onTouched",
  });
  const update = useUpdateUser();
  const { errors, isDirty } = form.formState;

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toForm(user));
  }, [user, form]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toForm(saved));
        toast({ title: "Profile updated", description: "Your details have been saved." });
      },
      onError: (error) => {
        showServerErrors(form.setError, error, { accept: (field) => field === "name" || field === "mobile" });
        toast({ title: "Profile not updated", description: errorText(error, "Failed to save your details. Please try again."), variant: "destructive" });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 [&>*]:content-start">
        <FormField label="Full name" htmlFor="settings-name" error={errors.name?.message} required>
          <Input autoComplete="name" {...form.register("name")} />
        </FormField>
        <FormField label="Mobile" htmlFor="settings-mobile" error={errors.mobile?.message} hint="UK mobile, e.g. 07123 456789. Leave blank to remove it.">
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="07123 456789" {...form.register("mobile")} />
        </FormField>
        <FormField label="Email" htmlFor="settings-email" hint="Your sign-in email. An administrator can change it.">
          <Input value={user.email} readOnly />
        </FormField>
        <FormField label="Role" htmlFor="settings-role" hint="Set by an administrator in Team Management.">
          <Input value={user.role} readOnly />
        </FormField>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" disabled={!isDirty || update.isPending} onClick={() => form.reset(toForm(user))}>
          Discard
        </Button>
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
