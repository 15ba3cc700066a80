import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { files, workers } from "../../db/schema/index";
import type { WorkerRow } from "./workers.repository";

type Exec = Db | Tx;
const live = isNull(workers.deletedAt);

/** The live worker holding a QR token. */
export async function findByQrToken(db: Exec, token: string) {
  const [row] = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.qrToken, token), live));
  return row;
}

export const liveWorkersIn = (db: Exec, ids: number[]): Promise<WorkerRow[]> =>
  db
    .select()
    .from(workers)
    .where(and(inArray(workers.id, ids), live));

/** The worker's photo's file record, found through the worker only. */
export async function photoFile(db: Exec, w: WorkerRow) {
  if (!w.profilePictureFileId) return undefined;
  const [row] = await db.select().from(files).where(eq(files.id, w.profilePictureFileId));
  return row;
}

/** A photo belongs to its worker only: replacing or removing it deletes the file (and its bytes). */
export const deleteFile = (tx: Exec, fileId: number) => tx.delete(files).where(eq(files.id, fileId));
