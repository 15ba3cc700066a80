/**
 * UK vehicle registration marks (issue 33, "UK registration plates are checked and shown in the plate
 * format"). A plate is stored in its canonical form, upper case with no spaces ("AB12CDE"), so a
 * search, the unique index and a DVLA lookup all see one spelling; it is shown with the space where
 * the plate has it ("AB12 CDE"). The formats are DVLA's (INF104 "Vehicle registration numbers and
 * number plates"):
 *
 * - current, since September 2001: two letters, two digits, three letters: AB12 CDE;
 * - prefix, 1983 to 2001: a year letter, 1 to 3 digits, three letters: A123 BCD;
 * - suffix, 1963 to 1983: three letters, 1 to 3 digits, a year letter: ABC 123D;
 * - dateless (before 1963, and cherished marks): 1 to 3 letters and 1 to 4 digits either way round:
 *   ABC 1234, 1234 AB;
 * - Northern Ireland: dateless in form, its letters including I or Z: ABZ 1234.
 *
 * The check is of the shape only: DVLA's letter rules (no I or Q in some places) change by series, and
 * a plate the shape allows but DVLA never issued is for the public vehicle data to say.
 */

export type PlateFormat = "current" | "prefix" | "suffix" | "dateless" | "northern_ireland";

export const PLATE_MESSAGES = {
  invalid: "Enter a UK registration, e.g. AB12 CDE",
  tooLong: "License plate must be 10 characters or fewer",
} as const;

/** Each format with where its space goes: [pattern, length of the part before the space]. */
const FORMATS: readonly { format: PlateFormat; pattern: RegExp; split: (p: string) => number }[] = [
  { format: "current", pattern: /^[A-Z]{2}[0-9]{2}[A-Z]{3}$/, split: () => 4 },
  { format: "prefix", pattern: /^[A-Z][0-9]{1,3}[A-Z]{3}$/, split: (p) => p.length - 3 },
  { format: "suffix", pattern: /^[A-Z]{1,3}[0-9]{1,3}[A-Z]$/, split: (p) => p.search(/[0-9]/) },
  // Dateless, letters first (Northern Ireland's form too) or digits first: the space between the groups.
  { format: "dateless", pattern: /^[A-Z]{1,3}[0-9]{1,4}$/, split: (p) => p.search(/[0-9]/) },
  { format: "dateless", pattern: /^[0-9]{1,4}[A-Z]{1,3}$/, split: (p) => p.search(/[A-Z]/) },
];

/** The canonical form: upper case, without spaces or dashes ("ab12 cde" → "AB12CDE"). */
export const normalisePlate = (text: string) => text.toUpperCase().replace(/[\s-]+/g, "");

function match(canonical: string) {
  return FORMATS.find((f) => f.pattern.test(canonical));
}

/** Which format a plate is in (typed any way), or null when it is none of them. */
export function plateFormat(text: string): PlateFormat | null {
  const canonical = normalisePlate(text);
  const found = match(canonical);
  if (!found) return null;
  // Northern Ireland's marks are dateless in form with I or Z among their letters (e.g. ABZ 1234).
  if (found.format === "dateless" && /^[A-Z]{2,3}[0-9]/.test(canonical) && /[IZ]/.test(canonical.replace(/[0-9]/g, ""))) return "northern_ireland";
  return found.format;
}

export const isUkPlate = (text: string) => plateFormat(text) !== null;

/**
 * A plate as it is displayed: "AB12CDE" → "AB12 CDE", "A123BCD" → "A123 BCD", "ABC123D" → "ABC 123D",
 * "ABZ1234" → "ABZ 1234". Anything that is not a UK plate (an older record) is shown as stored.
 */
export function formatPlate(plate: string | null | undefined): string {
  if (!plate) return "";
  const canonical = normalisePlate(plate);
  const found = match(canonical);
  if (!found) return plate;
  const at = found.split(canonical);
  return `${canonical.slice(0, at)} ${canonical.slice(at)}`;
}

/** Why a typed plate is refused, or null: too long as typed, or not a UK format. */
export function plateProblem(text: string): string | null {
  if (text.trim().length > 10) return PLATE_MESSAGES.tooLong;
  return isUkPlate(text) ? null : PLATE_MESSAGES.invalid;
}
