import type { ComponentProps, ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CreateAssetFormValues, CreateAssetInput } from "@shared/assets/asset";
import { FieldGrid } from "@web/components/forms/field-grid";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";

/** The form's values as its boxes hold them: text, and two ticks. */
type Flag = "dependsOnInstallation" | "portableElectrical";
export type TextKey = Exclude<keyof CreateAssetFormValues, Flag>;
export type AssetFormFields = { [K in TextKey]: string } & { [K in Flag]: boolean };
export type AssetFormApi = UseFormReturn<AssetFormFields, unknown, CreateAssetInput>;
type Extra = { required?: boolean; wide?: boolean; hint?: string };

const id = (key: string) => `asset-${key}`;

/** The form's boxes, each labelled and showing its message (the shared schema's, here or from the server). */
export function fieldsOf(form: AssetFormApi) {
  const { errors } = form.formState;
  const message = (key: keyof AssetFormFields) => errors[key]?.message as string | undefined;
  return {
    text: (key: TextKey, label: string, props: ComponentProps<typeof Input> = {}, extra: Extra = {}) => (
      <FormField
        label={label}
        htmlFor={id(key)}
        error={message(key)}
        required={extra.required}
        hint={extra.hint}
        className={extra.wide ? "sm:col-span-2" : undefined}
      >
        <Input id={id(key)} {...props} {...form.register(key)} />
      </FormField>
    ),
    number: (key: TextKey, label: string, placeholder?: string, hint?: string) => (
      <FormField label={label} htmlFor={id(key)} error={message(key)} hint={hint}>
        <Input id={id(key)} inputMode="decimal" placeholder={placeholder} {...form.register(key)} />
      </FormField>
    ),
    day: (key: TextKey, label: string) => (
      <FormField label={label} htmlFor={id(key)} error={message(key)}>
        <Input id={id(key)} type="date" {...form.register(key)} />
      </FormField>
    ),
    area: (key: TextKey, label: string, placeholder?: string) => (
      <FormField label={label} htmlFor={id(key)} error={message(key)} className="sm:col-span-2">
        <Textarea id={id(key)} rows={2} placeholder={placeholder} {...form.register(key)} />
      </FormField>
    ),
    select: (key: TextKey, label: string, labels: Readonly<Record<string, string>>, placeholder?: string, extra: Extra = {}) => (
      <FormField
        label={label}
        htmlFor={id(key)}
        error={message(key)}
        required={extra.required}
        hint={extra.hint}
        className={extra.wide ? "sm:col-span-2" : undefined}
      >
        <Select
          id={id(key)}
          placeholder={placeholder}
          options={Object.entries(labels).map(([value, text]) => ({ value, label: text }))}
          {...form.register(key)}
        />
      </FormField>
    ),
    tick: (key: Flag, label: string, hint: string) => (
      <div className="grid gap-1 sm:col-span-2">
        <label htmlFor={id(key)} className="flex items-start gap-2 text-sm font-medium text-slate-800">
          <Checkbox id={id(key)} className="mt-0.5" {...form.register(key)} />
          {label}
        </label>
        <p className="pl-6 text-xs text-slate-500">{hint}</p>
        {message(key) && <p className="pl-6 text-xs text-red-700">{message(key)}</p>}
      </div>
    ),
  };
}

export function Section({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <FieldGrid className="items-start">
      <div className="sm:col-span-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {text && <p className="mt-0.5 text-sm text-slate-500">{text}</p>}
      </div>
      {children}
    </FieldGrid>
  );
}
