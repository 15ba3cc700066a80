/**
 * The one CSV library (RFC 4180): the writer for every export and the reader for every file read
 * (a company's factor import, checked in the browser and again on the server; the shipped reference
 * data). Writing: a spreadsheet runs a cell that starts with = + - @
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

// Reading ----------------------------------------------------------------------------------------

export type CsvRecord = { row: number; cells: string[] };

/**
 * The records of a file, each with the spreadsheet row it starts on (the first line is row 1, so
 * "Row 3" is row 3 in Excel). Quoted fields may hold commas, doubled quotes and line breaks; CRLF, LF
 * or CR end a record; a leading byte-order mark is dropped; blank lines (or only spaces and commas)
 * are left out, their row numbers kept.
 */
export function csvRecords(text: string): CsvRecord[] {
  const out: CsvRecord[] = [];
  let cells: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    cells.push(field);
    if (cells.some((v) => v.trim() !== "")) out.push({ row: start, cells });
    cells = [];
    field = "";
  };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        field += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      cells.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      end();
      start = ++line;
    } else field += c;
  }
  end();
  return out;
}

/** The records under the header row as objects keyed by its (trimmed) column names, every value trimmed. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...body] = csvRecords(text);
  const keys = (header?.cells ?? []).map((h) => h.trim());
  return body.map(({ cells }) => Object.fromEntries(keys.map((k, i) => [k, (cells[i] ?? "").trim()])));
}
