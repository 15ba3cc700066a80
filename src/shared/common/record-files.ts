import { z } from "zod";
import { FILE_EMPTY_MESSAGE, FILE_SIZE_MESSAGE, MAX_FILE_BYTES } from "../files/files";
import { EXPIRY_STATES } from "./expiry";
import { optionalDay, optionalText, requiredText } from "./fields";
import { isoDay, personRef, timestamp } from "./wire";

/*
 * A register record's pictures and dated documents as the contract states them (an asset's, a
 * vehicle's; data-model.md §5 Asset document, whose rules the fleet's documents follow): the details
 * typed with an upload, the stored file's details, and the answers. The areas wrote these twice, the
 * same but for the document categories; each area names its own schema (its `.meta` id) from these.
 */

type Categories = readonly [string, ...string[]];

export const RECORD_DOCUMENT_MESSAGES = {
  category: "Choose a document category",
  titleRequired: "Title is required",
  titleTooLong: "Title must be 200 characters or fewer",
} as const;

/** The details typed with an upload (its multipart fields) and the body of a PATCH. */
export const recordDocumentFieldsSchema = <C extends Categories>(categories: C) =>
  z.object({
    category: z.enum(categories, { error: RECORD_DOCUMENT_MESSAGES.category }),
    title: requiredText("Title", 200, RECORD_DOCUMENT_MESSAGES.titleRequired, RECORD_DOCUMENT_MESSAGES.titleTooLong),
    expiryDate: optionalDay("Expiry date"),
    notes: optionalText("Notes", 500),
  });

/**
 * The stored file's details, as the server records them after the upload: filename, filepath and
 * fileType required; fileSize 1 byte to 10MB ('File size cannot exceed 10MB').
 */
export const recordDocumentFileSchema = z.object({
  filename: requiredText("File name", 255),
  filepath: requiredText("File path", 500),
  fileType: requiredText("File type", 100),
  fileSize: z.number({ error: FILE_EMPTY_MESSAGE }).int(FILE_EMPTY_MESSAGE).min(1, FILE_EMPTY_MESSAGE).max(MAX_FILE_BYTES, FILE_SIZE_MESSAGE),
});
export type RecordDocumentFile = z.output<typeof recordDocumentFileSchema>;

/** A picture of the record; `urlNote` describes its address in the API document. */
export const recordImageSchema = (urlNote?: string) =>
  z.object({
    fileId: z.number().int(),
    originalName: z.string(),
    mimetype: z.string(),
    size: z.number().int(),
    url: urlNote ? z.string().describe(urlNote) : z.string(),
    uploadedBy: personRef.nullable(),
    createdAt: timestamp,
  });

/** A document of the record with its expiry state; `urlNote` describes its file's address in the API document. */
export const recordDocumentViewSchema = <C extends Categories>(categories: C, urlNote?: string) =>
  z.object({
    id: z.number().int(),
    category: z.enum(categories),
    title: z.string(),
    filename: z.string(),
    fileType: z.string(),
    fileSize: z.number().int(),
    expiryDate: isoDay.nullable(),
    /** The one expiry rule's state (common/expiry.ts). */
    state: z.enum(EXPIRY_STATES),
    notes: z.string().nullable(),
    url: urlNote ? z.string().nullable().describe(urlNote) : z.string().nullable(),
    uploadedBy: personRef.nullable(),
    createdAt: timestamp,
  });
