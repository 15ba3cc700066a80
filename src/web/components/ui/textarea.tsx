import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";
import { fieldClasses } from "./input";

export function Textarea({ className, rows = 3, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(fieldClasses, "h-auto min-h-20 resize-y read-only:bg-slate-50", className)} {...props} />;
}
