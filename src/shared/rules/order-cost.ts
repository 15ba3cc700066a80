import { divRound, lineTotal, parsePence, parseQuantity, parseScaled, type Pence } from "../common/money";
import { daysBetween } from "../common/uk-dates";
import { compareInvoiceWith, type InvoiceComparison } from "./purchase-order-invoice";
import { COMMITTED_STATUSES, type PoStatus } from "./purchase-order-status";

/**
 * An order in cost analysis (docs/decisions/0081-cost-analysis.md): what it has committed, what is
 * in the cost (its invoice, or the accrual of what was received while there is none), and each
 * figure's share by cost code. A family of its own beside purchase-order-invoice.ts, which decides
 * when an invoice may be recorded on the order page; this reads the order as the cost report does,
 * and takes that file's comparison wording so "against … accrued" reads as "against … delivered" does.
 * All figures are net of VAT (budgets are set net, decision 0030).
 */

export type OrderForCost = {
  status: string;
  /** The order's net total (`subtotal`). */
  subtotal: string;
  vatRate: string;
  /** What goods receipt has booked, with VAT (`delivered_value`), as decision 0039 reads it. */
  deliveredValue: string | null;
  /** The supplier's invoice, with VAT; null while there is none. */
  invoiceAmount: string | null;
};

export type OrderCost = {
  /** Promised and not yet in the cost: a committed order's net less its invoice or what was received. */
  committed: Pence;
  /** The invoice net at the order's VAT rate; 0 with no invoice. */
  invoiced: Pence;
  /** What was received, net, while no invoice names it; 0 once invoiced. */
  accrued: Pence;
  /** invoiced + accrued */
  actual: Pence;
  /** What was received, net (shown beside the invoice that replaced it). */
  received: Pence;
  /** The invoice against the accrual it replaced; null with no invoice or nothing received before it. */
  comparison: InvoiceComparison | null;
};

const amount = (v: string | null) => (v === null || v.trim() === "" ? 0n : (parsePence(v) ?? 0n));

/** An amount with VAT taken net at a rate, to the penny: £1,728.00 at 20 % → £1,440.00 (gross × 100 ÷ (100 + rate)). */
export function netOfGross(gross: Pence, vatRate: string | number): Pence {
  const hundredths = parseScaled(vatRate, 2);
  if (hundredths === null || hundredths < 0n) throw new RangeError(`Not a VAT rate: ${vatRate}`);
  return divRound(gross * 10_000n, 10_000n + hundredths);
}

/**
 * One order's figures. An order is either invoiced or accrued, never both: the invoice replaces the
 * accrual. Committed is what the order still promises beyond its cost, never below nothing (an
 * invoice or delivery above the order is the exception "invoice above its order", not negative
 * commitment). A cancelled order counts what was received or invoiced on it and commits nothing.
 */
export function orderCost(order: OrderForCost): OrderCost {
  const received = netOfGross(amount(order.deliveredValue), order.vatRate);
  const hasInvoice = order.invoiceAmount !== null && order.invoiceAmount.trim() !== "";
  const invoiced = hasInvoice ? netOfGross(amount(order.invoiceAmount), order.vatRate) : 0n;
  const accrued = hasInvoice ? 0n : received;
  const actual = invoiced + accrued;
  const counts = (COMMITTED_STATUSES as readonly string[]).includes(order.status as PoStatus);
  const left = amount(order.subtotal) - actual;
  return {
    committed: counts && left > 0n ? left : 0n,
    invoiced,
    accrued,
    actual,
    received,
    comparison: hasInvoice && received > 0n ? compareInvoiceWith(invoiced, received, "accrued") : null,
  };
}

/** Orders' figures added up (a head's, a contract's). */
export function sumOrderCosts(costs: Iterable<OrderCost>) {
  let committed = 0n;
  let invoiced = 0n;
  let accrued = 0n;
  for (const c of costs) {
    committed += c.committed;
    invoiced += c.invoiced;
    accrued += c.accrued;
  }
  return { committed, invoiced, accrued, actual: invoiced + accrued };
}

// Exceptions -------------------------------------------------------------------------------------

/** How long goods may wait for their invoice before the receipt is an exception. */
export const UNINVOICED_RECEIPT_DAYS = 30;

/** A receipt with no invoice after 30 days: the order's last receipt is more than 30 days before `asOf`, and no invoice. */
export function receiptAwaitingInvoice(lastReceiptDay: string | null, invoiceAmount: string | null, asOf: string): boolean {
  if (lastReceiptDay === null || (invoiceAmount !== null && invoiceAmount.trim() !== "")) return false;
  return daysBetween(lastReceiptDay, asOf) > UNINVOICED_RECEIPT_DAYS;
}

/** An invoice above its order: the invoice net above the order's net total. */
export const invoiceAboveOrder = (order: Pick<OrderForCost, "subtotal">, cost: Pick<OrderCost, "invoiced">) => cost.invoiced > amount(order.subtotal);

// Cost codes -------------------------------------------------------------------------------------

/** The group of lines with no cost code. */
export const NO_COST_CODE = "No cost code";

/**
 * An amount shared over weights (line values) in proportion, each share cut to the whole penny
 * toward zero and the remainder on the last, so the shares add up to the amount exactly. With no
 * weight at all the last takes everything.
 */
export function apportion(total: Pence, weights: readonly Pence[]): Pence[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, w) => a + w, 0n);
  const shares = weights.map((w) => (sum === 0n ? 0n : (total * w) / sum));
  shares[shares.length - 1] = total - shares.slice(0, -1).reduce((a, s) => a + s, 0n);
  return shares;
}

export type CostCodeLine = { costCode: string | null; quantity: string; unitPrice: string };
export type CostCodeShare = { costCode: string; amount: Pence };

/**
 * An order's figure (its invoice, accrual or commitment) by cost code, its lines' shares in
 * proportion to their values (quantity × price, to the penny). Codes are grouped as typed, trimmed;
 * "" is a line with none (shown as NO_COST_CODE). In the order the codes first appear on the order.
 */
export function byCostCode(figure: Pence, lines: readonly CostCodeLine[]): CostCodeShare[] {
  const values = lines.map((l) => lineTotal(parseQuantity(l.quantity) ?? 0n, parsePence(l.unitPrice) ?? 0n));
  const shares = apportion(figure, values);
  const codes = new Map<string, Pence>();
  lines.forEach((l, i) => {
    const code = (l.costCode ?? "").trim();
    codes.set(code, (codes.get(code) ?? 0n) + shares[i]);
  });
  return [...codes].map(([costCode, amount]) => ({ costCode, amount }));
}
