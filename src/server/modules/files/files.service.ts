import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { toPage, type PageQuery } from "@shared/common/paging";
import type { FileDetail, FileKind, FileView, updateFileSchema, uploadFieldsSchema } from "@shared/files/files";
import type { Db, Tx } from "../../db/client";
import { audit } from "../../platform/audit";
import { requireUser } from "../../platform/access";
import { requireRecordRight, roleMap } from "../../platform/permissions";
import { badRequest, notFound } from "../../platform/errors";
import { storeFile } from "./file-store";
import { getLiveProjectById, getLiveProjectBySlug, type ProjectRow } from "../projects/project-lookup";
import * as repo from "./files.repository";
import * as comments from "./comments.repository";
import { presentComment, presentFile } from "./files.presenter";
import { requireFolderIn } from "./folders.service";
import type { CheckedUpload } from "./files.upload";

type UploadFields = z.output<typeof uploadFieldsSchema>;
type UpdateFile = z.output<typeof updateFileSchema>;

/** A file of a live project, or 404: a project in the recycle bin hides its files too. */
export async function getLiveFile(db: Db, id: number): Promise<{ file: repo.FileRecord; project: ProjectRow }> {
  const file = await repo.findFile(db, id);
  // A company-level file (decision 0026) is no project's: only the area that owns it serves it.
  if (!file || file.projectId === null) throw notFound("File not found");
  return { file, project: await getLiveProjectById(db, file.projectId) };
}

async function presentById(db: Db, id: number): Promise<FileView> {
  return presentFile((await repo.findFileRow(db, id))!);
}

export async function listFiles(db: Db, slug: string, q: PageQuery & { folderId?: number | null; kind?: FileKind }) {
  const project = await getLiveProjectBySlug(db, slug);
  const folderId = q.folderId ?? null;
  if (folderId !== null) await requireFolderIn(db, project.id, folderId, "folderId");
  const { rows, total } = await repo.listFiles(db, project.id, { ...q, folderId });
  return toPage(rows.map(presentFile), total, q);
}

/** Stores one checked upload (metadata and bytes together) and keeps the diary entry's photo list in step. */
export async function storeUpload(
  tx: Tx,
  request: FastifyRequest,
  project: ProjectRow,
  upload: CheckedUpload,
  place: { folderId: number | null; diaryEntryId: number | null; description: string | null },
) {
  const file = await storeFile(tx, request, upload, { projectId: project.id, ...place }, project.name, {
    folderId: place.folderId,
    diaryEntryId: place.diaryEntryId,
  });
  if (place.diaryEntryId !== null) await repo.changeEntryPhotos(tx, place.diaryEntryId, { add: [file.id] });
  return file;
}

export async function requireEntryIn(db: Db | Tx, projectId: number, entryId: number) {
  const entry = await repo.findDiaryEntry(db, entryId);
  if (!entry || entry.projectId !== projectId) throw badRequest("Diary entry not found", "diaryEntryId");
  return entry;
}

export async function uploadFile(db: Db, request: FastifyRequest, slug: string, upload: CheckedUpload, fields: UploadFields): Promise<FileView> {
  const project = await getLiveProjectBySlug(db, slug);
  const folderId = fields.folderId ?? null;
  const diaryEntryId = fields.diaryEntryId ?? null;
  const file = await db.transaction(async (tx) => {
    if (folderId !== null) await requireFolderIn(tx, project.id, folderId, "folderId");
    if (diaryEntryId !== null) await requireEntryIn(tx, project.id, diaryEntryId);
    return storeUpload(tx, request, project, upload, { folderId, diaryEntryId, description: fields.description ?? null });
  });
  return presentById(db, file.id);
}

export async function getFile(db: Db, id: number, viewer: { id: number; role: string }): Promise<FileDetail> {
  await getLiveFile(db, id);
  const row = await repo.findFileRow(db, id);
  if (!row) throw notFound("File not found");
  const list = await comments.listComments(db, id);
  const counts = await comments.reactionCounts(
    db,
    list.map((c) => c.comment.id),
    viewer.id,
  );
  const who = { ...viewer, permissions: await roleMap(db, viewer.role) };
  return { ...presentFile(row), comments: list.map((c) => presentComment(c, counts, who)) };
}

/** The file's record, and a reader for its bytes (not needed when the browser's copy is current). */
export async function getFileContent(db: Db, id: number) {
  const { file } = await getLiveFile(db, id);
  const readBytes = async () => {
    const data = await repo.findFileBytes(db, id);
    if (!data) throw notFound("File not found");
    return data;
  };
  return { file, readBytes };
}

export async function updateFile(db: Db, request: FastifyRequest, id: number, input: UpdateFile): Promise<FileView> {
  const { file, project } = await getLiveFile(db, id);
  await db.transaction(async (tx) => {
    const values: { description?: string | null; folderId?: number | null } = {};
    if (input.description !== undefined && input.description !== file.description) values.description = input.description;
    if (input.folderId !== undefined && input.folderId !== file.folderId) {
      if (input.folderId !== null) await requireFolderIn(tx, project.id, input.folderId, "folderId");
      values.folderId = input.folderId;
    }
    if (Object.keys(values).length === 0) return;
    await repo.updateFile(tx, file.id, values);
    await audit(tx, request, {
      action: "file_updated",
      description: `Updated ${file.originalName} in ${project.name}: ${Object.keys(values)
        .map((k) => (k === "folderId" ? "moved" : "description"))
        .join(", ")}`,
      entityType: "file",
      entityId: file.id,
      entityName: file.originalName,
      category: "files",
      metadata: { projectId: project.id, changed: Object.keys(values) },
    });
  });
  return presentById(db, id);
}

export async function deleteFile(db: Db, request: FastifyRequest, id: number) {
  const { file, project } = await getLiveFile(db, id);
  await requireRecordRight(db, requireUser(request), "delete", { resource: "Contracts", ownerId: file.uploadedBy });
  await db.transaction(async (tx) => {
    await repo.detachFromEntries(tx, [{ id: file.id, diaryEntryId: file.diaryEntryId }]);
    await repo.deleteFile(tx, file.id);
    await audit(tx, request, {
      action: "file_deleted",
      description: `Deleted ${file.originalName} from ${project.name}`,
      entityType: "file",
      entityId: file.id,
      entityName: file.originalName,
      category: "files",
      severity: "warning",
      metadata: { projectId: project.id, mimetype: file.mimetype, size: file.size },
    });
  });
}
