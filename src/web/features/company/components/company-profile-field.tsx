import { Controller, type UseFormReturn } from "react-hook-form";
import { COMPANY_PROFILE_LABELS, type CompanyProfileForm, type CompanyProfileInput } from "@shared/company/company-profile";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { Switch } from "@web/components/ui/switch";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";
import { TagInput } from "@web/components/ui/tag-input";
import type { FieldSpec } from "./company-profile-sections";

export type ProfileForm = UseFormReturn<CompanyProfileForm, unknown, CompanyProfileInput>;

/** The first message for a field, including one raised on an item of a list. */
export function fieldError(form: ProfileForm, name: FieldSpec["name"]): string | undefined {
  const err = form.formState.errors[name] as { message?: string } | { message?: string }[] | undefined;
  if (!err) return undefined;
  if (Array.isArray(err)) return err.find((e) => e?.message)?.message;
  return err.message;
}

const INPUT_TYPES = { text: "text", email: "email", tel: "tel", url: "url", date: "date", number: "text", money: "text" } as const;
const INPUT_MODES = { number: "numeric", money: "decimal", tel: "tel", email: "email", url: "url" } as const;

/** One field of the company profile form, drawn from its spec. */
export function CompanyProfileField({ spec, form, disabled }: { spec: FieldSpec; form: ProfileForm; disabled: boolean }) {
  const { name, kind = "text", required, hint, placeholder, autoComplete, wide } = spec;
  const label = COMPANY_PROFILE_LABELS[name];
  const id = `company-${name}`;
  const error = fieldError(form, name);
  const span = cn("content-start", wide && "sm:col-span-2");

  if (kind === "switch") {
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <div className={cn("flex items-start justify-between gap-4 rounded-md border border-slate-200 p-3", span)}>
            <div className="grid gap-1">
              <Label htmlFor={id}>{label}</Label>
              {hint && <p className="text-xs text-slate-500">{hint}</p>}
            </div>
            <Switch id={id} checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} disabled={disabled} ref={field.ref} />
          </div>
        )}
      />
    );
  }

  if (kind === "tags") {
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <FormField label={label} htmlFor={id} error={error} hint={hint} className={span}>
            <TagInput
              id={id}
              ref={field.ref}
              value={(field.value as string[] | undefined) ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={placeholder}
              disabled={disabled}
              suggestions={spec.suggestions}
            />
          </FormField>
        )}
      />
    );
  }

  const control =
    kind === "textarea" ? (
      <Textarea rows={3} placeholder={disabled ? undefined : placeholder} autoComplete={autoComplete} {...form.register(name)} />
    ) : (
      <Input
        type={INPUT_TYPES[kind]}
        inputMode={INPUT_MODES[kind as keyof typeof INPUT_MODES]}
        placeholder={disabled ? undefined : placeholder}
        autoComplete={autoComplete ?? "off"}
        {...form.register(name)}
      />
    );
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required} className={span}>
      {control}
    </FormField>
  );
}
