import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";
import { fieldClasses } from "./input";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = ComponentProps<"select"> & {
  /** Convenience alternative to <option> children. */
  options?: readonly SelectOption[];
  /** Shown as an empty-valued first option. */
  placeholder?: string;
};

/** A styled native <select>: keyboard, mobile pickers and form libraries work as the platform intends. */
export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  return (
    <select className={cn(fieldClasses, "select-chevron truncate", className)} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
      {children}
    </select>
  );
}
