import type { ComponentProps } from "react";
import { Search } from "lucide-react";
import { cn } from "@web/lib/cn";
import { Input } from "./input";

/** A search box with its magnifier: give it an aria-label saying what it searches. */
export function SearchInput({ className, wrapperClassName, ...props }: Omit<ComponentProps<"input">, "type"> & { wrapperClassName?: string }) {
  return (
    <div className={cn("relative", wrapperClassName)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input type="search" className={cn("pl-9", className)} {...props} />
    </div>
  );
}
