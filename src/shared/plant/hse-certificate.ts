import { z } from "zod";
import { idParams } from "../common/ids";
import { isIsoDay } from "../common/days";
import { isoDay, personRef, timestamp } from "../common/wire";

/**
 * HSE certificates of plant on site (data-model.md §3 hse_certificates): the thorough examination,
 * inspection and competence papers a site manager must be able to show for each machine.
 */

export const CERTIFICATE_TYPES = [
  "LOLER thorough examination",
  "PUWER inspection",
  "Declaration of conformity (UKCA/CE)",
  "Calibration certificate",
  "Insurance certificate",
  "Operator competence (CPCS/NPORS)",
  "Other",
] as const;

/** A certificate expiring within this many days is flagged "Expires soon". */
export const EXPIRING_WITHIN_DAYS = 30;
export const CERTIFICATE_FILE_MESSAGE = "Upload the certificate as a PDF or an image";
export const isCertificateFileType = (mimetype: string) => mimetype === "application/pdf" || mimetype.startsWith("image/");
export const CERTIFICATE_ACCEPT = "application/pdf,image/png,image/jpeg,image/webp,image/gif";

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalDay = (label: string) =>
  z
    .string({ error: `${label} must be a valid date (yyyy-mm-dd)` })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isIsoDay(v), `${label} must be a valid date (yyyy-mm-dd)`);

/** The certificate's details: the multipart fields of an upload, and the body of PATCH. */
export const certificateFieldsSchema = z
  .object({
    certificateType: z.enum(CERTIFICATE_TYPES, { error: "Choose a certificate type" }),
    certificateNumber: text(100, "Certificate number"),
    issuedBy: text(200, "Issued by"),
    issuedDate: optionalDay("Issued date"),
    expiryDate: optionalDay("Expiry date"),
    notes: text(1000, "Notes"),
  })
  .refine((v) => !v.issuedDate || !v.expiryDate || v.expiryDate >= v.issuedDate, {
    path: ["expiryDate"],
    message: "Expiry date cannot be before the issued date",
  });
export type CertificateFields = z.output<typeof certificateFieldsSchema>;
export type CertificateFieldsBody = z.input<typeof certificateFieldsSchema>;
export type CertificateFormValues = { [K in keyof CertificateFields]: string };

export const certificateIdParams = idParams("Certificate not found");

export const CERTIFICATE_STATES = ["valid", "expiring", "expired"] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** Whole days from `today` to `day` (both ISO days). */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Expired: the expiry day is before today (a certificate is good through its expiry day). Expiring: within 30 days. */
export function certificateState(expiryDate: string | null, today: string): CertificateState {
  if (!expiryDate) return "valid";
  const days = daysBetween(today, expiryDate);
  if (days < 0) return "expired";
  return days <= EXPIRING_WITHIN_DAYS ? "expiring" : "valid";
}

export const CERTIFICATE_STATE_LABELS: Record<CertificateState, string> = { valid: "Valid", expiring: "Expires soon", expired: "Expired" };

/** A certificate as the API returns it. */
export const certificateViewSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    plantEntryId: z.number().int().nullable(),
    equipmentName: z.string().nullable(),
    certificateType: z.string(),
    certificateNumber: z.string().nullable(),
    issuedBy: z.string().nullable(),
    issuedDate: isoDay.nullable(),
    expiryDate: isoDay.nullable(),
    notes: z.string().nullable(),
    state: z.enum(CERTIFICATE_STATES),
    fileId: z.number().int().nullable(),
    fileName: z.string().nullable(),
    originalFileName: z.string().nullable(),
    fileSize: z.number().int().nullable(),
    mimeType: z.string().nullable(),
    /** The file's download address (the project's Files keep it too). */
    filePath: z.string(),
    uploadedBy: personRef.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "HseCertificate" });
export type CertificateView = z.output<typeof certificateViewSchema>;

/** A plant entry's certificates at a glance, as the plant lists show them. */
export const certificateSummarySchema = z
  .object({ count: z.number().int(), expiredCount: z.number().int(), expiringCount: z.number().int(), soonestExpiry: isoDay.nullable() })
  .meta({ id: "HseCertificateSummary" });
export type CertificateSummary = z.output<typeof certificateSummarySchema>;
export const NO_CERTIFICATES: CertificateSummary = { count: 0, expiredCount: 0, expiringCount: 0, soonestExpiry: null };

export function certificateFormFrom(c: CertificateView | null): CertificateFormValues {
  return {
    certificateType: c?.certificateType ?? "",
    certificateNumber: c?.certificateNumber ?? "",
    issuedBy: c?.issuedBy ?? "",
    issuedDate: c?.issuedDate ?? "",
    expiryDate: c?.expiryDate ?? "",
    notes: c?.notes ?? "",
  } as CertificateFormValues;
}
