import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@web/lib/cn";

export interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  text?: ReactNode;
  /** Usually a Button, e.g. "Add supplier". */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, text, action, className }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center", className)}>
      {Icon && (
        <div className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <Icon className="size-6" aria-hidden="true" />
        </div>
      )}
      <div className="max-w-sm space-y-1">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {text && <p className="text-sm text-slate-500">{text}</p>}
      </div>
      {action && <div className="mt-1">{action}</div>}
    </div>
  );
}
