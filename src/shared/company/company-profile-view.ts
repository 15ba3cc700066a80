import { z } from "zod";
import { timestamp } from "../common/wire";

const nullableText = z.string().nullable();

/** GET /api/company-profile: every stored field except the logo bytes (money as the numeric column's text, "250000.00"). */
export const companyProfileViewSchema = z
  .object({
    id: z.number().int(),
    companyName: z.string(),
    tradingName: nullableText,
    companyNumber: z.string(),
    vatNumber: nullableText,
    establishedYear: z.number().int().nullable(),
    numberOfEmployees: z.number().int().nullable(),
    description: nullableText,
    registeredAddress: z.string(),
    postcode: z.string(),
    tradingAddress: nullableText,
    phoneNumber: z.string(),
    emailAddress: z.string(),
    website: nullableText,
    contactName: nullableText,
    contactPhone: nullableText,
    contactEmail: nullableText,
    emergencyContactName: nullableText,
    emergencyContactPhone: nullableText,
    employersLiabilityInsurer: nullableText,
    employersLiabilityPolicyNumber: nullableText,
    employersLiabilityExpiry: nullableText,
    publicLiabilityInsurer: nullableText,
    publicLiabilityPolicyNumber: nullableText,
    publicLiabilityCover: nullableText,
    publicLiabilityExpiry: nullableText,
    healthSafetyPolicy: nullableText,
    environmentalPolicy: nullableText,
    qualityPolicy: nullableText,
    certifications: z.array(z.string()),
    specializations: z.array(z.string()),
    cisRegistered: z.boolean(),
    constructionLineNumber: nullableText,
    safeContractorApproved: z.boolean(),
    annualTurnover: nullableText,
    bankName: nullableText,
    bankAccountName: nullableText,
    bankSortCode: nullableText,
    bankAccountNumber: nullableText,
    brandColor: z.string(),
    /** A logo given as a URL (older installs); an uploaded one is `logoData`. */
    logo: nullableText,
    /** True when a logo has been uploaded; it is served from /api/company-profile/logo?t=logoUpdatedAt. */
    logoData: z.boolean(),
    logoUpdatedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    updatedBy: z.number().int().nullable(),
  })
  .meta({ id: "CompanyProfile" });
export type CompanyProfile = z.output<typeof companyProfileViewSchema>;
