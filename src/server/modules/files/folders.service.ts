import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { toPage, type PageQuery } from "@shared/common/paging";
import type { createFolderSchema, FolderDetail, FolderView, updateFolderSchema } from "@shared/files/files";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { requireRecordRight } from "../../platform/permissions";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { getLiveProjectById, getLiveProjectBySlug, type ProjectRow } from "../projects/project-lookup";
import * as repo from "./files.repository";
import { presentFolder } from "./files.presenter";

type CreateFolder = z.output<typeof createFolderSchema>;
type UpdateFolder = z.output<typeof updateFolderSchema>;

const duplicate = (name: string) => conflict(`A folder named "${name}" already exists here`);

/** A folder of a live project, or 404. */
export async function getLiveFolder(db: Db, id: number): Promise<{ folder: repo.FolderRecord; project: ProjectRow }> {
  const folder = await repo.findFolder(db, id);
  if (!folder) throw notFound("Folder not found");
  return { folder, project: await getLiveProjectById(db, folder.projectId) };
}

/** A folder that must be in `projectId`, named by a field of the request (400 with the field's message). */
export async function requireFolderIn(db: Db | Tx, projectId: number, folderId: number, field: string) {
  const folder = await repo.findFolder(db, folderId);
  if (!folder || folder.projectId !== projectId) throw badRequest(field === "parentId" ? "Parent folder not found" : "Folder not found", field);
  return folder;
}

export async function listFolders(db: Db, slug: string, q: PageQuery & { parentId?: number | null }) {
  const project = await getLiveProjectBySlug(db, slug);
  const parentId = q.parentId ?? null;
  if (parentId !== null) await requireFolderIn(db, project.id, parentId, "parentId");
  const { rows, total } = await repo.listFolders(db, project.id, parentId, q);
  return toPage(rows.map(presentFolder), total, q);
}

export async function getFolder(db: Db, id: number): Promise<FolderDetail> {
  await getLiveFolder(db, id);
  const row = await repo.findFolderRow(db, id);
  if (!row) throw notFound("Folder not found");
  return { ...presentFolder(row), path: await repo.folderPath(db, id) };
}

export async function createFolder(db: Db, request: FastifyRequest, slug: string, input: CreateFolder): Promise<FolderView> {
  const project = await getLiveProjectBySlug(db, slug);
  const id = await db.transaction(async (tx) => {
    await repo.lockProjectFolders(tx, project.id);
    const parentId = input.parentId ?? null;
    if (parentId !== null) await requireFolderIn(tx, project.id, parentId, "parentId");
    if (await repo.findSiblingNamed(tx, project.id, parentId, input.name)) throw duplicate(input.name);
    const folder = await repo.insertFolder(tx, { name: input.name, parentId, projectId: project.id, createdBy: request.user?.id ?? null });
    await audit(tx, request, {
      action: "folder_created",
      description: `Created the folder "${folder.name}" in ${project.name}`,
      entityType: "folder",
      entityId: folder.id,
      entityName: folder.name,
      category: "files",
      metadata: { projectId: project.id, parentId },
    });
    return folder.id;
  });
  return presentFolder((await repo.findFolderRow(db, id))!);
}

/** Rename and/or move. A folder cannot go inside itself or below itself: that would cut it off from the tree. */
export async function updateFolder(db: Db, request: FastifyRequest, id: number, input: UpdateFolder): Promise<FolderView> {
  const { folder, project } = await getLiveFolder(db, id);
  await db.transaction(async (tx) => {
    await repo.lockProjectFolders(tx, project.id);
    const name = input.name ?? folder.name;
    const parentId = input.parentId === undefined ? folder.parentId : input.parentId;
    if (parentId !== null && parentId !== folder.parentId) {
      await requireFolderIn(tx, project.id, parentId, "parentId");
      const path = await repo.folderPath(tx, parentId);
      if (path.some((p) => p.id === folder.id)) throw badRequest("A folder cannot be moved into itself or one of its sub-folders", "parentId");
    }
    if (name === folder.name && parentId === folder.parentId) return;
    if (await repo.findSiblingNamed(tx, project.id, parentId, name, folder.id)) throw duplicate(name);
    await repo.updateFolder(tx, folder.id, { name, parentId });
    const changes = [name !== folder.name && `renamed "${folder.name}" to "${name}"`, parentId !== folder.parentId && "moved it"].filter(Boolean);
    await audit(tx, request, {
      action: "folder_updated",
      description: `Folder in ${project.name}: ${changes.join(" and ")}`,
      entityType: "folder",
      entityId: folder.id,
      entityName: name,
      category: "files",
      metadata: { projectId: project.id, from: { name: folder.name, parentId: folder.parentId }, to: { name, parentId } },
    });
  });
  return presentFolder((await repo.findFolderRow(db, id))!);
}

/** Deletes the folder with everything inside it; photos it held leave their diary entries' lists too. */
export async function deleteFolder(db: Db, request: FastifyRequest, id: number) {
  const { folder, project } = await getLiveFolder(db, id);
  await requireRecordRight(db, requireUser(request), "delete", { resource: "Contracts", ownerId: await repo.soleOwnerUnderFolder(db, folder.id) });
  await db.transaction(async (tx) => {
    await repo.lockProjectFolders(tx, project.id);
    const removedFiles = await repo.filesUnderFolder(tx, folder.id);
    const subFolders = await repo.countFoldersUnder(tx, folder.id);
    await repo.detachFromEntries(tx, removedFiles);
    await repo.deleteFolder(tx, folder.id);
    await audit(tx, request, {
      action: "folder_deleted",
      description: `Deleted the folder "${folder.name}" from ${project.name} with ${removedFiles.length} file(s) and ${subFolders} sub-folder(s)`,
      entityType: "folder",
      entityId: folder.id,
      entityName: folder.name,
      category: "files",
      severity: removedFiles.length > 0 ? "warning" : "info",
      metadata: { projectId: project.id, fileIds: removedFiles.map((f) => f.id), subFolders },
    });
  });
}
