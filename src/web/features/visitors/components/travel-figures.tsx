import { Leaf } from "lucide-react";
import { formatCarbon, type FigureView } from "@shared/carbon/carbon";
import { formatNumber } from "@web/lib/format";

/** The visit's stored travel figure and its factor (name, ID, DESNZ year, value per km). */
export function TravelFigures({ figures, total }: { figures: FigureView[]; total: number }) {
  return (
    <div className="rounded-md border border-emerald-200 bg-emerald-50/70 p-3 text-sm" aria-label="Travel carbon">
      <p className="flex items-center gap-2 font-semibold text-emerald-900">
        <Leaf className="size-4 shrink-0" aria-hidden="true" />
        {formatCarbon(total)}
        <span className="font-normal text-emerald-800">stored for this visit</span>
      </p>
      {figures.length === 0 ? (
        <p className="mt-1 text-emerald-800">No travel carbon: walked or cycled, or no journey given.</p>
      ) : (
        <ul className="mt-1.5 grid gap-1.5 text-emerald-900">
          {figures.map((f) => (
            <li key={f.id} className="break-words">
              Return journey {formatNumber(f.activityAmount, f.activityAmount % 1 ? 1 : 0)} {f.activityUnit} × {formatNumber(f.factor.value, 5)} kg CO2e per {f.factor.unit} ={" "}
              <span className="font-medium">{formatNumber(f.kgCo2e, 2)} kg CO2e</span>
              <span className="block text-xs text-emerald-800">
                {f.factor.name} · factor {f.factor.factorId} · {f.factor.year ? `DESNZ ${f.factor.year}` : f.factor.source} · Scope {f.scope}, business travel
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
