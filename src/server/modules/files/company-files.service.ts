import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { sendFileContent } from "./files.content";
import { formatBytes } from "./files.format";
import * as repo from "./files.repository";
import type { CheckedUpload } from "./files.upload";

/**
 * Company-level files (decision 0026): a material's pictures, a supplier's quote. The same store and
 * upload checks as a project's Files, with no project; the Files tab never lists them and
 * /api/files/:id refuses them, so only the area that owns one serves it, under its own permission.
 */
export async function storeCompanyUpload(tx: Tx, request: FastifyRequest, upload: CheckedUpload, place: { description: string; owner: string }) {
  const file = await repo.insertFile(
    tx,
    {
      filename: `${randomUUID()}.${upload.extension}`,
      originalName: upload.originalName,
      mimetype: upload.mimetype,
      size: upload.data.length,
      projectId: null,
      folderId: null,
      diaryEntryId: null,
      description: place.description,
      uploadedBy: request.user?.id ?? null,
    },
    upload.data,
  );
  await audit(tx, request, {
    action: "file_uploaded",
    description: `Uploaded ${file.originalName} (${formatBytes(file.size)}) to ${place.owner}`,
    entityType: "file",
    entityId: file.id,
    entityName: file.originalName,
    category: "files",
    metadata: { projectId: null, mimetype: file.mimetype, size: file.size },
  });
  return file;
}

/** Sends a company-level file the caller has already found through its owner (and checked the permission of). */
export function sendCompanyFile(db: Db, request: FastifyRequest, reply: FastifyReply, file: repo.FileRecord) {
  return sendFileContent(request, reply, file, async () => {
    const data = await repo.findFileBytes(db, file.id);
    if (!data) throw notFound("File not found");
    return data;
  });
}
