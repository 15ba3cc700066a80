import { formatCarbon } from "@shared/carbon/carbon";
import type { DeliveryEntryInput } from "@shared/deliveries/delivery-entry";
import { changedColumns, changes, siteRecord, type RecordCtx } from "../carbon/site-record";
import { deliveryFigures, materialChoices, transportTonnes, type MaterialChoice } from "./deliveries.carbon";
import { presentDelivery } from "./deliveries.presenter";
import { deliveryStore, receiptOf } from "./deliveries.repository";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../../db/client";
import { audit } from "../../platform/audit";
import { conflict } from "../../platform/errors";
import { removeFigures } from "../carbon/carbon-figures.service";

export type Ctx = RecordCtx;

const what = (d: { supplier: string | null; deliveryNoteNumber: string | null }) =>
  `delivery from ${d.supplier}${d.deliveryNoteNumber ? ` (note ${d.deliveryNoteNumber})` : ""}`;
const lines = (n: number) => `${n} ${n === 1 ? "line" : "lines"}`;

/** The row's columns (data-model.md §3 carbon_entries): the lines as json, the first line's factor as its material category. */
function columns(input: DeliveryEntryInput, choices: MaterialChoice[]) {
  const first = input.lineItems[0];
  const load = transportTonnes(input);
  return {
    date: input.date,
    source: input.supplier,
    category: "delivery",
    supplier: input.supplier,
    poNumber: input.poNumber,
    deliveryNoteNumber: input.deliveryNoteNumber,
    isDelivered: "true",
    lineItems: input.lineItems.map((l, i) => ({
      description: l.description,
      materialFactorId: choices[i].factorId,
      materialFactorName: choices[i].name,
      quantity: l.quantity,
      unit: l.unit,
      weight: l.weight,
      weightUnit: l.weightUnit,
    })),
    materialCategory: choices[0].name,
    materialQuantity: first.quantity.toFixed(3),
    materialUnit: first.unit,
    transportCategory: input.transportCategory,
    transportDistance: input.transportDistance,
    transportWeight: load === null ? null : load.toFixed(3),
    notes: input.notes,
  };
}

/** The fields an edit names in the log; the lines count as one field. */
const COMPARED = ["date", "supplier", "poNumber", "deliveryNoteNumber", "transportCategory", "transportDistance", "transportWeight", "notes"] as const;

async function prepare(ctx: Ctx, input: DeliveryEntryInput) {
  const choices = await materialChoices(ctx.db, input.lineItems);
  return { figures: await deliveryFigures(ctx.db, input, choices), columns: columns(input, choices) };
}

/** A delivery to site: transport (cat. 4) and one material figure (cat. 1) per line with a factor. */
const deliveries = siteRecord({
  store: deliveryStore,
  record: { noun: "delivery", type: "delivery", category: "carbon", rights: "Contracts" },
  prepare,
  changed: (before, next) => [
    ...changedColumns(before, next, COMPARED),
    ...(JSON.stringify(before.lineItems) !== JSON.stringify(next.lineItems) ? ["lineItems"] : []),
  ],
  present: presentDelivery,
  created: ({ input, row, project, total }) => ({
    description: `Logged a ${what(input)} for ${project.name} on ${row.date}: ${lines(input.lineItems.length)}, ${formatCarbon(total)}`,
    metadata: { supplier: input.supplier, lines: input.lineItems.length },
  }),
  updated: ({ input, prepared, project, total, changed }) =>
    `Updated the ${what(input)} of ${prepared.columns.date} for ${project.name}: ${formatCarbon(total)}${changes(changed)}`,
  deleted: ({ row, project }) => `Deleted the ${what(row)} of ${row.date} for ${project.name}`,
  binName: (row, project) => `${project.name}: ${what(row)} on ${row.date}`,
});

export const {
  prepareCreate: prepareDelivery,
  insertPrepared: insertPreparedDelivery,
  create: createDelivery,
  get: getDelivery,
  listProject: listProjectDeliveries,
} = deliveries;

/**
 * A delivery a goods receipt logged belongs to the receipt: editing or deleting it on its own would
 * leave the order's lines, status and GRN saying the goods arrived while the diary and its carbon said
 * otherwise. 409, naming the receipt and where to reverse it (decision 0050).
 */
async function refuseReceiptDelivery(db: Ctx["db"], id: number) {
  const receipt = await receiptOf(db, id);
  if (receipt)
    throw conflict(
      `This delivery was booked by goods receipt ${receipt.grnNumber} on ${receipt.poNumber}: change or remove it by reversing the receipt on the purchase order`,
    );
}

export async function updateDelivery(ctx: Ctx, id: number, input: DeliveryEntryInput) {
  await refuseReceiptDelivery(ctx.db, id);
  return deliveries.update(ctx, id, input);
}

export async function deleteDelivery(ctx: Ctx, id: number) {
  await refuseReceiptDelivery(ctx.db, id);
  return deliveries.remove(ctx, id);
}

/**
 * A reversed receipt takes its delivery with it, in the reversal's transaction: deleted outright with
 * its figures (carbon_month_totals follow by trigger), logged in the carbon log. Not to
 * the recycle bin: the reversed receipt is the record, and a restored delivery would count carbon for
 * goods the order no longer shows as received. Returns the kg it carried (null when it was gone already).
 */
export async function removeReceiptDelivery(tx: Tx, request: FastifyRequest, id: number, grnNumber: string): Promise<number | null> {
  const row = await deliveryStore.findForUpdate(tx, id);
  if (!row) return null;
  await removeFigures(tx, { kind: "delivery", id });
  await deliveryStore.remove(tx, id);
  const kgCo2e = Number(row.carbonEmitted);
  await audit(tx, request, {
    action: "delivery_deleted",
    description: `Removed the ${what(row)} of ${row.date}: goods receipt ${grnNumber} was reversed (${formatCarbon(kgCo2e)})`,
    entityType: "delivery",
    entityId: id,
    entityName: row.poNumber ?? undefined,
    category: "carbon",
    severity: "warning",
    metadata: { projectId: row.projectId, date: row.date, grnNumber, kgCo2e },
  });
  return kgCo2e;
}
