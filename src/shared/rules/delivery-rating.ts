/**
 * A supplier's delivery rating from its goods receipts (docs/decisions/0025-supplier-ratings.md):
 * three measures, each the share of receipts that met it, scaled to 0–5 and averaged:
 *   on time        receipts delivered by the date asked for (receipts with no date to judge are left out of this measure)
 *   complete       receipts that were not part deliveries
 *   quality passed receipts whose goods passed the check on arrival
 * The result has two decimals, rounded half up, computed in whole numbers (no float drift). A
 * supplier with no receipts scores 0.00: nothing delivered yet.
 */
export type ReceiptOutcome = { onTime: boolean | null; complete: boolean; qualityPassed: boolean };

export function deliveryRating(receipts: readonly ReceiptOutcome[]): string {
  if (receipts.length === 0) return "0.00";
  const judged = receipts.filter((r) => r.onTime !== null);
  // Each measure as a fraction met / of; a measure with nothing to judge is left out of the average.
  const measures: [bigint, bigint][] = [
    [BigInt(receipts.filter((r) => r.complete).length), BigInt(receipts.length)],
    [BigInt(receipts.filter((r) => r.qualityPassed).length), BigInt(receipts.length)],
  ];
  if (judged.length) measures.unshift([BigInt(judged.filter((r) => r.onTime).length), BigInt(judged.length)]);
  // rating = 5 × Σ(met/of) / k = 5 × Σ(met × Π other "of") / (k × Π of)
  const product = measures.reduce((p, [, of]) => p * of, 1n);
  const sum = measures.reduce((s, [met, of]) => s + (met * product) / of, 0n);
  const numerator = 5n * sum * 100n;
  const denominator = BigInt(measures.length) * product;
  const hundredths = (2n * numerator + denominator) / (2n * denominator);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, "0")}`;
}
