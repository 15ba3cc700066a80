import type { ComponentProps, ReactNode } from "react";
import { get, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { FieldGrid } from "@web/components/forms/field-grid";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";

/**
 * A register form's boxes (the asset and vehicle forms): each labelled, its id `<prefix>-<key>`, and
 * showing its message (the shared schema's, here or from the server). `form` is the form's
 * react-hook-form; the boxes hold text (and ticks), the schema reads them.
 */
type Extra = { required?: boolean; wide?: boolean; hint?: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parsed output: the boxes only register and read errors
export function recordFields<F extends FieldValues>(form: UseFormReturn<F, unknown, any>, prefix: string) {
  const { errors } = form.formState;
  const id = (key: string) => `${prefix}-${key}`;
  const message = (key: Path<F>) => (get(errors, key) as { message?: string } | undefined)?.message;
  return {
    text: (key: Path<F>, label: string, props: ComponentProps<typeof Input> = {}, extra: Extra = {}) => (
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
    number: (key: Path<F>, label: string, placeholder?: string, hint?: string) => (
      <FormField label={label} htmlFor={id(key)} error={message(key)} hint={hint}>
        <Input id={id(key)} inputMode="decimal" placeholder={placeholder} {...form.register(key)} />
      </FormField>
    ),
    day: (key: Path<F>, label: string, hint?: string) => (
      <FormField label={label} htmlFor={id(key)} error={message(key)} hint={hint}>
        <Input id={id(key)} type="date" {...form.register(key)} />
      </FormField>
    ),
    area: (key: Path<F>, label: string, placeholder?: string) => (
      <FormField label={label} htmlFor={id(key)} error={message(key)} className="sm:col-span-2">
        <Textarea id={id(key)} rows={2} placeholder={placeholder} {...form.register(key)} />
      </FormField>
    ),
    select: (key: Path<F>, label: string, labels: Readonly<Record<string, string>>, placeholder?: string, extra: Extra = {}) => (
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
    tick: (key: Path<F>, label: string, hint: string) => (
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

/** A card of the form: its title, a line of why, and its boxes two a row. */
export function FormSection({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
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
