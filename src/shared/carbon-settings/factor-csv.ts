import { MAX_FACTOR_ROWS, MAX_FACTOR_VALUE } from "./carbon-settings";
import { formatCount } from "../common/numbers";
import { csvRecords } from "../common/csv";

/**
 * A company's own conversion factors as CSV (docs/decisions/0009-carbon-figures.md): header
 * `name,unit,kg_co2e_per_unit,source` ("kg CO2e per unit" with spaces also accepted, any case).
 * Read by the one CSV reader (common/csv.ts), rows numbered as a spreadsheet shows them (the header is row 1).
 * Pure, so the Carbon Standards page can check a file before it is sent and the server checks it again.
 */
export type FactorCsvRow = { name: string; unit: string; value: number; source: string };
export type FactorCsvResult = { ok: true; rows: FactorCsvRow[] } | { ok: false; errors: string[] };

const COLUMNS = ["name", "unit", "kg_co2e_per_unit", "source"] as const;
const headerKey = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/** One factor per name, unit and source: importing a revised sheet updates the factors it names. */
export const factorKey = (f: { name: string; unit: string; source: string }) => `${f.name.toLowerCase()}\u0000${f.unit}\u0000${f.source.toLowerCase()}`;

/** Reads and checks every row; one bad row refuses the whole file, with every problem listed. */
export function parseFactorCsv(text: string): FactorCsvResult {
  const [header, ...records] = csvRecords(text);
  if (!header) return { ok: false, errors: ["The file is empty. The first row must be: name,unit,kg_co2e_per_unit,source"] };
  const keys = header.cells.map(headerKey);
  const at = Object.fromEntries(COLUMNS.map((c) => [c, keys.indexOf(c)])) as Record<(typeof COLUMNS)[number], number>;
  const missing = COLUMNS.filter((c) => at[c] < 0);
  if (missing.length) return { ok: false, errors: [`The first row must name the columns name,unit,kg_co2e_per_unit,source (missing: ${missing.join(", ")})`] };
  if (records.length === 0) return { ok: false, errors: ["The file has no factors below its header row"] };
  if (records.length > MAX_FACTOR_ROWS)
    return { ok: false, errors: [`At most ${formatCount(MAX_FACTOR_ROWS)} factors per file (this one has ${formatCount(records.length)})`] };

  const errors: string[] = [];
  const rows: FactorCsvRow[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of records) {
    const get = (c: (typeof COLUMNS)[number]) => (cells[at[c]] ?? "").trim();
    const [name, unit, raw, source] = [get("name"), get("unit"), get("kg_co2e_per_unit"), get("source")];
    const problems: string[] = [];
    if (!name) problems.push("name is required");
    else if (name.length > 200) problems.push("name must be 200 characters or fewer");
    if (!unit) problems.push("unit is required");
    else if (unit.length > 50) problems.push("unit must be 50 characters or fewer");
    const value = raw === "" ? Number.NaN : Number(raw.replace(/,/g, ""));
    if (!Number.isFinite(value) || !/^[+-]?(\d[\d,]*)?(\.\d+)?([eE][+-]?\d+)?$/.test(raw)) problems.push("kg CO2e per unit must be a number");
    else if (value < 0) problems.push("kg CO2e per unit must be 0 or more");
    else if (value > MAX_FACTOR_VALUE) problems.push(`kg CO2e per unit must be at most ${formatCount(MAX_FACTOR_VALUE)}`);
    if (!source) problems.push("source is required");
    else if (source.length > 200) problems.push("source must be 200 characters or fewer");
    const key = factorKey({ name, unit, source });
    const twin = seen.get(key);
    if (twin !== undefined && !problems.length) problems.push(`the same name, unit and source as row ${twin}`);
    seen.set(key, seen.get(key) ?? row);
    if (problems.length) errors.push(...problems.map((p) => `Row ${row}: ${p}`));
    else rows.push({ name, unit, value, source });
  }
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}
