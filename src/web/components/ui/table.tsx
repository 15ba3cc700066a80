import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/**
 * Scrolls sideways inside its own box on narrow screens instead of widening the page. The box takes
 * keyboard focus so a keyboard user can scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className="relative w-full overflow-x-auto focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none" tabIndex={0}>
      <table className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("bg-slate-50 [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("border-b border-slate-200 transition-colors hover:bg-slate-50/70 data-[state=selected]:bg-slate-100", className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      className={cn("h-10 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase", className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-3 py-2.5 align-middle text-slate-800", className)} {...props} />;
}
