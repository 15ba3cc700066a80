import { parsePence, type Pence } from "@shared/common/money";
import { ukDates } from "@shared/common/uk-dates";
import { variationNumber } from "@shared/cost-analysis/variations";
import { orderCost, type OrderCost } from "@shared/rules/order-cost";
import { LiveOrders, orderKey, plantCost, plantTotals, type PlantTotals } from "@shared/rules/plant-cost";
import { headOfCategory } from "@shared/rules/cost-position";
import { money, monthLabel, type Contribution, type CostHead } from "@shared/rules/cvr";
import type { VariationStatus } from "@shared/rules/cost-forecast";
import { foldStale } from "../labour-cost/labour-cost.service";
import type { ProjectRow } from "../projects/project-lookup";
import * as repo from "./cost-records.repository";

/**
 * A contract's records at a day `asOf` as the CVR's contributions (rules/cvr.ts `Contribution`,
 * decision 0081): each order as it stands (its invoice or accrual and what it still commits), each
 * variation, labour by worker and month, and the plant, waste and energy entries with a cost of their
 * own. An entry that names a live order of the contract is that order's cost and no contribution of
 * its own. Records dated after `asOf` are left out; orders are read as they stand, having no history.
 */

export type Options = { namesVisible: boolean };

export type CostedOrder = repo.OrderRecord & { head: CostHead; cost: OrderCost; dated: string | null };

/** A plant, waste or energy record and what it adds to its head (`cost` null: it adds nothing of its own). */
export type CostedEntry = {
  id: number;
  kind: "plant" | "waste" | "energy";
  day: string;
  description: string;
  detail: string | null;
  cost: Pence | null;
  note: string | null;
  diaryEntryId: number | null;
};

export type ContractRecords = {
  orders: CostedOrder[];
  entries: CostedEntry[];
  /** Diary deliveries naming no order of the contract (the exception). */
  unmatchedDeliveries: repo.EntryRecord[];
  plant: PlantTotals;
  workerMonths: repo.WorkerMonthRecord[];
  variations: repo.VariationRecord[];
  contributions: Contribution[];
};

/** Order numbers as people type them: case and surrounding spaces ignored (rules/plant-cost.ts). */
export const numberKey = (n: string | null) => orderKey(n ?? "");

export type OrderNumbers = { live: LiveOrders; byInvoice: Map<string, string>; any: Set<string> };
export function orderNumbersOf(rows: Awaited<ReturnType<typeof repo.orderNumbers>>): OrderNumbers {
  const live = rows.filter((r) => r.live);
  return {
    live: new LiveOrders(live.map((r) => r.poNumber)),
    byInvoice: new Map(live.filter((r) => numberKey(r.invoiceNumber) !== "").map((r) => [numberKey(r.invoiceNumber), r.poNumber])),
    any: new Set(rows.map((r) => numberKey(r.poNumber))),
  };
}

export const costOrder = (o: repo.OrderRecord): CostedOrder => ({
  ...o,
  head: headOfCategory(o.category),
  cost: orderCost({ status: o.status, subtotal: o.subtotal, vatRate: o.vatRate, deliveredValue: o.deliveredValue, invoiceAmount: o.invoiceAmount }),
  // An order is dated by its invoice, or else its last receipt (decision 0081, "A closed month is read-only").
  dated: o.invoiceAmount !== null ? (o.invoiceDate ?? o.lastReceiptDay) : o.lastReceiptDay,
});

/** Hours as stored ("8.00") read as people say them: "8.0", "7.25". */
const hoursText = (h: string) => {
  const n = Number(h);
  return Number.isInteger(Math.round(n * 100) / 10) ? n.toFixed(1) : n.toFixed(2);
};

const byOrder = (po: string) => `costed by its order ${po.trim()}`;
const NO_COST = "uncosted: no cost entered";

/** A plant or waste entry (diary) or an energy entry costed by the rules: its rate or cost, its order, or nothing with the word beside it. */
export function costEntry(e: repo.EntryRecord | (repo.EnergyRecord & { kind: "energy" }), numbers: OrderNumbers): CostedEntry {
  if (e.kind === "energy") {
    const po = numbers.byInvoice.get(numberKey(e.invoiceReference));
    const base = { id: e.id, kind: "energy" as const, day: e.date, description: e.description, detail: e.invoiceReference, diaryEntryId: null };
    if (po !== undefined) return { ...base, cost: null, note: byOrder(po) };
    return e.cost === null ? { ...base, cost: null, note: NO_COST } : { ...base, cost: parsePence(e.cost), note: null };
  }
  const base = { id: e.id, day: e.date, description: e.description, diaryEntryId: e.id };
  if (e.kind === "waste") {
    const named = numbers.live.has(e.poNumber);
    const waste = { ...base, kind: "waste" as const, detail: e.reference };
    if (named) return { ...waste, cost: null, note: byOrder(e.poNumber!) };
    return e.cost === null ? { ...waste, cost: null, note: NO_COST } : { ...waste, cost: parsePence(e.cost), note: null };
  }
  const c = plantCost({ id: e.id, hours: e.hours, hireRate: e.hireRate, hireRateUnit: e.hireRateUnit, poNumber: e.poNumber }, numbers.live);
  const hours = e.hours === null ? null : `${hoursText(e.hours)} h`;
  const plant = { ...base, kind: "plant" as const };
  if (c.state === "rate") return { ...plant, detail: e.hireRateUnit === "hour" && hours ? `${hours} at ${c.text}` : c.text, cost: c.cost, note: null };
  return { ...plant, detail: hours, cost: null, note: c.state === "order" ? c.text : "uncosted: no hire rate" };
}

