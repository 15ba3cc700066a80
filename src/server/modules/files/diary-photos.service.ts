import type { FastifyRequest } from "fastify";
import type { FileView } from "@shared/files/files";
import { toPage, type PageQuery } from "@shared/common/paging";
import type { Db } from "../../db/client";
import { notFound } from "../../platform/errors";
import { addRecordImages, removeRecordFile } from "../../platform/register/record-files";
import { getLiveProjectById } from "../projects/project-lookup";
import * as repo from "./files.repository";
import { presentFile } from "./files.presenter";
import { storeUpload } from "./files.service";
import type { CheckedUpload } from "./files.upload";

/**
 * Photos of a diary entry (product.md §2.5: added after the entry exists). They are project files with
 * diary_entry_id set; diary_entries.photos mirrors their ids for readers of the entry alone.
 */

async function getLiveEntry(db: Db, id: number) {
  const entry = await repo.findDiaryEntry(db, id);
  if (!entry) throw notFound("Diary entry not found");
  return { entry, project: await getLiveProjectById(db, entry.projectId) };
}

export async function listEntryPhotos(db: Db, entryId: number, q: PageQuery) {
  await getLiveEntry(db, entryId);
  const { rows, total } = await repo.listEntryFiles(db, entryId, q);
  return toPage(rows.map(presentFile), total, q);
}

export async function addEntryPhotos(db: Db, request: FastifyRequest, entryId: number, uploads: CheckedUpload[]): Promise<{ items: FileView[] }> {
  const { entry, project } = await getLiveEntry(db, entryId);
  const ids = await addRecordImages({ db, request }, uploads, {
    store: (tx, upload) => storeUpload(tx, request, project, upload, { folderId: null, diaryEntryId: entry.id, description: null }),
  });
  const items: FileView[] = [];
  for (const id of ids) items.push(presentFile((await repo.findFileRow(db, id))!));
  return { items };
}

/** Takes the photo off the entry; the file stays in the project's files. */
export async function removeEntryPhoto(db: Db, request: FastifyRequest, entryId: number, fileId: number): Promise<FileView> {
  const { entry, project } = await getLiveEntry(db, entryId);
  const found = await repo.findFile(db, fileId);
  await removeRecordFile({ db, request }, fileId, found?.diaryEntryId === entry.id ? found : null, {
    missing: "Photo not found on this diary entry",
    remove: async (tx, file) => {
      await repo.updateFile(tx, file.id, { diaryEntryId: null });
      await repo.changeEntryPhotos(tx, entry.id, { remove: [file.id] });
    },
    event: (file) => ({
      action: "diary_photo_removed",
      description: `Removed ${file.originalName} from the diary entry of ${entry.date} on ${project.name}`,
      entityType: "diary_entry",
      entityId: entry.id,
      entityName: file.originalName,
      category: "files",
      metadata: { projectId: project.id },
    }),
  });
  return presentFile((await repo.findFileRow(db, fileId))!);
}
