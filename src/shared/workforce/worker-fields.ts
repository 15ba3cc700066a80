import { z } from "zod";
import {
  decimalField,
  emailField,
  optional,
  optionalDay,
  optionalText,
  phoneField,
  requiredText,
  addressPostcodeFields,
  withUkPostcode,
} from "../common/fields";

/**
 * The worker's fields (data-model.md §3 workers, §5 Worker; docs/decisions/0065-worker-personal-data.md):
 * one schema for the worker form, POST/PATCH /api/workers and each row of a CSV import. A worker's
 * cards are worker_cards (worker-cards.ts); scores, attendance counters, photos and the QR code are
 * not typed here (a manager's scored note, site sign-ins and the QR slice set them).
 */

export { UNITED_KINGDOM } from "../common/fields";

export const NI_MESSAGE = "Please enter a valid UK National Insurance number (e.g. AB 12 34 56 C)";
export const MOBILE_MESSAGE = "Please enter a valid UK mobile number (07xxx xxxxxx)";
export const WORKER_ID_TAKEN_MESSAGE = "Another worker already has this worker ID";

/** HMRC's format: two letters, six digits, A–D; some letters never start one, some pairs are never issued. */
const NI = /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/;
const NI_EXCLUDED_PREFIXES = ["BG", "GB", "KN", "NK", "NT", "TN", "ZZ"];

/** The National Insurance rule (data-model.md §5 Worker); spaces are allowed, any case. */
export function isNationalInsurance(value: string): boolean {
  const v = value.replace(/\s+/g, "").toUpperCase();
  return NI.test(v) && !NI_EXCLUDED_PREFIXES.includes(v.slice(0, 2));
}

/** Stored as HMRC prints it: "AB 12 34 56 C". */
const niField = z
  .string()
  .refine(isNationalInsurance, NI_MESSAGE)
  .transform((v) => {
    const s = v.replace(/\s+/g, "").toUpperCase();
    return `${s.slice(0, 2)} ${s.slice(2, 4)} ${s.slice(4, 6)} ${s.slice(6, 8)} ${s.slice(8)}`;
  });

/** 07 and nine more digits once spaces are removed (data-model.md §5 Worker); stored as typed. */
export const isUkMobile = (value: string) => /^07\d{9}$/.test(value.replace(/\s+/g, ""));
const mobileField = z.string().trim().refine(isUkMobile, MOBILE_MESSAGE);

const squash = (v: string) => v.replace(/\s+/g, "").toUpperCase();

/** Keys stored, labels shown. */
export const EMPLOYMENT_TYPES = [
  { value: "employed", label: "Employed (PAYE)" },
  { value: "self_employed", label: "Self-employed (CIS)" },
  { value: "agency", label: "Agency" },
  { value: "subcontractor", label: "Subcontractor" },
  { value: "apprentice", label: "Apprentice" },
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]["value"];
const EMPLOYMENT_TYPE_KEYS = EMPLOYMENT_TYPES.map((t) => t.value) as [EmploymentType, ...EmploymentType[]];
export const EMPLOYMENT_TYPE_MESSAGE = `Employment type must be one of ${EMPLOYMENT_TYPE_KEYS.join(", ")}`;

/** data-model.md §3: active is the default. */
export const EMPLOYMENT_STATUSES = [
  { value: "active", label: "Active" },
  { value: "on_leave", label: "On leave" },
  { value: "suspended", label: "Suspended" },
  { value: "left", label: "Left" },
] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number]["value"];
/** "Left", "On leave": a status as the register shows it (the stored value when it is none of them). */
export const employmentStatusLabel = (value: string) => EMPLOYMENT_STATUSES.find((s) => s.value === value)?.label ?? value;
const EMPLOYMENT_STATUS_KEYS = EMPLOYMENT_STATUSES.map((s) => s.value) as [EmploymentStatus, ...EmploymentStatus[]];
export const EMPLOYMENT_STATUS_MESSAGE = `Employment status must be one of ${EMPLOYMENT_STATUS_KEYS.join(", ")}`;

/** Trades the demo and the form suggest; a worker's trade is free text (a company names its own). */
export const WORKER_TRADES = [
  "Groundworker",
  "Bricklayer",
  "Carpenter",
  "Electrician",
  "Plumber",
  "Plant operator",
  "Scaffolder",
  "Labourer",
  "Steel fixer",
  "Plasterer",
  "Roofer",
  "Painter and decorator",
] as const;

