import { csvRecords, type CsvCell } from "../common/csv";
import { formatCount } from "../common/numbers";
import { PERSONAL_FIELDS, workerSchema, type WorkerInput } from "./worker-fields";
import { WORKER_IMPORT_MAX_ROWS } from "./worker";

/**
 * The worker register as CSV, both ways: the export writes these columns and an import reads the same
 * file back. Personal columns (decision 0065) are written only for a reader with Workforce edit; an
 * import reads them when present. Yes/no columns read yes, no, true, false; dates yyyy-mm-dd or
 * dd/mm/yyyy. Each row is checked by the form's schema, so the messages are the form's.
 */
export const WORKER_CSV_COLUMNS = [
  ["workerId", "Worker ID"],
  ["salutation", "Salutation"],
  ["firstName", "First name"],
  ["lastName", "Last name"],
  ["nationality", "Nationality"],
  ["dateOfBirth", "Date of birth"],
  ["nationalInsurance", "National Insurance number"],
  ["utr", "UTR"],
  ["email", "Email"],
  ["phoneNumber", "Phone"],
  ["mobilePhone", "Mobile"],
  ["addressLine1", "Address line 1"],
  ["addressLine2", "Address line 2"],
  ["addressLine3", "Address line 3"],
  ["addressLine4", "Address line 4"],
  ["city", "Town or city"],
  ["postcode", "Postcode"],
  ["country", "Country"],
  ["employer", "Employer"],
  ["trade", "Trade"],
  ["jobTitle", "Job title"],
  ["department", "Department"],
  ["employmentType", "Employment type"],
  ["employmentStatus", "Employment status"],
  ["startDate", "Start date"],
  ["endDate", "End date"],
  ["hourlyRate", "Hourly rate"],
  ["dayRate", "Day rate"],
  ["overtimeRate", "Overtime rate"],
  ["certifications", "Certifications"],
  ["qualifications", "Qualifications"],
  ["inductionCompleted", "Induction completed"],
  ["inductionDate", "Induction date"],
  ["skillsTraining", "Skills and training"],
  ["rightToWork", "Right to work"],
  ["drivingLicense", "Driving licence"],
  ["vehicleRegistration", "Vehicle registration"],
  ["bankDetails", "Bank details"],
  ["taxCode", "Tax code"],
  ["nextOfKin", "Next of kin"],
  ["nextOfKinAddress", "Next of kin address"],
  ["nextOfKinPhone", "Next of kin phone"],
  ["medicalConditions", "Medical conditions"],
  ["allergies", "Allergies"],
  ["medications", "Medications"],
  ["active", "Active"],
  ["notes", "Notes"],
] as const;
type CsvKey = (typeof WORKER_CSV_COLUMNS)[number][0];

const isPersonal = (key: string) => (PERSONAL_FIELDS as readonly string[]).includes(key);
const BOOLEAN_KEYS: readonly CsvKey[] = ["inductionCompleted", "rightToWork"];

/** The export's columns: every one for Workforce edit, the personal ones left out otherwise. */
export const workerCsvColumns = (personal: boolean) => WORKER_CSV_COLUMNS.filter(([key]) => personal || !isPersonal(key));
export const workerCsvHeader = (personal: boolean) => workerCsvColumns(personal).map(([, label]) => label);

/** One worker as an export row, in workerCsvHeader's order. */
export function workerCsvRow(w: Record<CsvKey, unknown>, personal: boolean): CsvCell[] {
  return workerCsvColumns(personal).map(([key]) => {
    const v = w[key];
    if (typeof v === "boolean") return v ? "yes" : "no";
    return v == null ? null : String(v);
  });
}

const norm = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
const isoFromUk = (raw: string) => {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  return m ? `${m[3]}-${m[2].padStart(2, "0")}-${m[1].padStart(2, "0")}` : raw;
};
const yesNo = (raw: string): unknown => {
  const v = raw.toLowerCase();
  if (v === "") return undefined;
  if (v === "yes" || v === "true" || v === "y") return true;
  if (v === "no" || v === "false" || v === "n") return false;
  return raw;
};

export type WorkerCsvResult = { ok: true; rows: { row: number; worker: WorkerInput }[] } | { ok: false; errors: string[] };

/** Reads and checks every row; one bad row refuses the whole file, with every problem listed by row. */
export function parseWorkerCsv(text: string): WorkerCsvResult {
  const [header, ...records] = csvRecords(text);
  if (!header) return { ok: false, errors: ["The file is empty. The first row must name the columns, e.g. Worker ID,First name,Last name,…"] };
  const keys = header.cells.map(norm);
  const at = new Map<string, number>(WORKER_CSV_COLUMNS.map(([key, label]) => [key, Math.max(keys.indexOf(norm(label)), keys.indexOf(norm(key)))]));
  const required = WORKER_CSV_COLUMNS.filter(([key]) => key === "workerId" || key === "firstName" || key === "lastName");
  const missing = required.filter(([key]) => (at.get(key) ?? -1) < 0).map(([, label]) => label);
  if (missing.length)
    return { ok: false, errors: [`The first row must name the columns Worker ID, First name and Last name (missing: ${missing.join(", ")})`] };
  if (records.length === 0) return { ok: false, errors: ["The file has no workers below its header row"] };
  if (records.length > WORKER_IMPORT_MAX_ROWS)
    return { ok: false, errors: [`At most ${formatCount(WORKER_IMPORT_MAX_ROWS)} workers per file (this one has ${formatCount(records.length)})`] };

  const errors: string[] = [];
  const rows: { row: number; worker: WorkerInput }[] = [];
  const ids = new Map<string, number>();
  for (const { row, cells } of records) {
    const input: Record<string, unknown> = {};
    for (const [key] of WORKER_CSV_COLUMNS) {
      const i = at.get(key) ?? -1;
      const raw = i < 0 ? "" : (cells[i] ?? "").trim();
      if (BOOLEAN_KEYS.includes(key)) input[key] = yesNo(raw);
      else if (key.endsWith("Date") || key === "dateOfBirth") input[key] = isoFromUk(raw);
      else input[key] = raw === "" ? undefined : raw;
    }
    const parsed = workerSchema.safeParse(input);
    if (!parsed.success) {
      // One message per field, the first, in the file's column order: what the form would show beside it.
      const seen = new Set<string>();
      const column = (path: PropertyKey[]) => WORKER_CSV_COLUMNS.findIndex(([key]) => key === path[0]);
      for (const issue of [...parsed.error.issues].sort((a, b) => column(a.path) - column(b.path))) {
        const field = String(issue.path[0] ?? "");
        if (seen.has(field)) continue;
        seen.add(field);
        errors.push(`Row ${row}: ${issue.message}`);
      }
      continue;
    }
    const id = parsed.data.workerId.toLowerCase();
    const twin = ids.get(id);
    if (twin !== undefined) {
      errors.push(`Row ${row}: the same worker ID as row ${twin}`);
      continue;
    }
    ids.set(id, row);
    rows.push({ row, worker: parsed.data });
  }
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}
