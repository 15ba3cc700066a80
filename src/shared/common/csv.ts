/**
 * The one CSV writer (RFC 4180) for every export. A spreadsheet runs a cell that starts with = + - @
 * (or a tab or carriage return before one) as a formula, so text from users ("=HYPERLINK(…)" in a
 * description) could fetch a URL or run a command on the reader's machine: such a cell is written with
 * a leading apostrophe, which Excel, LibreOffice and Google Sheets show as text (OWASP "CSV injection").
 * Numbers stay numbers: -3.5 is a figure, not a formula.
 */

export type CsvCell = string | number | null | undefined;

/** = + - @ tab and CR, and the full-width = + - @ that some spreadsheets also read as formula starts. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A plain decimal number as a spreadsheet reads it: "-3.5", "+2", "1e3"; "-1+1" or "-" are not. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** The cell's text, neutralised when a spreadsheet would read it as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One field: numbers as written, text neutralised, and quoted (quotes doubled) when it holds " , CR or LF. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The UTF-8 byte-order mark that makes Excel read accents and £ correctly. */
export const CSV_BOM = "\uFEFF";

/** One record with its CRLF: what a streamed export writes row by row. */
export function csvRecord(row: readonly CsvCell[]): string {
  return `${row.map(csvField).join(",")}\r\n`;
}

/**
 * The whole file: a header row and the data rows, CRLF after every record, after a byte-order mark
 * for Excel; pass `{ bom: false }` for a machine reader.
 */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>, { bom = true } = {}): string {
  let out = (bom ? CSV_BOM : "") + csvRecord(header);
  for (const row of rows) out += csvRecord(row);
  return out;
}
