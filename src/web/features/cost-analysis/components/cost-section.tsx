import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";

/** One section of the cost screens: a card with its heading (a level-2 heading under the page's title) and an action beside it. */
export function CostSection({
  title,
  description,
  action,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn("min-w-0", className)}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 pb-3 sm:pb-4">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-base leading-tight font-semibold tracking-tight text-slate-900">{title}</h2>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const TONES = { bad: "border-red-200 bg-red-50", good: "border-emerald-200 bg-emerald-50" } as const;

/** A headline figure: its label, the figure, and a line under it. */
export function Stat({ label, value, hint, tone }: { label: string; value: ReactNode; hint?: ReactNode; tone?: keyof typeof TONES }) {
  return (
    <div className={cn("min-w-0 rounded-lg border border-slate-200 bg-white p-3 sm:p-4", tone && TONES[tone])}>
      <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
      <div className="mt-1 text-lg font-semibold tracking-tight break-words text-slate-900 tabular-nums sm:text-xl">{value}</div>
      {hint && <div className="mt-1 text-xs break-words text-slate-600">{hint}</div>}
    </div>
  );
}

/** The wide money tables' cells: tighter sides, so eight or nine figures fit beside the sidebar at 1280 px. */
export const DENSE_TABLE = "[&_td]:px-2 [&_th]:px-2";
