import { csvRecords, type CsvCell } from "../common/csv";
import { formatCount } from "../common/numbers";
import { SUPPLIER_STATUSES, SUPPLIER_TYPES, supplierSchema, supplierStatusLabel, supplierTypeLabel, type SupplierInput } from "./supplier-fields";
import { SUPPLIER_IMPORT_MAX_ROWS } from "./supplier";

/**
 * The supplier register as CSV, both ways: the export writes these columns, and an import reads the
 * same file back (the derived columns after Notes are ignored on the way in). Lists are separated by
 * semicolons; a type or status may be its label ("Plant hire") or its key ("plant_hire"); dates as
 * yyyy-mm-dd or dd/mm/yyyy. Each row is checked by the form's schema, so the messages are the form's.
 */
export const SUPPLIER_CSV_COLUMNS = [
  ["name", "Name"],
  ["code", "Code"],
  ["supplierType", "Supplier type"],
  ["status", "Status"],
  ["contactPerson", "Contact person"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["address", "Address"],
  ["city", "Town or city"],
  ["postcode", "Postcode"],
  ["country", "Country"],
  ["specializations", "Specialisations"],
  ["certifications", "Certifications"],
  ["insuranceExpiry", "Insurance expiry"],
  ["vatNumber", "VAT number"],
  ["companyNumber", "Company number"],
  ["paymentTerms", "Payment terms"],
  ["creditLimit", "Credit limit"],
  ["discountRate", "Discount rate (%)"],
  ["notes", "Notes"],
] as const;
export const SUPPLIER_CSV_DERIVED = ["Performance rating", "Quality rating", "Delivery rating", "Total spend", "Orders"] as const;
export const SUPPLIER_CSV_HEADER = [...SUPPLIER_CSV_COLUMNS.map(([, label]) => label), ...SUPPLIER_CSV_DERIVED];

type CsvSupplier = {
  [K in (typeof SUPPLIER_CSV_COLUMNS)[number][0]]: K extends "specializations" | "certifications" ? string[] : string | null;
} & { performanceRating: string; qualityRating: string; deliveryRating: string; totalSpend: string; orderCount: number };

/** One supplier as an export row, in SUPPLIER_CSV_HEADER's order. */
export function supplierCsvRow(s: CsvSupplier): CsvCell[] {
  const cells: CsvCell[] = SUPPLIER_CSV_COLUMNS.map(([key]) => {
    const v = s[key];
    if (Array.isArray(v)) return v.join("; ");
    if (key === "supplierType") return supplierTypeLabel(String(v));
    if (key === "status") return supplierStatusLabel(String(v));
    return v;
  });
  return [...cells, s.performanceRating, s.qualityRating, s.deliveryRating, s.totalSpend, s.orderCount];
}

const norm = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
const byLabelOrKey = (list: readonly { value: string; label: string }[], raw: string) =>
  list.find((o) => norm(o.label) === norm(raw) || o.value === raw.trim().toLowerCase())?.value ?? raw;
const ukDay = (raw: string) => {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw.trim());
  return m ? `${m[3]}-${m[2].padStart(2, "0")}-${m[1].padStart(2, "0")}` : raw;
};

export type SupplierCsvResult = { ok: true; rows: { row: number; supplier: SupplierInput }[] } | { ok: false; errors: string[] };

/** Reads and checks every row; one bad row refuses the whole file, with every problem listed by row. */
export function parseSupplierCsv(text: string): SupplierCsvResult {
  const [header, ...records] = csvRecords(text);
  if (!header) return { ok: false, errors: ["The file is empty. The first row must name the columns, e.g. Name,Supplier type,…"] };
  const keys = header.cells.map(norm);
  const at = new Map(SUPPLIER_CSV_COLUMNS.map(([key, label]) => [key, Math.max(keys.indexOf(norm(label)), keys.indexOf(norm(key)))]));
  const missing = (["name", "supplierType"] as const).filter((k) => (at.get(k) ?? -1) < 0);
  if (missing.length)
    return {
      ok: false,
      errors: [
        `The first row must name the columns Name and Supplier type (missing: ${missing.map((k) => (k === "name" ? "Name" : "Supplier type")).join(", ")})`,
      ],
    };
  if (records.length === 0) return { ok: false, errors: ["The file has no suppliers below its header row"] };
  if (records.length > SUPPLIER_IMPORT_MAX_ROWS)
    return { ok: false, errors: [`At most ${formatCount(SUPPLIER_IMPORT_MAX_ROWS)} suppliers per file (this one has ${formatCount(records.length)})`] };

  const errors: string[] = [];
  const rows: { row: number; supplier: SupplierInput }[] = [];
  const codes = new Map<string, number>();
  for (const { row, cells } of records) {
    const get = (key: string) => {
      const i = at.get(key as never) ?? -1;
      return i < 0 ? "" : (cells[i] ?? "").trim();
    };
    const list = (key: string) =>
      get(key)
        .split(";")
        .map((t) => t.trim())
        .filter(Boolean);
    const input = {
      ...Object.fromEntries(SUPPLIER_CSV_COLUMNS.map(([key]) => [key, get(key)])),
      supplierType: byLabelOrKey(SUPPLIER_TYPES, get("supplierType")),
      status: get("status") ? byLabelOrKey(SUPPLIER_STATUSES, get("status")) : undefined,
      insuranceExpiry: ukDay(get("insuranceExpiry")),
      specializations: list("specializations"),
      certifications: list("certifications"),
    };
    const parsed = supplierSchema.safeParse(input);
    if (!parsed.success) {
      // One message per field, the first: what the form would show beside it.
      const seen = new Set<string>();
      const column = (path: PropertyKey[]) => SUPPLIER_CSV_COLUMNS.findIndex(([key]) => key === path[0]);
      const issues = [...parsed.error.issues].sort((a, b) => column(a.path) - column(b.path));
      for (const issue of issues) {
        const field = String(issue.path[0] ?? "");
        if (seen.has(field)) continue;
        seen.add(field);
        errors.push(`Row ${row}: ${issue.message}`);
      }
      continue;
    }
    const code = parsed.data.code?.toLowerCase();
    if (code) {
      const twin = codes.get(code);
      if (twin !== undefined) {
        errors.push(`Row ${row}: the same code as row ${twin}`);
        continue;
      }
      codes.set(code, row);
    }
    rows.push({ row, supplier: parsed.data });
  }
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}
