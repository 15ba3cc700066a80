import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/** Shared look of single-line fields (input, select, password). */
export const fieldClasses =
  "flex h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm " +
  "placeholder:text-slate-400 transition-colors " +
  "focus-visible:border-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/30 " +
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60 " +
  "aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-500/30";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        fieldClasses,
        // Not in fieldClasses: a <select> always matches :read-only and would look disabled.
        "read-only:bg-slate-50",
        "file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-slate-700",
        className,
      )}
      {...props}
    />
  );
}
