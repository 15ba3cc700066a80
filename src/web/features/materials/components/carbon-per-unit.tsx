import { Leaf } from "lucide-react";
import { formatFactor, formatKgCo2e } from "@shared/common/numbers";
import type { CarbonPerUnit } from "@shared/rules/material-carbon";
import { unitText } from "@shared/common/numbers";

/** "285.10 kg CO2e per m³": what one unit of the material implies, or what is missing to say it. */
export function CarbonPerUnitNote({
  carbon,
  unit,
  factor,
}: {
  carbon: CarbonPerUnit | null;
  unit: string | null;
  factor: { name: string; value: number; unit: string; year: number | null; source: string } | null;
}) {
  if (!factor || !carbon)
    return <p className="text-sm text-slate-500">No carbon factor: choose one to see the embodied carbon of each {unit ? unitText(unit) : "unit"}.</p>;
  return (
    <div className="grid gap-1" aria-live="polite">
      {carbon.kgCo2e !== null ? (
        <p className="flex flex-wrap items-center gap-1.5 text-base font-semibold text-emerald-800" data-testid="carbon-per-unit">
          <Leaf className="size-4" aria-hidden="true" />
          {formatKgCo2e(carbon.kgCo2e)} per {unit ? unitText(unit) : "unit"}
        </p>
      ) : (
        <p className="text-sm font-medium text-amber-700" role="status">
          {carbon.missing}
        </p>
      )}
      <p className="text-xs break-words text-slate-500">
        {factor.name}: {formatFactor(factor.value)} kg CO2e per {factor.unit === "tonnes" ? "tonne" : factor.unit} (
        {factor.year ? `DESNZ ${factor.year}` : factor.source})
        {carbon.amount !== null && carbon.amountUnit ? ` × ${formatFactor(carbon.amount)} ${carbon.amountUnit}` : ""}
      </p>
    </div>
  );
}
