import type { FastifyRequest } from "fastify";
import { COMPANY_PROFILE_FIELDS, COMPANY_PROFILE_LABELS, type CompanyProfileInput, type CompanyProfileField } from "@shared/company/company-profile";
import type { Db } from "../../db/client";
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
      await audit(tx, request, {
        action: "company_profile_created",
        description: `Created the company profile for ${created.companyName}`,
        entityType: "company_profile",
        entityId: created.id,
        entityName: created.companyName,
        category: "company",
        metadata: { changedFields: COMPANY_PROFILE_FIELDS },
      });
      return created;
    }
    const changed = COMPANY_PROFILE_FIELDS.filter((f) => !same(f, current[f], input[f]));
    if (changed.length === 0) return current;
    const saved = await updateCompanyProfile(tx, current.id, { ...input, updatedAt: new Date(), updatedBy: userId });
    await audit(tx, request, {
      action: "company_profile_updated",
      description: `Updated the company profile: ${changed.map((f) => COMPANY_PROFILE_LABELS[f]).join(", ")}`,
      entityType: "company_profile",
      entityId: saved.id,
      entityName: saved.companyName,
      category: "company",
      metadata: { changedFields: changed },
    });
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
    await audit(tx, request, {
      action: current.logoData ? "company_logo_replaced" : "company_logo_uploaded",
      description: `${current.logoData ? "Replaced" : "Uploaded"} the company logo (${upload.type}, ${Math.ceil(upload.data.length / 1024)} KB)`,
      entityType: "company_profile",
      entityId: saved.id,
      entityName: saved.companyName,
      category: "company",
      metadata: { type: upload.type, bytes: upload.data.length, filename: upload.filename },
    });
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
    await audit(tx, request, {
      action: "company_logo_removed",
      description: "Removed the company logo",
      entityType: "company_profile",
      entityId: saved.id,
      entityName: saved.companyName,
      category: "company",
    });
    return saved;
  });
}
