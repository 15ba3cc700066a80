import type { FastifyRequest } from "fastify";
import { expiryState } from "@shared/common/expiry";
import { personOf } from "@shared/common/wire";
import { PHOTO_TYPE_MESSAGE, isImageType } from "@shared/files/files";
import type { Db, Tx } from "../../db/client";
import { audit, type AuditEntry } from "../audit";
import { badRequest, notFound } from "../errors";

/*
 * A record's images and documents (decision 0060, next step): a material's pictures, a site issue's
 * and a diary entry's photos, a quote's document. The files module stores the bytes (project or
 * company files, decision 0026) and the area keeps the link; what is the same everywhere is here:
 * images only, every upload or none, one line in the activity log for the batch, a file found only
 * through the live record that holds it, and a removal logged with the file's name.
 */

type Ctx = { db: Db; request: FastifyRequest };

/** Who the activity log names: the record (or the file) and its area, with the area's metadata. */
export type RecordRef = Required<Pick<AuditEntry, "entityType" | "entityId" | "entityName" | "category">> & { metadata?: Record<string, unknown> };

/** What the log says: the action and its sentence; metadata gains `count` or `fileId`. */
export type RecordEvent = RecordRef & { action: string; description: string };

function logEvent(tx: Tx, request: FastifyRequest, { metadata, ...event }: RecordEvent, more: Record<string, unknown>) {
  return audit(tx, request, { ...event, metadata: { ...metadata, ...more } });
}

/** "1 picture", "3 pictures". */
export const countOf = (count: number, noun: string) => `${count} ${count === 1 ? noun : `${noun}s`}`;

type Upload = { originalName: string; mimetype: string };

/**
 * Stores each upload as an image of the record and links it, in one transaction: a file that is not
 * an image refuses the whole batch before anything is stored. Answers the stored files' ids.
 */
export async function addRecordImages<U extends Upload>(
  ctx: Ctx,
  uploads: U[],
  to: {
    store: (tx: Tx, upload: U) => Promise<{ id: number }>;
    link?: (tx: Tx, fileId: number) => Promise<unknown>;
    /** The batch's line in the log (each file's own upload line is the store's); none for a diary entry. */
    event?: (count: number) => RecordEvent;
  },
): Promise<number[]> {
  const refused = uploads.find((u) => !isImageType(u.mimetype));
  if (refused) throw badRequest(`${refused.originalName}: ${PHOTO_TYPE_MESSAGE}`, "file");
  return ctx.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const upload of uploads) {
      const { id } = await to.store(tx, upload);
      await to.link?.(tx, id);
      ids.push(id);
    }
    if (to.event) await logEvent(tx, ctx.request, to.event(uploads.length), { count: uploads.length });
    return ids;
  });
}

/**
 * Takes a file off its record (unlinks it, or deletes it when it was the record's alone) and logs it.
 * The file is looked for through the record only: one of another record is "not found" (`missing`).
 */
export async function removeRecordFile<F>(
  ctx: Ctx,
  fileId: number,
  found: F | null | undefined,
  from: { missing: string; remove: (tx: Tx, file: F) => Promise<unknown>; event: (file: F) => RecordEvent },
): Promise<F> {
  if (!found) throw notFound(from.missing);
  await ctx.db.transaction(async (tx) => {
    await from.remove(tx, found);
    await logEvent(tx, ctx.request, from.event(found), { fileId });
  });
  return found;
}

// Presenting them --------------------------------------------------------------------------------

/*
 * A register record's pictures and dated documents as they leave the server (an asset's, a
 * vehicle's: common/record-files.ts's schemas). The areas presented them the same but for the
 * file's address, which each serves through its own live record.
 */

/** A picture: its file and who uploaded it, as the area's images query answers it. */
export type RecordImageRow = {
  file: { id: number; originalName: string; mimetype: string; size: number; uploadedBy: number | null; createdAt: Date };
  uploaderName: string | null;
};

/** A document and who uploaded it, as the area's documents query answers it. */
export type RecordDocumentRow = {
  document: {
    id: number;
    category: string;
    title: string;
    filename: string;
    fileType: string;
    fileSize: number;
    fileId: number | null;
    expiryDate: string | null;
    notes: string | null;
    uploadedBy: number | null;
    createdAt: Date;
  };
  uploaderName: string | null;
};

/** `fileUrl` is the file's address through its record. */
export const presentRecordImage = (i: RecordImageRow, fileUrl: (fileId: number) => string) => ({
  fileId: i.file.id,
  originalName: i.file.originalName,
  mimetype: i.file.mimetype,
  size: i.file.size,
  url: fileUrl(i.file.id),
  uploadedBy: personOf(i.file.uploadedBy, i.uploaderName),
  createdAt: i.file.createdAt.toISOString(),
});

/** A document with its state by the one expiry rule on `today`; its url is null once its file is gone. `C` is the area's categories. */
export function presentRecordDocument<C extends string>(r: RecordDocumentRow, fileUrl: (fileId: number) => string, today: string) {
  const d = r.document;
  return {
    id: d.id,
    category: d.category as C,
    title: d.title,
    filename: d.filename,
    fileType: d.fileType,
    fileSize: d.fileSize,
    expiryDate: d.expiryDate,
    state: expiryState(d.expiryDate, today),
    notes: d.notes,
    url: d.fileId === null ? null : fileUrl(d.fileId),
    uploadedBy: personOf(d.uploadedBy, r.uploaderName),
    createdAt: d.createdAt.toISOString(),
  };
}
