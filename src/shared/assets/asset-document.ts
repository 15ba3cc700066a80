import { z } from "zod";
import { optionalDay, optionalText, requiredText } from "../common/fields";
import { FILE_EMPTY_MESSAGE, FILE_SIZE_MESSAGE, MAX_FILE_BYTES } from "../files/files";
import { ASSET_DOCUMENT_CATEGORIES } from "./asset-lists";

/**
 * An asset's documents (data-model.md §3 asset_documents, §5 Asset document): insurance, inspection
 * reports, service sheets, a hired machine's evidence from its supplier. Its expiry is the kit's one
 * rule (common/expiry.ts expiryState), shown with the register's ExpiryBadge; the size limit and its
 * words are every upload's (files/files.ts), which are §5's.
 */

export const ASSET_DOCUMENT_MESSAGES = {
  category: "Choose a document category",
  titleRequired: "Title is required",
  titleTooLong: "Title must be 200 characters or fewer",
} as const;

/** The details typed with an upload (its multipart fields) and the body of a PATCH. */
export const assetDocumentFieldsSchema = z.object({
  category: z.enum(ASSET_DOCUMENT_CATEGORIES, { error: ASSET_DOCUMENT_MESSAGES.category }),
  title: requiredText("Title", 200, ASSET_DOCUMENT_MESSAGES.titleRequired, ASSET_DOCUMENT_MESSAGES.titleTooLong),
  expiryDate: optionalDay("Expiry date"),
  notes: optionalText("Notes", 500),
});
export type AssetDocumentFields = z.output<typeof assetDocumentFieldsSchema>;
export type AssetDocumentFormValues = z.input<typeof assetDocumentFieldsSchema>;

/**
 * The stored file's details, as the server records them after the upload: filename, filepath and
 * fileType required; fileSize 1 byte to 10MB ('File size cannot exceed 10MB').
 */
export const assetDocumentFileSchema = z.object({
  filename: requiredText("File name", 255),
  filepath: requiredText("File path", 500),
  fileType: requiredText("File type", 100),
  fileSize: z.number({ error: FILE_EMPTY_MESSAGE }).int(FILE_EMPTY_MESSAGE).min(1, FILE_EMPTY_MESSAGE).max(MAX_FILE_BYTES, FILE_SIZE_MESSAGE),
});
export type AssetDocumentFile = z.output<typeof assetDocumentFileSchema>;
