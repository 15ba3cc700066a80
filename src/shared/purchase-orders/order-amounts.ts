import { toDecimal, type OrderTotals } from "../common/money";

/*
 * An order's amounts as its rows keep them (exact decimal strings, shared/common/money.ts), from
 * what was typed and its `orderTotals`: one place for the server's save and the demo and load seeds.
 */

/** An order's stored lines as typed: numbered from 1, nothing received yet, each with its exact total. */
export const orderLineColumns = <U extends string | null>(
  lines: readonly { description: string; unit: U; quantity: string; unitPrice: string }[],
  totals: OrderTotals,
) =>
  lines.map((l, i) => ({
    lineNumber: i + 1,
    description: l.description,
    unit: l.unit,
    quantityOrdered: l.quantity,
    quantityRemaining: l.quantity,
    unitPrice: l.unitPrice,
    lineTotal: toDecimal(totals.lineTotals[i]),
  }));

/** An order's money columns from its totals; nothing is invoiced yet, so the remaining value is the total. */
export const orderMoneyColumns = (totals: OrderTotals, vatRate: number | string) => ({
  subtotal: toDecimal(totals.subtotal),
  vatRate: `${vatRate}.00`,
  vatAmount: toDecimal(totals.vat),
  totalAmount: toDecimal(totals.total),
  remainingValue: toDecimal(totals.total),
});
