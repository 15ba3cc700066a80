import { formatCarbon, formatPercent } from "@shared/common/numbers";
import type { ScopeTotal } from "@shared/carbon-footprint/carbon-footprint";
import { cn } from "@web/lib/cn";
import { SCOPE_COLOURS, SCOPE_HINTS, SCOPE_NAMES } from "./carbon-format";

/** The headline total and one card per scope, each with its share of the total. */
export function ScopeSummary({ totalKg, byScope, caption, className }: { totalKg: number; byScope: ScopeTotal[]; caption?: string; className?: string }) {
  return (
    <div className={cn("grid gap-3 sm:grid-cols-2 lg:grid-cols-4", className)}>
      <div className="rounded-lg border border-brand/30 bg-brand/5 p-4">
        <p className="text-sm font-medium text-slate-600">Total emissions</p>
        <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900" data-testid="carbon-total">
          {formatCarbon(totalKg)}
        </p>
        {caption && <p className="mt-1 text-xs text-slate-500">{caption}</p>}
      </div>
      {byScope.map((s) => {
        const share = totalKg > 0 ? (s.kgCo2e / totalKg) * 100 : 0;
        return (
          <div key={s.scope} role="group" aria-label={SCOPE_NAMES[s.scope]} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <span className="size-2.5 rounded-full" style={{ backgroundColor: SCOPE_COLOURS[s.scope] }} aria-hidden="true" />
              {SCOPE_NAMES[s.scope]}
            </p>
            <p className="mt-1 text-xl font-semibold tracking-tight text-slate-900">{formatCarbon(s.kgCo2e)}</p>
            <p className="mt-1 text-xs text-slate-500">
              {SCOPE_HINTS[s.scope]} · {formatPercent(share)}
            </p>
          </div>
        );
      })}
    </div>
  );
}
