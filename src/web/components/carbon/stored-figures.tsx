import { Calculator } from "lucide-react";
import { FIGURE_CATEGORIES, GHG_CATEGORIES, type FigureView } from "@shared/carbon/carbon";
import { formatCarbon, formatFactor, formatQuantity } from "@shared/common/numbers";
import { Badge } from "@web/components/ui/badge";

/** "per tonne", "per litre": DESNZ names its units in the plural. */
const SINGULAR: Record<string, string> = { tonnes: "tonne", litres: "litre", "cubic metres": "cubic metre" };
const perUnit = (unit: string) => SINGULAR[unit] ?? unit;

function scopeLabel(f: FigureView) {
  if (f.scope !== 3) return `Scope ${f.scope}`;
  return f.ghgCategory ? `Scope 3 · cat. ${f.ghgCategory}` : "Scope 3";
}

type Props = {
  /** Absent when the server left the record's carbon out (no Carbon Tracking view, decision 0015): the panel is not shown. */
  figures?: FigureView[];
  total?: number;
  /** The panel's heading and accessible name, e.g. "Carbon for this reading". */
  title: string;
  /** Why a saved record carries no figure, e.g. "No fuel burnt, so no emissions are recorded." */
  empty: string;
};

/**
 * Where a stored number came from, shown on every site-activity form once saved: each figure with its
 * category, scope, the activity × the factor's value, and the factor (name, ID, set year or source).
 * One component for every form, so a figure reads the same on each of them and on the carbon tab.
 */
export function StoredFigures({ figures, total, title, empty }: Props) {
  if (!figures || typeof total !== "number") return null;
  return (
    <section aria-label={title} className="rounded-lg border border-emerald-200 bg-emerald-50/60 p-4">
      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Calculator className="size-4 text-emerald-700" aria-hidden="true" />
          {title}
        </h3>
        <p className="text-lg font-semibold text-emerald-800 tabular-nums">{formatCarbon(total)}</p>
      </header>
      {figures.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="grid gap-2">
          {figures.map((f) => (
            <li key={f.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{FIGURE_CATEGORIES[f.category as keyof typeof FIGURE_CATEGORIES] ?? f.category}</p>
                  <p className="text-xs text-slate-500">
                    {f.ghgCategory ? GHG_CATEGORIES[f.ghgCategory] : f.scope === 2 ? "Purchased energy" : "Direct emissions"}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant={f.scope === 1 ? "warning" : f.scope === 2 ? "info" : "secondary"}>{scopeLabel(f)}</Badge>
                  <span className="font-semibold text-slate-900 tabular-nums">{formatCarbon(f.kgCo2e)}</span>
                </div>
              </div>
              <p className="mt-2 text-xs break-words text-slate-600 tabular-nums">
                {formatQuantity(f.activityAmount, f.activityUnit)} × {formatFactor(f.factor.value)} kg CO2e per {perUnit(f.factor.unit)}
              </p>
              <p className="mt-0.5 text-xs break-words text-slate-500">
                {f.description} · {f.factor.name} · <span className="font-mono">{f.factor.factorId}</span> ·{" "}
                {f.factor.year ? `DESNZ ${f.factor.year}` : `${f.factor.source} (company factor)`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
