import { Leaf } from "lucide-react";
import { FIGURE_CATEGORIES, GHG_CATEGORIES, formatCarbon, type FigureCategory, type FigureView } from "@shared/carbon/carbon";
import { formatNumber } from "@web/lib/format";

/** "per tonne", not "per tonnes": DESNZ states units in the plural. */
const singular = (unit: string) => unit.replace(/^tonnes$/, "tonne").replace(/^litres$/, "litre").replace(/^cubic metres$/, "cubic metre");
const amount = (n: number) => formatNumber(n, Number.isInteger(n) ? 0 : 3).replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");

/** "Where this number came from": each stored figure with the factor it used (name, ID, set year, value per unit). */
export function StoredFigures({ figures, total, note }: { figures: FigureView[]; total: number; note?: string }) {
  return (
    <section aria-labelledby="waste-figures-title" className="rounded-lg border border-emerald-200 bg-emerald-50/60 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="waste-figures-title" className="flex items-center gap-2 text-sm font-semibold text-emerald-900">
          <Leaf className="size-4" aria-hidden="true" />
          Carbon as stored
        </h3>
        <p className="text-base font-semibold text-emerald-900 tabular-nums">{formatCarbon(total)}</p>
      </div>
      {figures.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No carbon figures: {note ?? "nothing on this record has a factor."}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {figures.map((f) => (
            <li key={f.id} className="rounded-md border border-emerald-100 bg-white p-3 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                <p className="min-w-0 font-medium break-words text-slate-900">
                  {FIGURE_CATEGORIES[f.category as FigureCategory] ?? f.category}: {f.description}
                </p>
                <p className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">{formatCarbon(f.kgCo2e)}</p>
              </div>
              <p className="mt-1 text-slate-600 tabular-nums">
                {amount(f.activityAmount)} {f.activityUnit} × {formatNumber(f.factor.value, 5).replace(/0+$/, "").replace(/\.$/, "")} kg CO2e per {singular(f.factor.unit)}
              </p>
              <p className="mt-0.5 text-xs break-words text-slate-500">
                {f.factor.name} · {f.factor.source}
                {f.factor.year !== null ? ` ${f.factor.year}` : " (company factor)"} · ID {f.factor.factorId} · Scope {f.scope}
                {f.ghgCategory ? ` cat. ${f.ghgCategory} (${GHG_CATEGORIES[f.ghgCategory]})` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
