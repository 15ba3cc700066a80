import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../../db/client";
import { audit } from "../../platform/audit";
import { formatBytes } from "./files.format";
import * as repo from "./files.repository";
import type { CheckedUpload } from "./files.upload";

/** Where a stored file sits: a project's (its folder, its diary entry) or no project's (decision 0026). */
export type FilePlace = { projectId: number | null; folderId: number | null; diaryEntryId: number | null; description: string | null };

/**
 * The one way an upload enters the store, project file or company file alike: a fresh stored name,
 * metadata and bytes together, and the "file_uploaded" line naming where it went (`to`).
 */
export async function storeFile(tx: Tx, request: FastifyRequest, upload: CheckedUpload, place: FilePlace, to: string, metadata: Record<string, unknown> = {}) {
  const file = await repo.insertFile(
    tx,
    {
      filename: `${randomUUID()}.${upload.extension}`,
      originalName: upload.originalName,
      mimetype: upload.mimetype,
      size: upload.data.length,
      projectId: place.projectId,
      folderId: place.folderId,
      diaryEntryId: place.diaryEntryId,
      description: place.description,
      uploadedBy: request.user?.id ?? null,
    },
    upload.data,
  );
  await audit(tx, request, {
    action: "file_uploaded",
    description: `Uploaded ${file.originalName} (${formatBytes(file.size)}) to ${to}`,
    entityType: "file",
    entityId: file.id,
    entityName: file.originalName,
    category: "files",
    metadata: { projectId: place.projectId, mimetype: file.mimetype, size: file.size, ...metadata },
  });
  return file;
}