/** A worker's rate in pounds: numeric(8,2). */
const rateField = (label: string) =>
  decimalField(label, { scale: 2, whole: 6 }, { example: "18.50", symbols: true, messages: { notNumber: `${label} must be an amount in pounds, e.g. 18.50` } });

export const workerShape = {
  // Identity
  workerId: requiredText("Worker ID", 50, "Worker ID is required"),
  salutation: optionalText("Salutation", 20),
  nationality: optionalText("Nationality", 60),
  firstName: requiredText("First name", 100, "First name is required"),
  lastName: requiredText("Last name", 100, "Last name is required"),
  dateOfBirth: optionalDay("Date of birth"),
  nationalInsurance: optional(niField),
  utr: optional(
    z
      .string()
      .transform(squash)
      .refine((v) => /^\d{10}$/.test(v), "UTR must be 10 digits"),
  ),
  // Contact
  email: optional(emailField("Please enter a valid email address for the worker")),
  phoneNumber: optional(phoneField("Please enter a valid UK phone number, e.g. 0113 496 0000")),
  mobilePhone: optional(phoneField("Please enter a valid UK phone number, e.g. 07700 900123")),
  addressLine1: optionalText("Address line 1", 200),
  addressLine2: optionalText("Address line 2", 200),
  addressLine3: optionalText("Address line 3", 200),
  addressLine4: optionalText("Address line 4", 200),
  city: optionalText("Town or city", 100),
  /** Checked as a UK postcode when the country is the United Kingdom (withUkPostcode, below). */
  ...addressPostcodeFields,
  // Employment
  employer: optionalText("Employer", 200),
  trade: optionalText("Trade", 100),
  jobTitle: optionalText("Job title", 100),
  department: optionalText("Department", 100),
  employmentType: z
    .enum(EMPLOYMENT_TYPE_KEYS, { error: EMPLOYMENT_TYPE_MESSAGE })
    .nullish()
    .transform((v) => v ?? null),
  employmentStatus: z
    .enum(EMPLOYMENT_STATUS_KEYS, { error: EMPLOYMENT_STATUS_MESSAGE })
    .nullish()
    .transform((v) => v ?? "active"),
  startDate: optionalDay("Start date"),
  endDate: optionalDay("End date"),
  hourlyRate: rateField("Hourly rate"),
  dayRate: rateField("Day rate"),
  overtimeRate: rateField("Overtime rate"),
  // Qualifications
  certifications: optionalText("Certifications", 2000),
  qualifications: optionalText("Qualifications", 2000),
  // inductionCompleted and inductionDate are not typed: they come from the worker's induction results (decision 0068).
  skillsTraining: optionalText("Skills and training", 2000),
  // Compliance and personal
  // rightToWork is not typed: it is true once a right to work check is recorded (right-to-work.ts, issue 31).
  drivingLicense: optionalText("Driving licence", 100),
  vehicleRegistration: optionalText("Vehicle registration", 20),
  bankDetails: optionalText("Bank details", 200),
  taxCode: optionalText("Tax code", 20),
  nextOfKin: optionalText("Next of kin", 200),
  nextOfKinAddress: optionalText("Next of kin address", 500),
  nextOfKinPhone: optional(mobileField),
  medicalConditions: optionalText("Medical conditions", 2000),
  allergies: optionalText("Allergies", 2000),
  medications: optionalText("Medications", 2000),
  // Other
  active: z
    .enum(["yes", "no"], { error: "Active must be yes or no" })
    .nullish()
    .transform((v) => v ?? "yes"),
  notes: optionalText("Notes", 2000),
};

export const workerObject = z.object(workerShape);

/** A UK address takes a UK postcode, stored as Royal Mail writes it; an end date is not before the start. */
export const workerSchema = workerObject.transform((v, ctx) => {
  if (v.startDate && v.endDate && v.endDate < v.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date cannot be before the start date" });
    return z.NEVER;
  }
  return withUkPostcode(v, ctx);
});
export type WorkerFormValues = z.input<typeof workerSchema>;
export type WorkerInput = z.output<typeof workerSchema>;

/** PATCH /api/workers/:id: any of the fields; the server checks the merged record with workerSchema. */
export const updateWorkerSchema = workerObject.partial();
export type UpdateWorkerInput = z.output<typeof updateWorkerSchema>;

/**
 * Personal data (decision 0065): answered only to a role with Workforce edit, never in a list, and in
 * the CSV export only for those roles.
 */
export const PERSONAL_FIELDS = ["nationalInsurance", "utr", "bankDetails", "taxCode", "medicalConditions", "allergies", "medications"] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
