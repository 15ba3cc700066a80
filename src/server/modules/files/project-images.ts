import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { files } from "../../db/schema/index";
import { badRequest } from "../../platform/errors";
import type { DiaryPhoto } from "@shared/diary/diary-entry";
import { fileContentUrl } from "@shared/files/files";

/**
 * Photos on diary comments and images on journal messages are files already uploaded to the
 * project. Only their ids are sent, so the diary asks the files module to check each: it must
 * exist, belong to this project and be an image, or a caller could attach another project's files.
 */

export async function projectImages(db: Db | Tx, projectId: number, ids: number[], field: string): Promise<DiaryPhoto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: files.id, name: files.originalName, mimetype: files.mimetype })
    .from(files)
    .where(and(eq(files.projectId, projectId), inArray(files.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw badRequest("Attach photos uploaded to this project", field);
    if (!row.mimetype.startsWith("image/")) throw badRequest(`${row.name} is not an image`, field);
  }
  return ids.map((id) => ({ id, name: byId.get(id)!.name, url: fileContentUrl(id) }));
}

/** Names for stored photo ids; a photo deleted since is left out rather than shown broken. */
export async function photosByIds(db: Db | Tx, ids: number[]): Promise<Map<number, DiaryPhoto>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(inArray(files.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, url: fileContentUrl(r.id) }]));
}
