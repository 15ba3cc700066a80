import { expiryState } from "../common/expiry";

/**
 * How the material page compares supplier quotes: a quote is valid until the end of its expiry day
 * (no expiry date: valid until withdrawn), expired the day after. Valid quotes come first, cheapest
 * first; expired ones follow, most recently expired first. Prices are exact decimals compared in pence.
 */

export type QuoteStatus = "valid" | "expired";

/** The one expiry rule (common/expiry.ts): a quote is either still good or not; none soon-flagged. */
export const quoteStatus = (expiryDate: string | null, today: string): QuoteStatus => (expiryState(expiryDate, today) === "expired" ? "expired" : "valid");

/** "1250.5" → 125050 pence. Prices are numeric(12,2): at most 12 digits of pence, exact in a double. */
export function pence(price: string): number {
  const [whole, fraction = ""] = price.trim().split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

type Rankable = { id: number; quotedPrice: string; expiryDate: string | null };

export function rankQuotes<Q extends Rankable>(quotes: readonly Q[], today: string): (Q & { status: QuoteStatus; cheapest: boolean })[] {
  const marked = quotes.map((q) => ({ ...q, status: quoteStatus(q.expiryDate, today), cheapest: false }));
  const valid = marked.filter((q) => q.status === "valid").sort((a, b) => pence(a.quotedPrice) - pence(b.quotedPrice) || a.id - b.id);
  const expired = marked
    .filter((q) => q.status === "expired")
    .sort((a, b) => (b.expiryDate ?? "").localeCompare(a.expiryDate ?? "") || pence(a.quotedPrice) - pence(b.quotedPrice) || a.id - b.id);
  if (valid[0]) valid[0].cheapest = true;
  return [...valid, ...expired];
}
