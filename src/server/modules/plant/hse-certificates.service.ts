import { CERTIFICATE_FILE_MESSAGE, isCertificateFileType, type CertificateFields } from "@shared/plant/hse-certificate";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { requireRecordRight } from "../../platform/permissions";
import { audit } from "../../platform/audit";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { badRequest, notFound } from "../../platform/errors";
import { getLiveProjectById } from "../projects/project-lookup";
import { storeUpload } from "../files/files.service";
import type { CheckedUpload } from "../files/files.upload";
import { ukToday } from "@shared/common/uk-dates";
import * as repo from "./plant.repository";
import { presentCertificate } from "./plant.presenter";
import { getLivePlant, type Ctx } from "./plant.service";

/** Where the browser fetches a stored file (files.routes.ts); `?download=1` makes it a download. */
export const fileContentPath = (fileId: number) => `/api/files/${fileId}/content`;

async function getLiveCertificate(db: Db, id: number) {
  const found = await repo.findCertificate(db, id);
  if (!found) throw notFound("Certificate not found");
  const project = await getLiveProjectById(db, found.certificate.projectId);
  return { found, project };
}

async function presentById(db: Db, id: number) {
  const found = await repo.findCertificate(db, id);
  if (!found) throw notFound("Certificate not found");
  return presentCertificate(found, ukToday());
}

export async function listCertificates(db: Db, entryId: number) {
  await getLivePlant(db, entryId);
  const today = ukToday();
  return (await repo.listCertificates(db, entryId)).map((c) => presentCertificate(c, today));
}

const label = (f: CertificateFields) => `${f.certificateType}${f.certificateNumber ? ` ${f.certificateNumber}` : ""}`;

/**
 * Keeps the uploaded file in the project's Files (so it is found with the project's other documents)
 * and records the certificate against the plant entry, in one transaction.
 */
export async function addCertificate(ctx: Ctx, entryId: number, upload: CheckedUpload, fields: CertificateFields) {
  const user = requireUser(ctx.request);
  if (!isCertificateFileType(upload.mimetype)) throw badRequest(CERTIFICATE_FILE_MESSAGE, "file");
  const { entry, project } = await getLivePlant(ctx.db, entryId);
  const plantItem = entry.plantItem ?? entry.source ?? "Plant";
  const id = await ctx.db.transaction(async (tx) => {
    const file = await storeUpload(tx, ctx.request, project, upload, {
      folderId: null,
      diaryEntryId: null,
      description: `${fields.certificateType}: ${plantItem}`,
    });
    const row = await repo.insertCertificate(tx, {
      projectId: project.id,
      plantHireEntryId: entry.id,
      equipmentName: plantItem,
      ...fields,
      fileId: file.id,
      fileName: file.filename,
      originalFileName: file.originalName,
      filePath: fileContentPath(file.id),
      fileSize: file.size,
      mimeType: file.mimetype,
      uploadedBy: user.id,
    });
    await audit(tx, ctx.request, {
      action: "hse_certificate_added",
      description: `Added ${label(fields)} for ${plantItem} on ${project.name}${fields.expiryDate ? `, expiring ${fields.expiryDate}` : ""}`,
      entityType: "hse_certificate",
      entityId: row.id,
      entityName: plantItem,
      category: "diary",
      metadata: { projectId: project.id, plantEntryId: entry.id, fileId: file.id, expiryDate: fields.expiryDate },
    });
    return row.id;
  });
  return presentById(ctx.db, id);
}

export async function updateCertificate(ctx: Ctx, id: number, fields: CertificateFields) {
  const { found, project } = await getLiveCertificate(ctx.db, id);
  const before = found.certificate;
  const changed = (Object.keys(fields) as (keyof CertificateFields)[]).filter((k) => (before[k] ?? null) !== fields[k]);
  await ctx.db.transaction(async (tx) => {
    await repo.updateCertificate(tx, id, fields);
    await audit(tx, ctx.request, {
      action: "hse_certificate_updated",
      description: `Updated ${label(fields)} for ${before.equipmentName ?? "plant"} on ${project.name}${changed.length ? ` (${changed.join(", ")})` : ""}`,
      entityType: "hse_certificate",
      entityId: id,
      entityName: before.equipmentName ?? undefined,
      category: "diary",
      metadata: { projectId: project.id, plantEntryId: before.plantHireEntryId, changedFields: changed },
    });
  });
  return presentById(ctx.db, id);
}

/** The record goes to the recycle bin; the file stays in the project's Files, where it can be deleted on its own. */
export async function deleteCertificate(ctx: Ctx, id: number) {
  const { found, project } = await getLiveCertificate(ctx.db, id);
  const c = found.certificate;
  await requireRecordRight(ctx.db, requireUser(ctx.request), "delete", { resource: "Contracts", ownerId: c.uploadedBy });
  await ctx.db.transaction(async (tx) => {
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "hse_certificate",
      tableName: "hse_certificates",
      recordId: c.id,
      recordData: c,
      recordName: `${project.name}: ${c.certificateType} (${c.equipmentName ?? "plant"})`,
      metadata: { projectId: project.id, projectSlug: project.slug, plantEntryId: c.plantHireEntryId, fileId: c.fileId },
    });
    await repo.deleteCertificate(tx, id);
    await audit(tx, ctx.request, {
      action: "hse_certificate_deleted",
      description: `Deleted ${c.certificateType} for ${c.equipmentName ?? "plant"} from ${project.name}`,
      entityType: "hse_certificate",
      entityId: c.id,
      entityName: c.equipmentName ?? undefined,
      category: "diary",
      severity: "warning",
      metadata: { projectId: project.id, plantEntryId: c.plantHireEntryId, recycleBinId: bin.id },
    });
  });
}
