import { asc, eq, inArray } from "drizzle-orm";
import type { DefectPhoto } from "@shared/vehicle-checks/walkaround";
import type { Db, Tx } from "../../db/client";
import { files, fleetWalkaroundPhotos } from "../../db/schema/index";

/** Each check's photos by item key, oldest first: one query for a page of checks. */
export async function photosOf(db: Db | Tx, checkIds: readonly number[]): Promise<Map<number, Map<string, DefectPhoto[]>>> {
  const found = new Map<number, Map<string, DefectPhoto[]>>();
  if (!checkIds.length) return found;
  const rows = await db
    .select({ checkId: fleetWalkaroundPhotos.checkId, key: fleetWalkaroundPhotos.itemKey, fileId: files.id, name: files.originalName })
    .from(fleetWalkaroundPhotos)
    .innerJoin(files, eq(files.id, fleetWalkaroundPhotos.fileId))
    .where(inArray(fleetWalkaroundPhotos.checkId, [...checkIds]))
    .orderBy(asc(fleetWalkaroundPhotos.checkId), asc(fleetWalkaroundPhotos.itemKey), asc(fleetWalkaroundPhotos.id));
  for (const r of rows) {
    const byKey = found.get(r.checkId) ?? new Map<string, DefectPhoto[]>();
    byKey.set(r.key, [...(byKey.get(r.key) ?? []), { fileId: r.fileId, name: r.name }]);
    found.set(r.checkId, byKey);
  }
  return found;
}
