import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../platform/errors";
import { sendFileContent } from "./files.content";
import { storeFile } from "./file-store";
import * as repo from "./files.repository";
import type { CheckedUpload } from "./files.upload";

/**
 * Company-level files (decision 0026): a material's pictures, a supplier's quote. The same store and
 * upload checks as a project's Files, with no project; the Files tab never lists them and
 * /api/files/:id refuses them, so only the area that owns one serves it, under its own permission.
 */
export function storeCompanyUpload(tx: Tx, request: FastifyRequest, upload: CheckedUpload, place: { description: string; owner: string }) {
  return storeFile(tx, request, upload, { projectId: null, folderId: null, diaryEntryId: null, description: place.description }, place.owner);
}

/** Sends a company-level file the caller has already found through its owner (and checked the permission of). */
export function sendCompanyFile(db: Db, request: FastifyRequest, reply: FastifyReply, file: repo.FileRecord) {
  return sendFileContent(request, reply, file, async () => {
    const data = await repo.findFileBytes(db, file.id);
    if (!data) throw notFound("File not found");
    return data;
  });
}

/** A company-level file's bytes, for a PDF its owner draws (a worker's photo on their ID card). */
export const companyFileBytes = (db: Db, id: number) => repo.findFileBytes(db, id);

/** A company-level file its owner looked for through the live record (none: "File not found"), sent. */
export function sendOwnedCompanyFile(ctx: { db: Db; request: FastifyRequest }, reply: FastifyReply, found: repo.FileRecord | null | undefined) {
  if (!found) throw notFound("File not found");
  return sendCompanyFile(ctx.db, ctx.request, reply, found);
}
