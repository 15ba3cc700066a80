import { riskBand } from "@shared/rules/risk-score";
import { cn } from "@web/lib/cn";
import { formatNumber } from "@web/lib/format";
import { BAND_CHIP } from "../lib/risk-colours";

/** A score with its band, coloured as the matrix: "10 High", "6.67 Medium". */
export function RiskBadge({ score, decimals = 0, className }: { score: number; decimals?: number; className?: string }) {
  const band = riskBand(score);
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap tabular-nums",
        BAND_CHIP[band.key],
        className,
      )}
    >
      {formatNumber(score, decimals)} <span className="font-medium">{band.label}</span>
    </span>
  );
}
