import { z } from "zod";
import { isIsoDay } from "../common/days";
import { ukToday } from "../common/uk-dates";
import { MONEY_15_2, requiredDecimalField } from "../common/fields";
import { requiredText } from "./purchase-order";

/**
 * The supplier's invoice recorded on an order (data-model.md §3 company_purchase_orders invoice fields;
 * docs/decisions/0042-purchase-order-invoice-quotes-transport.md): one schema for the form and
 * PUT /api/purchase-orders/:id/invoice. The amount is what the invoice says including VAT, as the
 * order's delivered value it is compared with.
 */

/** The invoice_amount column is numeric(15,2). */
export const INVOICE_AMOUNT_MESSAGE = "Invoice amount must be greater than 0";

export const invoiceInputSchema = z.object({
  invoiceNumber: requiredText("Invoice number", 50),
  invoiceDate: z
    .string({ error: "Invoice date is required" })
    .trim()
    .superRefine((v, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: "custom", message });
      if (v === "") fail("Invoice date is required");
      else if (!isIsoDay(v)) fail("Invoice date must be a valid date (yyyy-mm-dd)");
      // Today in the UK when the form or the request is checked: an invoice is dated today or before.
      else if (v > ukToday()) fail("Invoice date cannot be in the future");
    }),
  invoiceAmount: requiredDecimalField(
    "Invoice amount",
    MONEY_15_2,
    { example: "1250.50", min: { value: "0.01", message: INVOICE_AMOUNT_MESSAGE }, messages: { tooLarge: "Invoice amount is too large" } },
    INVOICE_AMOUNT_MESSAGE,
  ),
});
export type InvoiceInput = z.output<typeof invoiceInputSchema>;
export type InvoiceFormValues = { invoiceNumber: string; invoiceDate: string; invoiceAmount: string };
