/**
 * Risk scoring (docs/decisions/0011-risk-scoring.md): a 5 × 5 matrix, risk = likelihood × severity
 * (1–25). Bands: 1–4 Low, 5–9 Medium, 10–16 High, 20–25 Very high. The screen's matrix colours,
 * the list's badges and the stored overall score all come from here.
 */

export const RISK_SCALE = [1, 2, 3, 4, 5] as const;

export const LIKELIHOOD_LABELS: Record<number, string> = { 1: "Rare", 2: "Unlikely", 3: "Possible", 4: "Likely", 5: "Almost certain" };
export const SEVERITY_LABELS: Record<number, string> = { 1: "Negligible", 2: "Minor", 3: "Moderate", 4: "Major", 5: "Catastrophic" };

export type RiskBandKey = "low" | "medium" | "high" | "very_high";
export type RiskBand = { key: RiskBandKey; label: string; min: number; max: number };

export const RISK_BANDS: readonly RiskBand[] = [
  { key: "low", label: "Low", min: 1, max: 4 },
  { key: "medium", label: "Medium", min: 5, max: 9 },
  { key: "high", label: "High", min: 10, max: 16 },
  { key: "very_high", label: "Very high", min: 20, max: 25 },
];

export const RESIDUAL_HIGHER_MESSAGE = "Residual risk cannot be higher than the risk before controls";

const isRating = (n: number) => Number.isInteger(n) && n >= 1 && n <= 5;

/** Likelihood × severity, each a whole number 1–5. */
export function riskScore(likelihood: number, severity: number): number {
  if (!isRating(likelihood) || !isRating(severity)) throw new RangeError("Likelihood and severity must be whole numbers from 1 to 5");
  return likelihood * severity;
}

/**
 * The band of a score. The mean of several hazards can fall between the bands' whole numbers
 * (e.g. 9.5 or 17.33): such a score belongs to the higher band, as no product lies between them.
 */
export function riskBand(score: number): RiskBand {
  if (score <= 4) return RISK_BANDS[0];
  if (score <= 9) return RISK_BANDS[1];
  if (score <= 16) return RISK_BANDS[2];
  return RISK_BANDS[3];
}

export type ScoredRatings = { likelihood: number; severity: number; residualLikelihood: number; residualSeverity: number };

export function hazardRisk(h: ScoredRatings) {
  const initial = riskScore(h.likelihood, h.severity);
  const residual = riskScore(h.residualLikelihood, h.residualSeverity);
  return { initial, residual, initialBand: riskBand(initial), residualBand: riskBand(residual) };
}

/** Controls may only bring a risk down (or leave it). Ratings out of range are their own fields' errors, not this one. */
export const residualWithinInitial = (h: ScoredRatings) =>
  ![h.likelihood, h.severity, h.residualLikelihood, h.residualSeverity].every(isRating) ||
  h.residualLikelihood * h.residualSeverity <= h.likelihood * h.severity;

/** The overall score: the mean residual risk across hazards, to 2 decimal places (numeric 5,2); 0 with none. */
export function overallScore(hazards: readonly ScoredRatings[]): number {
  if (hazards.length === 0) return 0;
  const total = hazards.reduce((sum, h) => sum + riskScore(h.residualLikelihood, h.residualSeverity), 0);
  // Integers summed exactly; one division, rounded half up in hundredths.
  return Math.round((total * 100) / hazards.length) / 100;
}

/** The highest residual risk and its band; null with no hazards. */
export function highestResidual(hazards: readonly ScoredRatings[]): { score: number; band: RiskBand } | null {
  if (hazards.length === 0) return null;
  const score = Math.max(...hazards.map((h) => riskScore(h.residualLikelihood, h.residualSeverity)));
  return { score, band: riskBand(score) };
}

/** How many hazards sit in each cell of the matrix: counts[likelihood-1][severity-1]. */
export function matrixCounts(hazards: readonly ScoredRatings[], view: "initial" | "residual"): number[][] {
  const counts = RISK_SCALE.map(() => RISK_SCALE.map(() => 0));
  for (const h of hazards) {
    const l = view === "initial" ? h.likelihood : h.residualLikelihood;
    const s = view === "initial" ? h.severity : h.residualSeverity;
    if (isRating(l) && isRating(s)) counts[l - 1][s - 1] += 1;
  }
  return counts;
}
