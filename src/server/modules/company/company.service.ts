import type { FastifyRequest } from "fastify";
import { COMPANY_PROFILE_FIELDS, COMPANY_PROFILE_LABELS, type CompanyProfileInput, type CompanyProfileField } from "@shared/company/company-profile";
import type { Db, Tx } from "../../db/client";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import type { ImageUpload } from "../../platform/uploads";
import { findCompanyProfile, findCompanyProfileForUpdate, insertCompanyProfile, updateCompanyProfile, type CompanyProfileRow } from "./company.repository";

const MONEY_FIELDS: CompanyProfileField[] = ["publicLiabilityCover", "annualTurnover"];

/** Equal as stored: numeric columns come back as "5000.00" for an input of "5000". */
function same(field: CompanyProfileField, stored: unknown, next: unknown): boolean {
  if (MONEY_FIELDS.includes(field) && stored != null && next != null) return Number(stored) === Number(next);
  if (Array.isArray(stored) || Array.isArray(next)) return JSON.stringify(stored ?? []) === JSON.stringify(next ?? []);
  return (stored ?? null) === (next ?? null);
}

/** Every change to the company profile is logged against the one profile row, under Company. */
function auditProfile(tx: Tx, request: FastifyRequest, row: CompanyProfileRow, action: string, description: string, metadata?: Record<string, unknown>) {
  return audit(tx, request, {
    action,
    description,
    entityType: "company_profile",
    entityId: row.id,
    entityName: row.companyName,
    category: "company",
    metadata,
  });
}

export async function getCompanyProfile(db: Db): Promise<CompanyProfileRow> {
  const row = await findCompanyProfile(db);
  if (!row) throw notFound("The company profile has not been set up yet");
  return row;
}

/** Saves the whole profile; audits the names of the fields that changed (no values: bank details stay out of the log). */
export async function saveCompanyProfile(db: Db, request: FastifyRequest, input: CompanyProfileInput): Promise<CompanyProfileRow> {
  return db.transaction(async (tx) => {
    const current = await findCompanyProfileForUpdate(tx);
    const userId = request.user?.id ?? null;
    if (!current) {
      const created = await insertCompanyProfile(tx, { ...input, updatedBy: userId });
      await auditProfile(tx, request, created, "company_profile_created", `Created the company profile for ${created.companyName}`, {
        changedFields: COMPANY_PROFILE_FIELDS,
      });
      return created;
    }
    const changed = COMPANY_PROFILE_FIELDS.filter((f) => !same(f, current[f], input[f]));
    if (changed.length === 0) return current;
    const saved = await updateCompanyProfile(tx, current.id, { ...input, updatedAt: new Date(), updatedBy: userId });
    await auditProfile(
      tx,
      request,
      saved,
      "company_profile_updated",
      `Updated the company profile: ${changed.map((f) => COMPANY_PROFILE_LABELS[f]).join(", ")}`,
      { changedFields: changed },
    );
    return saved;
  });
}

export async function setCompanyLogo(db: Db, request: FastifyRequest, upload: ImageUpload): Promise<CompanyProfileRow> {
  return db.transaction(async (tx) => {
    const current = await findCompanyProfileForUpdate(tx);
    if (!current) throw notFound("The company profile has not been set up yet");
    const now = new Date();
    const saved = await updateCompanyProfile(tx, current.id, {
      logoData: upload.data,
      logoType: upload.type,
      logoUpdatedAt: now,
      logo: null,
      updatedAt: now,
      updatedBy: request.user?.id ?? null,
    });
    await auditProfile(
      tx,
      request,
      saved,
      current.logoData ? "company_logo_replaced" : "company_logo_uploaded",
      `${current.logoData ? "Replaced" : "Uploaded"} the company logo (${upload.type}, ${Math.ceil(upload.data.length / 1024)} KB)`,
      { type: upload.type, bytes: upload.data.length, filename: upload.filename },
    );
    return saved;
  });
}

export async function removeCompanyLogo(db: Db, request: FastifyRequest): Promise<CompanyProfileRow> {
  return db.transaction(async (tx) => {
    const current = await findCompanyProfileForUpdate(tx);
    if (!current) throw notFound("The company profile has not been set up yet");
    if (!current.logoData && !current.logo) throw notFound("There is no logo to remove");
    const now = new Date();
    const saved = await updateCompanyProfile(tx, current.id, {
      logoData: null,
      logoType: null,
      logoUpdatedAt: now,
      logo: null,
      updatedAt: now,
      updatedBy: request.user?.id ?? null,
    });
    await auditProfile(tx, request, saved, "company_logo_removed", "Removed the company logo");
    return saved;
  });
}
