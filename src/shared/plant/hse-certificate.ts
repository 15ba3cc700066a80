import { z } from "zod";
import { idParams } from "../common/ids";
import { EXPIRES_SOON_DAYS, expiryState } from "../common/expiry";
import { optionalDay, optionalText } from "../common/fields";
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
export const EXPIRING_WITHIN_DAYS = EXPIRES_SOON_DAYS;
export const CERTIFICATE_FILE_MESSAGE = "Upload the certificate as a PDF or an image";
export const isCertificateFileType = (mimetype: string) => mimetype === "application/pdf" || mimetype.startsWith("image/");
export const CERTIFICATE_ACCEPT = "application/pdf,image/png,image/jpeg,image/webp,image/gif";

/** The certificate's details: the multipart fields of an upload, and the body of PATCH. */
export const certificateFieldsSchema = z
  .object({
    certificateType: z.enum(CERTIFICATE_TYPES, { error: "Choose a certificate type" }),
    certificateNumber: optionalText("Certificate number", 100),
    issuedBy: optionalText("Issued by", 200),
    issuedDate: optionalDay("Issued date"),
    expiryDate: optionalDay("Expiry date"),
    notes: optionalText("Notes", 1000),
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

/** A certificate with no expiry date is valid; otherwise the one expiry rule (common/expiry.ts). */
export function certificateState(expiryDate: string | null, today: string): CertificateState {
  const state = expiryState(expiryDate, today, EXPIRING_WITHIN_DAYS);
  return state === "none" ? "valid" : state;
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
