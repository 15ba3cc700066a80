import { z } from "zod";
import { idSchema } from "../common/ids";
import { isIsoDay } from "../common/days";
import { MONEY_12_2, requiredDecimal } from "./decimal-field";
import { SUPPLIER_MESSAGE } from "./material";

/** A supplier's quote for a material (data-model.md §3 material_quotes), with an optional PDF or image. */

export const EXPIRY_BEFORE_QUOTE_MESSAGE = "Expiry date cannot be before the quote date";
export const QUOTE_FILE_TYPE_MESSAGE = "A quote's file must be a PDF or an image (PNG, JPEG, WebP or GIF)";

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

const day = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be a valid date (yyyy-mm-dd)` })
      .trim()
      .refine(isIsoDay, `${label} must be a valid date (yyyy-mm-dd)`)
      .nullish(),
  );

/**
 * The text fields of a supplier's quote, sent as multipart with the file as its one file part: the one
 * schema of POST /api/materials/:id/quotes and POST /api/purchase-orders/:id/quotes and of their form.
 */
export const quoteFieldsSchema = z
  .object({
    supplierId: z.preprocess(blankToNull, idSchema(SUPPLIER_MESSAGE).nullish()).refine((v) => v !== null && v !== undefined, "Choose the supplier who quoted"),
    quoteReference: z
      .string()
      .max(100, "Quote reference must be 100 characters or fewer")
      .nullish()
      .transform((v) => (v && v.trim() ? v.trim() : null)),
    quoteDate: day("Quote date").refine((v) => v !== null && v !== undefined, "Quote date is required"),
    expiryDate: day("Expiry date").transform((v) => v ?? null),
    quotedPrice: requiredDecimal("Quoted price", MONEY_12_2),
    notes: z
      .string()
      .max(2000, "Notes must be 2000 characters or fewer")
      .nullish()
      .transform((v) => (v && v.trim() ? v.trim() : null)),
  })
  .refine((v) => !v.expiryDate || !v.quoteDate || v.expiryDate >= v.quoteDate, { message: EXPIRY_BEFORE_QUOTE_MESSAGE, path: ["expiryDate"] });
export type QuoteFormValues = z.input<typeof quoteFieldsSchema>;
export type QuoteFields = z.output<typeof quoteFieldsSchema>;

export const quoteParams = z.object({ id: idSchema("Material not found"), quoteId: idSchema("Quote not found") });
export const materialFileParams = z.object({ id: idSchema("Material not found"), fileId: idSchema("File not found") });
