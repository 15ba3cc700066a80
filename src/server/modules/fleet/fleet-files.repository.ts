import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { files, fleetDocuments, fleetImages, users } from "../../db/schema/index";

/** A vehicle's pictures (fleet_images) and documents (fleet_documents): the queries. */

type Exec = Db | Tx;

export function imagesOf(db: Exec, vehicleId: number) {
  return db
    .select({ file: files, uploaderName: users.name })
    .from(fleetImages)
    .innerJoin(files, eq(files.id, fleetImages.fileId))
    .leftJoin(users, eq(users.id, fleetImages.uploadedBy))
    .where(eq(fleetImages.vehicleId, vehicleId))
    .orderBy(asc(fleetImages.createdAt), asc(fleetImages.id));
}

export const linkImage = (tx: Exec, vehicleId: number, fileId: number, userId: number) =>
  tx.insert(fleetImages).values({ vehicleId, fileId, uploadedBy: userId });

export async function findImage(db: Exec, vehicleId: number, fileId: number) {
  const [row] = await db
    .select({ file: files })
    .from(fleetImages)
    .innerJoin(files, eq(files.id, fleetImages.fileId))
    .where(and(eq(fleetImages.vehicleId, vehicleId), eq(fleetImages.fileId, fileId)));
  return row?.file;
}

/** The file goes with its link (fleet_images cascades from files). */
export const deleteFile = (tx: Exec, fileId: number) => tx.delete(files).where(eq(files.id, fileId));

export function documentsOf(db: Exec, vehicleId: number) {
  return db
    .select({ document: fleetDocuments, uploaderName: users.name })
    .from(fleetDocuments)
    .leftJoin(users, eq(users.id, fleetDocuments.uploadedBy))
    .where(eq(fleetDocuments.vehicleId, vehicleId))
    .orderBy(sql`${fleetDocuments.expiryDate} asc nulls last`, asc(fleetDocuments.id));
}

export async function findDocument(db: Exec, vehicleId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(fleetDocuments)
    .where(and(eq(fleetDocuments.vehicleId, vehicleId), eq(fleetDocuments.id, documentId)));
  return row;
}

export const insertDocument = async (tx: Exec, values: typeof fleetDocuments.$inferInsert) => (await tx.insert(fleetDocuments).values(values).returning())[0];
export const updateDocument = (tx: Exec, id: number, values: Partial<typeof fleetDocuments.$inferInsert>) =>
  tx.update(fleetDocuments).set(values).where(eq(fleetDocuments.id, id));
export const deleteDocument = (tx: Exec, id: number) => tx.delete(fleetDocuments).where(eq(fleetDocuments.id, id));

/** A file the vehicle owns: one of its pictures or a document's file. */
export async function findOwnedFile(db: Exec, vehicleId: number, fileId: number) {
  const image = await findImage(db, vehicleId, fileId);
  if (image) return image;
  const [row] = await db
    .select({ file: files })
    .from(fleetDocuments)
    .innerJoin(files, eq(files.id, fleetDocuments.fileId))
    .where(and(eq(fleetDocuments.vehicleId, vehicleId), eq(fleetDocuments.fileId, fileId)));
  return row?.file;
}
