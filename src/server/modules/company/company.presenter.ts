import { COMPANY_PROFILE_FIELDS, type CompanyProfile } from "@shared/company/company-profile";
import type { CompanyProfileRow } from "./company.repository";

/** Row → GET /api/company-profile: every field, the logo bytes replaced by a flag. */
export function presentCompanyProfile(row: CompanyProfileRow): CompanyProfile {
  const fields = Object.fromEntries(COMPANY_PROFILE_FIELDS.map((k) => [k, row[k]]));
  return {
    ...(fields as Omit<CompanyProfile, "id" | "logo" | "logoData" | "logoUpdatedAt" | "createdAt" | "updatedAt" | "updatedBy">),
    id: row.id,
    logo: row.logo,
    logoData: Boolean(row.logoData && row.logoData.length > 0),
    logoUpdatedAt: row.logoUpdatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}
