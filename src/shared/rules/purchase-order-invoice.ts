import { formatMoney, parsePence, type Pence } from "../common/money";

/**
 * When an order may carry its supplier's invoice, and how the invoice compares with what was delivered
 * (docs/decisions/0042-purchase-order-invoice-quotes-transport.md). Pure, so the page offers the form exactly
 * when the server would accept it (409 otherwise).
 */

/** Sent to the supplier: an invoice can follow (ahead of the goods, or with them). */
export const INVOICE_STATUSES = ["ordered", "partially_delivered", "fully_delivered"] as const;

export function invoiceRefusal(status: string): string | null {
  if ((INVOICE_STATUSES as readonly string[]).includes(status)) return null;
  if (status === "cancelled") return "A cancelled order cannot be invoiced";
  return "An invoice can be recorded only once the order has been sent to the supplier";
}

export type InvoiceComparison = { state: "over" | "under" | "matches"; difference: bigint; text: string };

/**
 * The invoice against the delivered value, both including VAT, exact to the penny:
 * "Invoice £1,500.00 against £1,440.00 delivered: £60.00 over".
 */
export function compareInvoice(invoiceAmount: string, deliveredValue: string): InvoiceComparison {
  return compareInvoiceWith(parsePence(invoiceAmount) ?? 0n, parsePence(deliveredValue) ?? 0n, "delivered");
}

/**
 * The one wording of an invoice against what stood before it: the delivered value on the order page,
 * the accrual it replaces in cost analysis (net, decision 0081: "… against £1,440.00 accrued: …").
 */
export function compareInvoiceWith(invoice: Pence, against: Pence, word: "delivered" | "accrued"): InvoiceComparison {
  const head = `Invoice ${formatMoney(invoice)} against ${formatMoney(against)} ${word}`;
  if (invoice === against) return { state: "matches", difference: 0n, text: `${head}: matches` };
  const over = invoice > against;
  const difference = over ? invoice - against : against - invoice;
  return { state: over ? "over" : "under", difference, text: `${head}: ${formatMoney(difference)} ${over ? "over" : "under"}` };
}
