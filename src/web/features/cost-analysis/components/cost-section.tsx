import type { ReactNode } from "react";
import { SectionCard, type SectionCardProps } from "@web/components/ui/section-card";
import { cn } from "@web/lib/cn";

/** One section of the cost screens: a level-2 heading under the page's title. */
export const CostSection = (props: SectionCardProps) => <SectionCard level={2} {...props} />;

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

/** A figure with its name above it, in a list of figures (`<dl>`): a phone's card, the labour panel. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium break-words text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
