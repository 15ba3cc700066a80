import { formatMoney, parsePence } from "@shared/common/money";
import { ukDates } from "@shared/common/uk-dates";
import type { costExceptionSchema } from "@shared/cost-analysis/cost-figures";
import { hoursOf } from "@shared/rules/labour-cost";
import { invoiceAboveOrder, receiptAwaitingInvoice, UNINVOICED_RECEIPT_DAYS } from "@shared/rules/order-cost";
import type { z } from "zod";
import type { ContractRecords, Options } from "./cost-records.service";

/**
 * The four exceptions of decision 0081, each linked to its record: a receipt with no invoice after
 * 30 days, an invoice above its order, a sign-in with no rate (a worker with hours and no rate: named,
 * and linked, only for a reader who may see names) and a diary delivery naming no order of the contract.
 */

export type CostException = z.output<typeof costExceptionSchema>;

/** The page lists the first 50 and says how many there are. */
export const EXCEPTIONS_LISTED = 50;

const hours = (seconds: number) => hoursOf(seconds).toFixed(1);

export function costExceptions(records: ContractRecords, asOf: string, { namesVisible }: Options): CostException[] {
  const out: CostException[] = [];
  for (const o of records.orders) {
    if (receiptAwaitingInvoice(o.lastReceiptDay, o.invoiceAmount, asOf))
      out.push({
        kind: "receipt_no_invoice",
        text: `${o.poNumber}: goods received ${ukDates(o.lastReceiptDay!)}, no invoice after ${UNINVOICED_RECEIPT_DAYS} days`,
        record: { type: "order", id: o.id },
        head: o.head,
      });
  }
  for (const o of records.orders) {
    if (invoiceAboveOrder(o, o.cost)) {
      const net = parsePence(o.subtotal) ?? 0n;
      out.push({
        kind: "invoice_above_order",
        text: `${o.poNumber}: invoice ${formatMoney(o.cost.invoiced)} net is ${formatMoney(o.cost.invoiced - net)} above the order's ${formatMoney(net)}`,
        record: { type: "order", id: o.id },
        head: o.head,
      });
    }
  }
  // One line a worker: the hours with no rate over all their months.
  const workers = new Map<number, { name: string; employer: string; seconds: number }>();
  for (const w of records.workerMonths) {
    const seconds = Number(w.uncostedSeconds);
    if (seconds <= 0) continue;
    const x = workers.get(w.workerId) ?? { name: w.workerName, employer: w.employer, seconds: 0 };
    x.seconds += seconds;
    workers.set(w.workerId, x);
  }
  for (const [id, w] of workers) {
    const employer = w.employer.trim() || "no employer recorded";
    const who = namesVisible && w.name.trim() !== "" ? `${w.name} (${employer})` : `A worker of ${employer}`;
    out.push({
      kind: "sign_in_no_rate",
      text: `${who}: ${hours(w.seconds)} h signed in with no rate`,
      record: namesVisible ? { type: "worker", id } : null,
      head: "labour",
    });
  }
  for (const d of records.unmatchedDeliveries) {
    const from = d.supplier?.trim() ? ` from ${d.supplier.trim()}` : "";
    const named = d.poNumber?.trim() ? `names ${d.poNumber.trim()}, not an order of this contract` : "names no order";
    out.push({
      kind: "delivery_no_order",
      text: `Delivery on ${ukDates(d.date)}${from} ${named}`,
      record: { type: "diary_entry", id: d.id },
      head: "materials",
    });
  }
  return out;
}
