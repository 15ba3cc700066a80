import { z } from "zod";
import { personRef, timestamp } from "../common/wire";
import { materialItemSchema } from "./material";

/** GET /api/materials/:id: the material with its factor, carbon per unit, pictures and ranked quotes. */

const fileRef = z.object({
  fileId: z.number().int(),
  originalName: z.string(),
  mimetype: z.string(),
  size: z.number().int(),
  url: z.string().describe("GET it for the bytes (the owner's page permission, view)"),
});

export const materialImageSchema = fileRef.extend({ uploadedBy: personRef.nullable(), createdAt: timestamp });
export type MaterialImage = z.output<typeof materialImageSchema>;

/** A supplier's quote as the API answers it: a material's (below) and a purchase order's share the shape. */
export const supplierQuoteShape = {
  id: z.number().int(),
  supplier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  quoteReference: z.string().nullable(),
  quoteDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  quotedPrice: z.string().describe("A decimal string, e.g. 48.50"),
  notes: z.string().nullable(),
  file: fileRef.nullable(),
  status: z.enum(["valid", "expired"]),
  /** The cheapest valid quote. */
  cheapest: z.boolean(),
  uploadedBy: personRef.nullable(),
  createdAt: timestamp,
};
export const materialQuoteSchema = z.object(supplierQuoteShape).meta({ id: "MaterialQuote" });
export type MaterialQuote = z.output<typeof materialQuoteSchema>;

export const materialDetailSchema = materialItemSchema
  .extend({
    notes: z.string().nullable(),
    factor: z
      .object({ factorId: z.string(), name: z.string(), unit: z.string(), value: z.number(), year: z.number().int().nullable(), source: z.string() })
      .nullable()
      .describe("The factor as used: a DESNZ factor in the company's reporting year, or the company's own"),
    carbonPerUnit: z
      .object({ kgCo2e: z.number().nullable(), amount: z.number().nullable(), amountUnit: z.string().nullable(), missing: z.string().nullable() })
      .nullable()
      .describe("kg CO2e one unit implies; null without a factor, `missing` says what is needed"),
    images: z.array(materialImageSchema),
    quotes: z.array(materialQuoteSchema),
    createdByName: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "MaterialDetail" });
export type MaterialDetail = z.output<typeof materialDetailSchema>;
