import type { z } from "zod";
import { recordDocumentFieldsSchema, recordDocumentFileSchema } from "../common/record-files";
import { ASSET_DOCUMENT_CATEGORIES } from "./asset-lists";

/**
 * An asset's documents (data-model.md §3 asset_documents, §5 Asset document): insurance, inspection
 * reports, service sheets, a hired machine's evidence from its supplier. Its expiry is the kit's one
 * rule (common/expiry.ts expiryState), shown with the register's ExpiryBadge; the size limit and its
 * words are every upload's (files/files.ts), which are §5's. The schemas are the register kit's
 * (common/record-files.ts), which the fleet's documents share.
 */

/** The details typed with an upload (its multipart fields) and the body of a PATCH. */
export const assetDocumentFieldsSchema = recordDocumentFieldsSchema(ASSET_DOCUMENT_CATEGORIES);
export type AssetDocumentFields = z.output<typeof assetDocumentFieldsSchema>;
export type AssetDocumentFormValues = z.input<typeof assetDocumentFieldsSchema>;

/** The stored file's details (the register kit's, common/record-files.ts). */
export const assetDocumentFileSchema = recordDocumentFileSchema;
