import type { ComponentProps, ReactNode } from "react";
import { PROJECT_LABELS, type ProjectField } from "@shared/projects/project-form";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { cn } from "@web/lib/cn";
import { errorAt, type ProjectFormApi } from "./project-form-values";

export interface TextFieldProps {
  form: ProjectFormApi;
  name: ProjectField;
  kind?: "text" | "textarea" | "tel" | "email" | "date";
  label?: string;
  required?: boolean;
  wide?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  autoComplete?: string;
  rows?: number;
}

/** One labelled input of the project form; its message comes from the shared schema. */
export function TextField({ form, name, kind = "text", label, required, wide, placeholder, hint, autoComplete = "off", rows = 3 }: TextFieldProps) {
  const id = `project-${name}`;
  return (
    <FormField
      label={label ?? PROJECT_LABELS[name]}
      htmlFor={id}
      error={errorAt(form, name)}
      required={required}
      hint={hint}
      className={cn("content-start", wide && "sm:col-span-2")}
    >
      {kind === "textarea" ? (
        <Textarea rows={rows} placeholder={placeholder} {...form.register(name)} />
      ) : (
        <Input
          type={kind}
          inputMode={kind === "tel" ? "tel" : kind === "email" ? "email" : undefined}
          placeholder={placeholder}
          autoComplete={autoComplete}
          {...form.register(name)}
        />
      )}
    </FormField>
  );
}

/** A pounds input: the £ sits inside the box, the id and aria props reach the input itself. */
export function MoneyInput({ className, ...props }: ComponentProps<"input">) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500" aria-hidden="true">
        £
      </span>
      <Input type="text" inputMode="decimal" autoComplete="off" className={cn("pl-7 tabular-nums", className)} {...props} />
    </div>
  );
}