const amount = (v: string | null) => (v === null ? 0n : (parsePence(v) ?? 0n));

/** What a variation moves: the agreed figures once approved, the estimates before. */
export const variationValue = (v: repo.VariationRecord) => amount(v.status === "approved" ? (v.agreedValue ?? v.valueEstimate) : v.valueEstimate);
export const variationCost = (v: repo.VariationRecord) => amount(v.status === "approved" ? (v.agreedCost ?? v.costEstimate) : v.costEstimate);

/** A worker-month's label: the worker's name only for a reader who may see names (decision 0065); otherwise the employer. */
const labourLabel = (w: repo.WorkerMonthRecord, { namesVisible }: Options) =>
  `${namesVisible && w.workerName.trim() !== "" ? w.workerName : `A worker of ${w.employer.trim() || "no employer recorded"}`}, ${monthLabel(w.month)}`;

export const workerMonthCost = (w: repo.WorkerMonthRecord) => amount(w.pay) + amount(w.onCost);

/** The contract's records at `asOf` and their contributions. Labour is folded first, so it equals the sign-ins and current rates. */
export async function contractRecords(db: repo.Exec, contract: ProjectRow, asOf: string, options: Options): Promise<ContractRecords> {
  await foldStale(db);
  const orders = (await repo.countedOrders(db, contract.id)).map(costOrder);
  const numbers = orderNumbersOf(await repo.orderNumbers(db, contract.id));
  const diary = await repo.entriesOf(db, contract.id, asOf);
  const energy = await repo.energyOf(db, contract.id, asOf);
  const workerMonths = await repo.workerMonths(db, contract.id, asOf);
  const variations = (await repo.variationsOf(db, contract.id)).filter((v) => v.dated <= asOf);

  const plantRows = diary.filter((e) => e.kind === "plant");
  const entries = [...diary.filter((e) => e.kind !== "delivery"), ...energy.map((e) => ({ ...e, kind: "energy" as const }))].map((e) => costEntry(e, numbers));
  const unmatchedDeliveries = diary.filter((e) => e.kind === "delivery" && (numberKey(e.poNumber) === "" || !numbers.any.has(numberKey(e.poNumber))));
  const plant = plantTotals(
    plantRows.map((e) => ({ id: e.id, hours: e.hours, hireRate: e.hireRate, hireRateUnit: e.hireRateUnit, poNumber: e.poNumber })),
    numbers.live,
  );

  const contributions: Contribution[] = [
    ...orders.map((o): Contribution => ({
      kind: "order",
      key: `order:${o.id}`,
      head: o.head,
      label: `${o.poNumber} ${o.supplier}`,
      dated: o.dated,
      invoiced: money(o.cost.invoiced),
      accrued: money(o.cost.accrued),
      committed: money(o.cost.committed),
    })),
    ...variations.map((v): Contribution => ({
      kind: "variation",
      key: `variation:${v.id}`,
      head: headOfCategory(v.head),
      label: `${variationNumber(v.number)} ${v.title}`,
      dated: v.dated,
      status: v.status as VariationStatus,
      value: money(variationValue(v)),
      cost: money(variationCost(v)),
    })),
    ...workerMonths.map((w): Contribution => ({
      kind: "labour",
      key: `labour:${w.workerId}:${w.month}`,
      head: "labour",
      label: labourLabel(w, options),
      dated: w.lastDay,
      seconds: Number(w.seconds),
      uncostedSeconds: Number(w.uncostedSeconds),
      cost: money(workerMonthCost(w)),
    })),
    ...entries
      .filter((e) => e.cost !== null)
      .map((e): Contribution => ({
        kind: e.kind,
        key: `${e.kind}:${e.id}`,
        head: e.kind,
        label: `${e.description}, ${ukDates(e.day)}`,
        dated: e.day,
        cost: money(e.cost!),
      })),
  ];
  return { orders, entries, unmatchedDeliveries, plant, workerMonths, variations, contributions };
}
