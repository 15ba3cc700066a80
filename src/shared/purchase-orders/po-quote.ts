import { z } from "zod";
import { idSchema } from "../common/ids";
import { supplierQuoteShape } from "../materials/material-detail";

/**
 * Supplier quotes attached to an order (data-model.md §3 company_po_quotes): the fields, form and
 * ranking of a material's quotes (shared/materials/material-quote.ts, quote-ranking.ts), the price
 * being the quote for the order rather than per unit.
 */
export { quoteFieldsSchema as poQuoteFieldsSchema, type QuoteFields as PoQuoteFields } from "../materials/material-quote";

export const poQuoteSchema = z.object(supplierQuoteShape).meta({ id: "PurchaseOrderQuote" });
export type PoQuote = z.output<typeof poQuoteSchema>;
export const poQuoteListSchema = z.object({ items: z.array(poQuoteSchema) }).meta({ id: "PurchaseOrderQuotes" });
export type PoQuoteList = z.output<typeof poQuoteListSchema>;

export const poQuoteParams = z.object({ id: idSchema("Purchase order not found"), quoteId: idSchema("Quote not found") });
export const poFileParams = z.object({ id: idSchema("Purchase order not found"), fileId: idSchema("File not found") });
