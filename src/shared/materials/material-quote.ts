import { z } from "zod";
import { optionalDay, optionalText } from "../common/fields";
import { idSchema } from "../common/ids";
import { materialPrice, SUPPLIER_MESSAGE } from "./material";

/** A supplier's quote for a material (data-model.md §3 material_quotes), with an optional PDF or image. */

export const EXPIRY_BEFORE_QUOTE_MESSAGE = "Expiry date cannot be before the quote date";
export const QUOTE_FILE_TYPE_MESSAGE = "A quote's file must be a PDF or an image (PNG, JPEG, WebP or GIF)";

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/**
 * The text fields of a supplier's quote, sent as multipart with the file as its one file part: the one
 * schema of POST /api/materials/:id/quotes and POST /api/purchase-orders/:id/quotes and of their form.
 */
export const quoteFieldsSchema = z
  .object({
    supplierId: z.preprocess(blankToNull, idSchema(SUPPLIER_MESSAGE).nullish()).refine((v) => v !== null && v !== undefined, "Choose the supplier who quoted"),
    quoteReference: optionalText("Quote reference", 100),
    quoteDate: optionalDay("Quote date").refine((v) => v !== null, "Quote date is required"),
    expiryDate: optionalDay("Expiry date"),
    quotedPrice: materialPrice("Quoted price"),
    notes: optionalText("Notes", 2000),
  })
  .refine((v) => !v.expiryDate || !v.quoteDate || v.expiryDate >= v.quoteDate, { message: EXPIRY_BEFORE_QUOTE_MESSAGE, path: ["expiryDate"] });
export type QuoteFormValues = z.input<typeof quoteFieldsSchema>;
export type QuoteFields = z.output<typeof quoteFieldsSchema>;

export const quoteParams = z.object({ id: idSchema("Material not found"), quoteId: idSchema("Quote not found") });
export const materialFileParams = z.object({ id: idSchema("Material not found"), fileId: idSchema("File not found") });
