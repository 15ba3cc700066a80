import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { ADMIN_ROLE, ROLES } from "@shared/identity/roles";
import { createUserSchema, type TeamUser } from "@shared/identity/users";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { ApiError, errorText } from "@web/lib/api";
import { useCreateUser } from "../api/create-user";
import { useUpdateUser } from "../api/update-user";
import { fieldErrors } from "./team-format";
import { schemaResolver } from "@web/lib/schema-form";

type Values = { name: string; email: string; role: string; mobile: string };
const FIELDS = ["name", "email", "role", "mobile"] as const;
const roleOptions = ROLES.map((r) => ({ value: r, label: r }));

type Output = z.output<typeof createUserSchema>;
// One schema for both forms: when editing, the email is shown read-only and only name, role and mobile are sent.
const resolver: Resolver<Values, unknown, Output> = schemaResolver(createUserSchema);

export interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Present: edit this person; absent: add someone. */
  user?: TeamUser | null;
  currentUserId?: number;
  /** false: email is not configured, so the temporary password is in the Outbox tab. */
  mailIsSent?: boolean;
}

export function UserFormDialog({ open, onOpenChange, user, currentUserId, mailIsSent }: UserFormDialogProps) {
  const editing = Boolean(user);
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { name: "", email: "", role: "", mobile: "" },
    mode: "onTouched",
  });
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;
  const isSelfAdmin = editing && user?.id === currentUserId && user?.role === ADMIN_ROLE;

  useEffect(() => {
    if (!open) return;
    form.reset(user ? { name: user.name, email: user.email, role: user.role, mobile: user.mobile ?? "" } : { name: "", email: "", role: "", mobile: "" });
  }, [open, user, form]);

  const showServerError = (error: unknown, title: string) => {
    const body = error instanceof ApiError ? error.body : undefined;
    fieldErrors(body).forEach(
      (f) => (FIELDS as readonly string[]).includes(f.field) && form.setError(f.field as (typeof FIELDS)[number], { message: f.message }),
    );
    if (error instanceof ApiError && error.status === 409 && !editing) form.setError("email", { message: error.detail });
    toast({ title, description: errorText(error, "Please try again."), variant: "destructive" });
  };

  const onSubmit = form.handleSubmit((values) => {
    if (user) {
      const { name, role, mobile } = values;
      update.mutate(
        { id: user.id, name, role, mobile },
        {
          onSuccess: (saved) => {
            toast({ title: "User updated", description: `${saved.name}'s details have been saved.` });
            onOpenChange(false);
          },
          onError: (error) => showServerError(error, "User not updated"),
        },
      );
      return;
    }
    create.mutate(values, {
      onSuccess: (created) => {
        toast({
          title: "User added",
          description:
            mailIsSent === false
              ? `${created.name} can sign in with a temporary password. Email is not configured: read it in the Outbox tab.`
              : `A temporary password has been emailed to ${created.email}.`,
        });
        onOpenChange(false);
      },
      onError: (error) => showServerError(error, "User not added"),
    });
  });

  const err = form.formState.errors;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit user" : "Add user"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Change this person's name, role or mobile number. A new role applies at once."
              : "They get a temporary password by email and choose their own when they first sign in."}
          </DialogDescription>
        </DialogHeader>
        <form id="user-form" onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Full name" htmlFor="user-name" error={err.name?.message} required>
            <Input autoComplete="off" {...form.register("name")} />
          </FormField>
          <FormField
            label="Email"
            htmlFor="user-email"
            error={err.email?.message}
            required={!editing}
            hint={editing ? "The email address is the sign-in name and cannot be changed here." : undefined}
          >
            <Input type="email" autoComplete="off" readOnly={editing} {...form.register("email")} />
          </FormField>
          <FormField
            label="Role"
            htmlFor="user-role"
            error={err.role?.message}
            required
            hint={isSelfAdmin ? "You cannot remove your own Admin role." : "Admin can do everything; other roles get the pages set in Permissions."}
          >
            {isSelfAdmin ? (
              <Input readOnly {...form.register("role")} />
            ) : (
              <Select placeholder="Select a role" options={roleOptions} {...form.register("role")} />
            )}
          </FormField>
          <FormField label="Mobile" htmlFor="user-mobile" error={err.mobile?.message} hint="Optional. A UK mobile, e.g. 07123 456789.">
            <Input type="tel" inputMode="tel" autoComplete="off" {...form.register("mobile")} />
          </FormField>
        </form>
        <FormDialogFooter form="user-form" pending={pending} onCancel={() => onOpenChange(false)} spinner>
          {editing ? "Save changes" : "Add user"}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
