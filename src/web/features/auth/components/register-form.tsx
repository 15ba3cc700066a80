import { useForm } from "react-hook-form";
import type { z } from "zod";
import { UserPlus } from "lucide-react";
import { adminRegisterFormSchema, type AdminRegisterForm } from "@shared/identity/auth";
import { REQUESTABLE_ROLES } from "@shared/identity/roles";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { useRegister } from "../api/register";
import { schemaResolver } from "@web/lib/schema-form";

const roleOptions = REQUESTABLE_ROLES.map((r) => ({ value: r, label: r }));

/** product.md §2.2 Register form, shown to administrators only (docs/decisions/0005-register.md). */
export function RegisterForm() {
  const register = useRegister();
  const form = useForm<AdminRegisterForm, unknown, z.output<typeof adminRegisterFormSchema>>({
    resolver: schemaResolver(adminRegisterFormSchema),
    defaultValues: { email: "", name: "", role: "" as AdminRegisterForm["role"], password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ confirmPassword: _c, ...input }) => register.mutate(input));

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Register">
      <p className="text-sm text-slate-500">Create an account for a colleague. They will choose their own password when they first sign in.</p>
      <FormField label="Email" htmlFor="register-email" error={errors.email?.message} required>
        <Input type="email" autoComplete="off" {...form.register("email")} />
      </FormField>
      <FormField label="Full name" htmlFor="register-name" error={errors.name?.message} required>
        <Input autoComplete="off" {...form.register("name")} />
      </FormField>
      <FormField label="Role" htmlFor="register-role" error={errors.role?.message} required>
        <Select placeholder="Select a role" options={roleOptions} {...form.register("role")} />
      </FormField>
      <FormField
        label="Password"
        htmlFor="register-password"
        error={errors.password?.message}
        hint="8+ characters with upper and lower case, a number and one of @$!%*?&"
        required
      >
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label="Confirm password" htmlFor="register-confirm" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
        {register.isPending ? <Spinner size="sm" label="Creating account" className="text-current" /> : <UserPlus aria-hidden="true" />}
        {register.isPending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
