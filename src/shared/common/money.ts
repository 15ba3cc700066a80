/**
 * Exact money for purchase orders (issue 14): amounts are whole pence and quantities whole
 * thousandths, both as BigInt, so no sum or product ever meets a binary float. The form (live line
 * totals) and the server (stored totals) call the same functions, so the screen and the database
 * agree to the penny. PostgreSQL numerics arrive as strings and go back as `toDecimal` strings.
 */

/** An amount in pence (scale 2). */
export type Pence = bigint;
/** A quantity in thousandths (scale 3). */
export type Milli = bigint;

export const MONEY_SCALE = 2;
export const QUANTITY_SCALE = 3;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** n / d rounded half away from zero (half-up for the positive amounts orders hold). */
export function divRound(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError("Division by zero");
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (a * 2n + b) / (b * 2n);
  return negative ? -q : q;
}

/**
 * A decimal string or number as a whole count of 10^-scale, rounded half-up past `scale` decimals;
 * null for anything that is not a plain decimal ("", "abc", "1e3", NaN, Infinity). Numbers go
 * through their shortest decimal spelling, so 0.1 reads as "0.1", never 0.1000000000000000055.
 */
export function parseScaled(value: string | number | bigint, scale: number): bigint | null {
  if (typeof value === "bigint") return value * 10n ** BigInt(scale);
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    text = Math.abs(value) < 1e21 && !String(value).includes("e") ? String(value) : value.toFixed(20);
    if (text.includes("e")) return null;
  } else text = value.trim();
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) return null;
  const [, sign, whole, fraction = ""] = m;
  const kept = fraction.slice(0, scale).padEnd(scale, "0");
  let units = BigInt((whole || "0") + kept);
  // Half-up on the first dropped digit: 1.005 at scale 2 is 1.01.
  if (fraction.length > scale && fraction.charCodeAt(scale) >= 53) units += 1n;
  return sign === "-" ? -units : units;
}

export const parsePence = (value: string | number): Pence | null => parseScaled(value, MONEY_SCALE);
export const parseQuantity = (value: string | number): Milli | null => parseScaled(value, QUANTITY_SCALE);

/** A stored quantity (numeric 12,3) in thousandths, for sums and comparisons; missing is 0. */
export const quantityOf = (value: string | number | null | undefined): Milli => (value === null || value === undefined ? 0n : (parseQuantity(value) ?? 0n));

/** A stored quantity as a person typed it, for an input or a message: "20.000" → "20", "7.250" → "7.25", null → "". Exact, never rounded. */
export function quantityText(value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  return value.includes(".") ? value.replace(/\.?0+$/, "") : value;
}

/** How many decimals a typed decimal has ("1.250" → 3, "4" → 0); -1 when it is not a decimal. */
export function decimalPlaces(value: string | number): number {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "x") : value.trim();
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) return -1;
  return (m[3] ?? "").length;
}

/** A scaled integer as the decimal string PostgreSQL stores: 1240000n, 2 → "12400.00". */
export function toDecimal(units: bigint, scale = MONEY_SCALE): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? "-" : ""}${whole}${scale > 0 ? `.${fraction}` : ""}`;
}

/** Pence as money text: 1240000n → "£12,400.00"; -550n → "-£5.50". */
export function formatMoney(pence: Pence): string {
  const negative = pence < 0n;
  const [whole, fraction] = toDecimal(negative ? -pence : pence).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}£${grouped}.${fraction}`;
}

/** A stored or typed amount as money text; "" when it is not an amount. */
export function formatMoneyText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const pence = parsePence(value);
  return pence === null ? "" : formatMoney(pence);
}

export const sumPence = (amounts: Iterable<Pence>): Pence => {
  let total = 0n;
  for (const a of amounts) total += a;
  return total;
};

/** quantity (3 dp) × unit price (2 dp), rounded half-up to the penny: 2.125 × £3.33 = £7.08 (7.07625). */
export const lineTotal = (quantity: Milli, unitPrice: Pence): Pence => divRound(quantity * unitPrice, 1000n);

/** The VAT rates an order may carry (data-model.md §9: 20.00 by default). */
export const VAT_RATES = ["0", "5", "20"] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = "20";

/** VAT on an amount at a percentage ("20", "20.00", 5), rounded half-up to the penny. */
export function vatOn(amount: Pence, ratePercent: string | number): Pence {
  const hundredths = parseScaled(ratePercent, 2);
  if (hundredths === null) throw new RangeError(`Not a VAT rate: ${ratePercent}`);
  return divRound(amount * hundredths, 10_000n);
}

export type LineAmounts = { quantity: string | number; unitPrice: string | number };
export type OrderTotals = { lineTotals: Pence[]; subtotal: Pence; vat: Pence; total: Pence };

/**
 * An order's money from its lines: each line rounded to the penny, the subtotal their sum, VAT on
 * the subtotal (once, not per line, so it never drifts by a penny per line), the total their sum.
 * A line that is not a number yet (the form while typing) counts as nothing.
 */
export function orderTotals(lines: readonly LineAmounts[], vatRate: string | number): OrderTotals {
  const lineTotals = lines.map((l) => {
    const q = parseQuantity(l.quantity);
    const p = parsePence(l.unitPrice);
    return q === null || p === null ? 0n : lineTotal(q, p);
  });
  const subtotal = sumPence(lineTotals);
  const vat = vatOn(subtotal, vatRate);
  return { lineTotals, subtotal, vat, total: subtotal + vat };
}

/** -1, 0 or 1, as compare functions answer. */
export const comparePence = (a: Pence, b: Pence) => (a < b ? -1 : a > b ? 1 : 0);
