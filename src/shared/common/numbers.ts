/**
 * Every number a person reads, on both sides of the wire (product.md §9: "Numbers formatted in en-GB
 * with 2 decimals by default"): screens, PDFs, emails, timeline and activity-log texts, and the
 * descriptions the server writes. CSV files are data and keep plain numbers. The rules (which
 * decimals, which unit spelling) are written down in docs/code-style.md, "Numbers and units".
 */
/** What numeric columns and forms hand us: numbers, or the strings PostgreSQL numerics arrive as. */
export type NumberInput = number | string | null | undefined;

const toNumber = (value: NumberInput): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const n = typeof value === "string" ? Number(value) : value;
  return Number.isFinite(n) ? n : null;
};

/**
 * en-GB decimals as Intl.NumberFormat writes them (numbers.test.ts compares the two on thousands of
 * values), done by hand: the first Intl formatter a page builds loads ICU's data, about 90 ms of a
 * throttled phone's main thread on the diary's first visit (issue 13). Like Intl, it rounds the
 * shortest decimal that reads back as the number (1.005 → "1.01", where toFixed says "1.00"), half
 * away from zero, groups thousands with commas, and never writes "-0" ("negative" sign display).
 */
function decimalText(n: number, minDecimals: number, maxDecimals: number): string {
  const [mantissa, exponent = "0"] = Math.abs(n).toString().split("e");
  const [whole, fraction = ""] = mantissa.split(".");
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = "0".repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point, "0");
  // Round at maxDecimals places after the point, half away from zero, on the decimal digits.
  const keep = point + maxDecimals;
  let kept = digits.slice(0, keep).padEnd(keep, "0").split("").map(Number);
  if (Number(digits[keep] ?? 0) >= 5) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === 9) kept[i--] = 0;
    if (i >= 0) kept[i]++;
    else {
      kept = [1, ...kept];
      point++;
    }
  }
  const intDigits =
    kept
      .slice(0, point)
      .join("")
      .replace(/^0+(?=\d)/, "") || "0";
  let fracDigits = kept.slice(point).join("");
  while (fracDigits.length > minDecimals && fracDigits.endsWith("0")) fracDigits = fracDigits.slice(0, -1);
  const grouped = intDigits.replace(/\B(?=(\d{3})+$)/g, ",");
  const text = fracDigits ? `${grouped}.${fracDigits}` : grouped;
  return n < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** 1200 → "1,200.00"; "1200.000" → "1,200.00"; -3.5 → "-3.50"; "" for missing or not a number. */
export function formatNumber(value: NumberInput, decimals = 2): string {
  const n = toNumber(value);
  return n === null ? "" : decimalText(n, decimals, decimals);
}

/** A count of things (rows, people, files, factors): whole, with separators. 12000 → "12,000". */
export const formatCount = (value: NumberInput) => formatNumber(value, 0);

/**
 * Units written one way. Stored units come from several places (factor libraries say "tonnes" and
 * "cubic metres", forms say "m³"); the reader always sees the symbol below.
 */
const UNIT_SPELLING: Record<string, string> = {
  tonne: "t",
  tonnes: "t",
  t: "t",
  litre: "litres",
  litres: "litres",
  l: "litres",
  kwh: "kWh",
  mwh: "MWh",
  m3: "m³",
  "m³": "m³",
  "cubic metre": "m³",
  "cubic metres": "m³",
  km: "km",
  kilometres: "km",
  kg: "kg",
  hours: "h",
  hour: "h",
  h: "h",
};

/** The one spelling of a unit ("tonnes" → "t", "cubic metres" → "m³"); unknown units pass through. */
export const unitText = (unit: string) => UNIT_SPELLING[unit.trim().toLowerCase()] ?? unit;

/** 1200, "kWh" → "1,200.00 kWh"; a space between number and unit; "" when the number is missing. */
export function formatQuantity(value: NumberInput, unit: string, decimals = 2): string {
  const text = formatNumber(value, decimals);
  return text === "" ? "" : `${text} ${unitText(unit)}`;
}

/** Hours of labour or plant, to 1 decimal (product.md §2.5): 7.5 → "7.5 h". */
export const formatHours = (value: NumberInput) => formatQuantity(value, "h", 1);

/** A number with no unit, to 1 decimal: 7.5 → "7.5" (hours in a column headed "Hours"). */
export const formatHoursNumber = (value: NumberInput) => formatNumber(value, 1);

/** Temperatures to 1 decimal: 8 → "8.0 °C". */
export const formatTemperature = (value: NumberInput) => formatQuantity(value, "°C", 1);

