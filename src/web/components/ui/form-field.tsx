import type { ReactElement, ReactNode } from "react";
import { Slot } from "radix-ui";
import { cn } from "@web/lib/cn";
import { Label } from "./label";

export interface FormFieldProps {
  label: ReactNode;
  /** The control's id; also used to derive the hint and error ids. */
  htmlFor: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Exactly one control element; it receives aria-invalid and aria-describedby. */
  children: ReactElement;
}

export function FormField({ label, htmlFor, error, hint, required, className, children }: FormFieldProps) {
  const hintId = hint ? `${htmlFor}-hint` : undefined;
  const errorId = error ? `${htmlFor}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={htmlFor}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <Slot.Root id={htmlFor} aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={required || undefined}>
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
