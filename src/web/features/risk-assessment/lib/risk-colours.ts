import type { RiskBandKey } from "@shared/rules/risk-score";

/** Band colours (docs/decisions/0011-risk-scoring.md): the matrix, badges and score chips share them. */
export const BAND_CELL: Record<RiskBandKey, string> = {
  low: "bg-emerald-200 text-emerald-950",
  medium: "bg-amber-200 text-amber-950",
  high: "bg-orange-400 text-orange-950",
  very_high: "bg-red-600 text-white",
};

export const BAND_CHIP: Record<RiskBandKey, string> = {
  low: "border-emerald-300 bg-emerald-100 text-emerald-900",
  medium: "border-amber-300 bg-amber-100 text-amber-900",
  high: "border-orange-300 bg-orange-100 text-orange-900",
  very_high: "border-red-300 bg-red-100 text-red-800",
};
