import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />;
}

/** A long form still loading: `sections` cards of four fields each. */
export function FormSkeleton({ label, sections = 3 }: { label?: string; sections?: number }) {
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: sections }, (_, i) => (
        <div key={i} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6">
          <Skeleton className="h-5 w-48" />
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} className="h-10" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