/** A share: 12.345 → "12.3%" (1 decimal, no space, as people write it). */
export function formatPercent(value: NumberInput, decimals = 1): string {
  const text = formatNumber(value, decimals);
  return text === "" ? "" : `${text}%`;
}

/**
 * A quantity as it is stored and entered (numeric(…, 3): an order line, a goods receipt, a delivery
 * line, a weight or a distance typed on an order): the same digits on every screen, PDF and email,
 * up to 3 decimals, en-GB thousands separators, no padding zeros (issue 28). "240.000" → "240",
 * "1234.567" → "1,234.567", 0.222, "each" → "0.222 each". CSV files keep the stored text.
 */
export function formatMeasure(value: NumberInput, unit?: string | null): string {
  const n = toNumber(value);
  if (n === null) return "";
  const text = decimalText(n, 0, 3);
  return unit?.trim() ? `${text} ${unitText(unit)}` : text;
}

/**
 * An emission factor, kept at its full precision (issue 11 item 13): 0.00036218 → "0.00036218",
 * 2.57082 → "2.57082", 1990.5 → "1,990.5". Up to 10 decimals, no padding zeros.
 */
export function formatFactor(value: NumberInput): string {
  const n = toNumber(value);
  return n === null ? "" : decimalText(n, 0, 10);
}

/** The carbon unit, one spelling everywhere: "kg CO2e" / "t CO2e" (plain 2, so it survives PDFs and CSV headings). */
export const KG_CO2E = "kg CO2e";
export const T_CO2E = "t CO2e";

/** At and above this many kg a figure is shown in tonnes. */
export const CARBON_TONNES_FROM_KG = 1000;

/** Whether a figure (or the largest figure of a chart) reads in tonnes. */
export const carbonInTonnes = (kg: number) => Math.abs(kg) >= CARBON_TONNES_FROM_KG;

/**
 * A carbon figure, in kg below 1,000 kg and in tonnes from there, 2 decimals either way:
 * 950.5 → "950.50 kg CO2e", 23750 → "23.75 t CO2e". Strings from numeric columns are accepted.
 */
export function formatCarbon(kg: NumberInput): string {
  const n = toNumber(kg);
  if (n === null) return "";
  return carbonInTonnes(n) ? `${formatNumber(n / 1000)} ${T_CO2E}` : `${formatNumber(n)} ${KG_CO2E}`;
}

/**
 * The one carbon unit of a chart or table of several figures: tonnes when its largest value is
 * 1,000 kg or more, else kg, so the title, the axis and every tooltip say the same unit.
 */
export type CarbonUnit = "kg" | "t";
export const carbonUnitFor = (kgValues: number[]): CarbonUnit => (carbonInTonnes(Math.max(0, ...kgValues.map(Math.abs))) ? "t" : "kg");
export const carbonUnitText = (unit: CarbonUnit) => (unit === "t" ? T_CO2E : KG_CO2E);
/** A kg figure in the given unit, with the unit: 2250, "t" → "2.25 t CO2e". */
export const formatCarbonIn = (kg: NumberInput, unit: CarbonUnit) => (unit === "t" ? formatTCo2e(kg) : formatKgCo2e(kg));

/** A chart axis tick: up to 2 decimals, no padding zeros (200, 2.25), so ticks stay short. */
export function formatTick(value: NumberInput): string {
  const n = toNumber(value);
  return n === null ? "" : decimalText(n, 0, 2);
}

/** A figure always in kg (table cells under a "kg CO2e" heading): 23750 → "23,750.00 kg CO2e". */
export const formatKgCo2e = (kg: NumberInput) => formatQuantity(kg, KG_CO2E);

/** A figure always in tonnes: 23750 → "23.75 t CO2e". */
export function formatTCo2e(kg: NumberInput): string {
  const n = toNumber(kg);
  return n === null ? "" : `${formatNumber(n / 1000)} ${T_CO2E}`;
}

/** File sizes: "1.2 MB", "350 KB", "512 bytes" (1 decimal for MB, whole KB). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
  if (bytes >= 1024) return `${formatCount(Math.round(bytes / 1024))} KB`;
  return `${formatCount(bytes)} ${bytes === 1 ? "byte" : "bytes"}`;
}

/** Money in pounds (company currency GBP): 1234.5 → "£1,234.50"; accepts numeric strings; "" when missing. */
export function formatCurrency(value: NumberInput): string {
  const n = toNumber(value);
  if (n === null) return "";
  const text = decimalText(n, 2, 2);
  return text.startsWith("-") ? `-£${text.slice(1)}` : `£${text}`;
}
