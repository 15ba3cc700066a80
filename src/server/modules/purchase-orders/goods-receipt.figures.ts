import { lineTotal, parsePence, quantityOf, sumPence, toDecimal, vatOn } from "@shared/common/money";
import type { PoLineRow, PoRow } from "./purchase-orders.repository";

/**
 * A line's and an order's delivery figures from what has arrived, exact (decision 0034): written by a
 * receipt after adding its quantities and by a reversal after taking them away, so both agree.
 */

/** Percentage of `part` in `whole`, two places, exact (both in the same units). */
const percent = (part: bigint, whole: bigint) => (whole === 0n ? "0.00" : toDecimal((part * 10000n + whole / 2n) / whole, 2));

/** A line's columns once `delivered` of it has arrived. */
export function lineDelivery(line: PoLineRow, delivered: bigint) {
  const ordered = quantityOf(line.quantityOrdered);
  const complete = delivered >= ordered;
  return {
    quantityDelivered: toDecimal(delivered, 3),
    quantityRemaining: toDecimal(ordered - delivered, 3),
    // Exact: the full line total once complete, so the order's delivered value meets its subtotal.
    deliveredValue: complete ? line.lineTotal : toDecimal(lineTotal(delivered, parsePence(line.unitPrice) ?? 0n)),
    deliveryStatus: delivered === 0n ? "pending" : complete ? "complete" : "partial",
    deliveryPercentage: percent(delivered, ordered),
  };
}

/** The order's delivery columns from all its lines as they now stand; `full` and `any` say what has arrived. */
export function orderDelivery(order: PoRow, lines: PoLineRow[]) {
  const full = lines.every((l) => quantityOf(l.quantityRemaining) <= 0n);
  const any = lines.some((l) => quantityOf(l.quantityDelivered) > 0n);
  const net = sumPence(lines.map((l) => parsePence(l.deliveredValue) ?? 0n));
  const total = parsePence(order.totalAmount) ?? 0n;
  // The order's values are gross, as remainingValue starts at the total when it is sent (decision 0034).
  const deliveredGross = full ? total : net + vatOn(net, order.vatRate);
  return {
    full,
    any,
    values: {
      deliveryStatus: full ? "complete" : any ? "partial" : "pending",
      deliveryPercentage: percent(net, parsePence(order.subtotal) ?? 0n),
      deliveredValue: toDecimal(deliveredGross),
      remainingValue: toDecimal(total - deliveredGross),
    },
  };
}
