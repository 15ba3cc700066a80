import type { ComponentProps } from "react";
import { Loader2 } from "lucide-react";
import { cn } from "@web/lib/cn";

export type SpinnerProps = ComponentProps<"span"> & {
  /** Announced to screen readers. */
  label?: string;
  size?: "sm" | "default" | "lg";
};

const sizes = { sm: "size-4", default: "size-6", lg: "size-10" } as const;

export function Spinner({ label = "Loading", size = "default", className, ...props }: SpinnerProps) {
  return (
    <span role="status" className={cn("inline-flex items-center justify-center text-slate-500", className)} {...props}>
      <Loader2 className={cn("animate-spin", sizes[size])} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
