/**
 * The name an uploaded file keeps: shown in lists, written to the activity log and sent back on
 * download. The sender chooses it, so it is cleaned once here for every upload path.
 */

export const MAX_FILE_NAME_LENGTH = 200;

/**
 * Format characters (\p{Cf}: bidi overrides and isolates U+202A–U+202E, U+2066–U+2069, marks
 * U+200E/F and U+061C, zero-width U+200B–U+200D, U+2060, U+FEFF, soft hyphen) are invisible and can
 * make "invoice\u202Efdp.exe" read as "invoiceexe.pdf"; lone surrogates (\p{Cs}) cannot be encoded.
 */
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;
/** C0 and C1 controls, DEL and line or paragraph separators become spaces, then runs of space collapse. */
const SPACE_LIKE = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;

/** Other spellings of a sniffed type's extension that are left as the user wrote them. */
const SAME_TYPE: Record<string, string[]> = { jpg: ["jpeg", "jpe", "jfif"] };

/** A trailing ".ext" that reads as an extension (at least one letter), so "rev.3" keeps its number. */
const EXTENSION = /\.([A-Za-z0-9]{0,9}[A-Za-z][A-Za-z0-9]{0,9})$/;

/** The name without folders, invisible characters or controls, whitespace collapsed, no leading dots. */
export function cleanDisplayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  return base
    .normalize("NFC")
    .replace(INVISIBLE, "")
    .replace(SPACE_LIKE, " ")
    .trim()
    .replace(/^[.\s]+/, "")
    .replace(/[.\s]+$/, "");
}

function truncate(stem: string, suffix: string): string {
  const room = MAX_FILE_NAME_LENGTH - suffix.length;
  const chars = Array.from(stem);
  return (chars.length > room ? chars.slice(0, room).join("").trimEnd() : stem) + suffix;
}

/**
 * The stored name of an upload whose bytes were read as `extension` (file-types.ts): cleaned, at most
 * 200 characters, and ending in that extension, so a PDF is never saved as "….exe". A mismatching
 * extension is replaced ("plan.exe" → "plan.pdf"); a name without one gets it ("scan" → "scan.pdf").
 * Without `extension` (a file that is read, not stored) the name is only cleaned.
 */
export function safeFileName(raw: string, extension?: string): string {
  const clean = cleanDisplayName(raw);
  if (!extension) return truncate(clean, "") || "file";
  const ext = extension.toLowerCase();
  const match = EXTENSION.exec(clean);
  const given = match?.[1].toLowerCase();
  if (given === ext || (given && SAME_TYPE[ext]?.includes(given))) {
    const stem = clean.slice(0, -match![0].length);
    return stem ? truncate(stem, match![0]) : `file${match![0]}`;
  }
  const stem = match ? clean.slice(0, -match[0].length).replace(/[.\s]+$/, "") : clean;
  return truncate(stem || "file", `.${ext}`);
}

/** The quoted RFC 6266 fallback: ASCII only, accents dropped ("Relevé" → "Releve"), anything risky as "_". */
function asciiFallback(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\%]/g, "_");
}

/**
 * `attachment; filename="Site plan.pdf"; filename*=UTF-8''Site%20plan.pdf` (RFC 6266 with RFC 5987's
 * encoding): the quoted form is an ASCII fallback for old clients, the starred form carries the real
 * name. The name is cleaned again here, so one stored before cleaning cannot reverse itself on disk.
 */
export function contentDisposition(type: "inline" | "attachment", name: string): string {
  const clean = cleanDisplayName(name) || "file";
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${asciiFallback(clean)}"; filename*=UTF-8''${encoded}`;
}
